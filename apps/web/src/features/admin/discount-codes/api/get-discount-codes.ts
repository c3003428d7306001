import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const discountCodesKey = ['admin', 'discount-codes'] as const;

export function useDiscountCodes() {
  return useQuery({ queryKey: discountCodesKey, queryFn: () => call(adminEndpoints.discountCodes.list) });
}
