import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminInvoicesKey } from '../../../../lib/query-keys.ts';
import { adminOrderKey } from './get-admin-order.ts';

/** «Emitir factura»: the order's factura, signed and queued for the SRI; the order and «Facturas» are read again whatever the answer. */
export function useIssueInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminEndpoints.invoices.issue, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKey(id) }),
        queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
      ]),
  });
}
