import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { publicityKey } from './get-admin-publicity.ts';

/** A publicity's change: on the landing or not, its position or its brand. */
export function useUpdatePublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; landing?: boolean; position?: number; brandid?: number | null }) =>
      call(adminEndpoints.banners.updatePublicity, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}
