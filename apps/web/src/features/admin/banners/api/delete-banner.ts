import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { bannersKey } from './get-admin-banners.ts';

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.banners.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
