import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

/** the members and the open invitations: every write to either reads them again */
export const staffKey = ['admin', 'staff'] as const;

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: () => call(adminEndpoints.staff.list) });
}
