import type { InputOf } from '@store/contracts/endpoint';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { StockListResponse, StockVariant } from '@store/contracts/warehouse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey, adminProductsKey } from '../../../../lib/query-keys.ts';
import { stockKey } from './get-stock-list.ts';

export type StockChangeInput = InputOf<typeof adminEndpoints.stock.set>['body']['stock'];

/** Puts one variant as the server now has it into every page of the stock list that shows it. */
function putVariant(queryClient: ReturnType<typeof useQueryClient>, variant: StockVariant) {
  queryClient.setQueriesData<StockListResponse>(
    { queryKey: [...stockKey, 'list'] },
    (page) => page && { ...page, variants: page.variants.map((v) => (v.variantId === variant.variantId ? variant : v)) },
  );
}

/** Saves one variant's count; the products' pages (their stock) are read again. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, changes }: { variantId: number; changes: StockChangeInput }) =>
      call(adminEndpoints.stock.set, { params: { id: variantId }, body: { stock: changes } }),
    onSuccess: (data) => {
      putVariant(queryClient, data.variant);
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
