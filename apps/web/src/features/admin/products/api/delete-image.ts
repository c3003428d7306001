import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => call(adminEndpoints.products.removeImage, { params: { id: mediaId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
