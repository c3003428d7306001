import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { bannersKey } from './get-admin-banners.ts';

/** A banner's change: on/off, its position or its link. */
export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; active?: boolean; position?: number; link?: string }) =>
      call(adminEndpoints.banners.update, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
