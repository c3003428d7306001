import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../../lib/files.ts';
import { publicityKey } from './get-admin-publicity.ts';

/** A new publicity image (of a brand, or none), sent as a form with upload progress (0..1). */
export function useUploadPublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      brandid,
      landing,
      onProgress,
    }: {
      file: File;
      brandid: number | null;
      landing: boolean;
      onProgress?: (f: number) => void;
    }) => {
      const body = new FormData();
      if (brandid) body.append('brandid', String(brandid));
      body.append('landing', String(landing));
      body.append('file', file);
      return upload(adminEndpoints.banners.createPublicity, { body }, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}
