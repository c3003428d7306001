import type { BannerType } from '@store/contracts/constants';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../../lib/files.ts';
import { bannersKey } from './get-admin-banners.ts';

/** A new banner of a type: the image sent as a form, with upload progress (0..1). */
export function useUploadBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, onProgress }: { type: BannerType; file: File; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append('type', type);
      body.append('file', file);
      return upload(adminEndpoints.banners.create, { body }, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
