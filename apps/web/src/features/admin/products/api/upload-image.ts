import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../../lib/files.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';

/** A variant's new image, sent as the form's `image` with upload progress (0..1). */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, file, onProgress }: { variantId: number; file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return upload(adminEndpoints.products.uploadImage, { params: { id: variantId }, body: form }, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
