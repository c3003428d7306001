import type { CreditTermsBody } from '@store/contracts/credit';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { distributorCreditKey } from './get-distributor-credit.ts';

/** Saves Contado or Crédito (days, limit in dollars); the answer carries the credit as it now stands. */
export function useSetCreditTerms(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditTermsBody) => call(adminEndpoints.credit.set, { params: { id }, body }),
    onSuccess: (res) => queryClient.setQueryData(distributorCreditKey(id), res.credit),
  });
}
