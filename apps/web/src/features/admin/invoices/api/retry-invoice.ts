import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminInvoicesKey } from '../../../../lib/query-keys.ts';

/** «Reintentar»: a returned, refused or stuck document goes to the SRI again; the list and the dashboard's count are read again whatever the answer. */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.invoices.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
  });
}
