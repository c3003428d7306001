import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { publicityKey } from './get-admin-publicity.ts';

export function useDeletePublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.banners.removePublicity, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}
