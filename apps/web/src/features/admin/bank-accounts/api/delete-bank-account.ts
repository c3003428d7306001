import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { bankAccountsKey } from './get-bank-accounts.ts';

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.bankAccounts.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
}
