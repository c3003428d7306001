import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const bankAccountsKey = ['admin', 'bank-accounts'] as const;

export function useBankAccounts() {
  return useQuery({ queryKey: bankAccountsKey, queryFn: () => call(adminEndpoints.bankAccounts.list) });
}
