import type { EInvoiceState } from '@store/contracts/e-invoice';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminInvoicesKey } from '../../../../lib/query-keys.ts';

export interface InvoiceFilters {
  state: EInvoiceState | '';
  from: string;
  to: string;
  page: number;
  size: number;
}

/** «Facturas»: one page of documents, newest first, the counts per state and where invoicing stands. */
export function useInvoices(f: InvoiceFilters) {
  return useQuery({
    queryKey: [...adminInvoicesKey, 'list', f],
    queryFn: () => call(adminEndpoints.invoices.list, { query: { state: f.state, from: f.from, to: f.to, page: f.page, size: f.size } }),
    placeholderData: keepPreviousData,
  });
}
