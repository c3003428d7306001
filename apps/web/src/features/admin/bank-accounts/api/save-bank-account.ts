import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { BankAccountBody } from '@store/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { bankAccountsKey } from './get-bank-accounts.ts';

const { bankAccounts } = adminEndpoints;

/** Creates (no id) or updates an account. */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BankAccountBody }) =>
      id ? call(bankAccounts.update, { params: { id }, body }) : call(bankAccounts.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
}
