/**
 * The back office's calls for the store's bank accounts: the list, a save (create or update), the list's
 * order and a removal, each keeping the list fresh.
 */

import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { AdminBankAccount, BankAccountBody } from '@store/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const { bankAccounts } = adminEndpoints;

export const bankAccountsKey = ['admin', 'bank-accounts'] as const;

export function useBankAccounts() {
  return useQuery({ queryKey: bankAccountsKey, queryFn: () => call(bankAccounts.list) });
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BankAccountBody }) =>
      id ? call(bankAccounts.update, { params: { id }, body }) : call(bankAccounts.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
}

export function useReorderBankAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(bankAccounts.reorder, { body: { ids } }),
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

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bankAccounts.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
}
