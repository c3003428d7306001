import type { ProductCard } from '@store/contracts/catalog';
import { HOME_LIST_LIMIT } from '@store/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';

/** Best sellers: a failure is logged and shows an empty grid (SPEC.md 8). */
export function useMostSelled(limit = HOME_LIST_LIMIT) {
  const signedIn = Boolean(useSession());
  return useQuery({
    queryKey: ['most-selled', signedIn, limit],
    queryFn: () =>
      api<{ products: ProductCard[] }>('product/most_selled', { query: { limit } }).then(
        (r) => r.products,
        (error) => {
          console.error('best sellers', error);
          return [] as ProductCard[];
        },
      ),
  });
}

/** New arrivals: a failure shows the server's message as an error toast (SPEC.md 8). */
export function useNewArrived(limit = HOME_LIST_LIMIT) {
  const signedIn = Boolean(useSession());
  return useQuery({
    queryKey: ['new-arrived', signedIn, limit],
    queryFn: () =>
      api<{ productsNewArrived: ProductCard[] }>('product/new_arrived', { query: { limit } }).then(
        (r) => r.productsNewArrived,
        (error) => {
          notify.error(error);
          return [] as ProductCard[];
        },
      ),
  });
}
