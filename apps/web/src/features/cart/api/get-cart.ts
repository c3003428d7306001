import { endpoints } from '@store/contracts/endpoints/store';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export const cartKey = ['cart'] as const;

export const cartQueryOptions = (discountcode = '') =>
  queryOptions({
    queryKey: [...cartKey, discountcode],
    queryFn: () => call(endpoints.cart.get, { query: { discountcode } }),
    staleTime: 0,
  });

/** The distributor's cart; nothing is asked for without a session. Trying a code keeps the cart on screen. */
export function useCart(discountcode = '') {
  const user = useSession();
  return useQuery({ ...cartQueryOptions(discountcode), enabled: Boolean(user), placeholderData: keepPreviousData });
}
