import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { AdminBankAccount } from '@store/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { bankAccountsKey } from './get-bank-accounts.ts';

export function useReorderBankAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(adminEndpoints.bankAccounts.reorder, { body: { ids } }),
    // shown in the new order at once, then read again
    onMutate: (ids) => {
      const before = queryClient.getQueryData<{ ok: true; accounts: AdminBankAccount[] }>(bankAccountsKey);
      if (before) {
        const byId = new Map(before.accounts.map((a) => [a.bankaccountid, a]));
        const accounts = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(bankAccountsKey, { ...before, accounts });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(bankAccountsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
}
