import type { MyCartResponse } from '@store/contracts/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export const cartKey = ['cart'] as const;

export const cartQueryOptions = (discountcode = '') =>
  queryOptions({
    queryKey: [...cartKey, discountcode],
    queryFn: () => api<MyCartResponse>('shopping_cart/my_cart', { query: { discountcode } }),
    staleTime: 0,
  });

/** The distributor's cart; nothing is asked for without a session. Trying a code keeps the cart on screen. */
export function useCart(discountcode = '') {
  const user = useSession();
  return useQuery({ ...cartQueryOptions(discountcode), enabled: Boolean(user), placeholderData: keepPreviousData });
}
