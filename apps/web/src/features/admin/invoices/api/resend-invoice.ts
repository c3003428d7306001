import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminInvoicesKey } from '../../../../lib/query-keys.ts';

/** «Reenviar correo»: the buyer's e-mail with the authorised XML and the RIDE, once more (the row's «Correo enviado» moves). */
export function useResendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.invoices.resend, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminInvoicesKey, 'list'] }),
  });
}
