import type { ProductCard } from '@store/contracts/catalog';
import { HOME_LIST_LIMIT } from '@store/contracts/constants';
import { endpoints } from '@store/contracts/endpoints/store';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';

/** Best sellers: a failure is logged and shows an empty grid (docs/product.md §8). */
export function useMostSelled(limit = HOME_LIST_LIMIT) {
  const signedIn = Boolean(useSession());
  return useQuery({
    queryKey: ['most-selled', signedIn, limit],
    queryFn: () =>
      call(endpoints.catalog.mostSelled, { query: { limit } }).then(
        (r) => r.products,
        (error): ProductCard[] => {
          console.error('best sellers', error);
          return [];
        },
      ),
  });
}

/** New arrivals: a failure shows the server's message as an error toast (docs/product.md §8). */
export function useNewArrived(limit = HOME_LIST_LIMIT) {
  const signedIn = Boolean(useSession());
  return useQuery({
    queryKey: ['new-arrived', signedIn, limit],
    queryFn: () =>
      call(endpoints.catalog.newArrived, { query: { limit } }).then(
        (r) => r.productsNewArrived,
        (error): ProductCard[] => {
          notify.error(error);
          return [];
        },
      ),
  });
}
