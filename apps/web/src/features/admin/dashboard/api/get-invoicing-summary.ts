import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminInvoicesKey } from '../../../../lib/query-keys.ts';

/**
 * The documents the SRI left unanswered too long and where the signing certificate stands. Under the invoices' key:
 * «Reintentar» and «Emitir factura» refresh it. `enabled` false for a role without «Facturas» (the server would refuse it).
 */
export function useInvoicingSummary(enabled: boolean) {
  return useQuery({
    queryKey: [...adminInvoicesKey, 'summary'],
    queryFn: () => call(adminEndpoints.invoices.summary),
    refetchOnWindowFocus: true,
    enabled,
  });
}
