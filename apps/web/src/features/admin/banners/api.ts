/**
 * The back office's calls for the home page's banners and the brands' publicity: their lists, an upload with
 * progress, a change (on/off, position) and a removal.
 */
import type { BannerType } from '@store/contracts/constants';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/files.ts';

const { banners } = adminEndpoints;

export const bannersKey = ['admin', 'banners'] as const;
export const publicityKey = ['admin', 'brand-publicity'] as const;

export function useAdminBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: () => call(banners.list).then((r) => r.banners),
  });
}

export function useUploadBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, onProgress }: { type: BannerType; file: File; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append('type', type);
      body.append('file', file);
      return upload(banners.create, { body }, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; active?: boolean; position?: number; link?: string }) =>
      call(banners.update, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(banners.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useAdminPublicity() {
  return useQuery({
    queryKey: publicityKey,
    queryFn: () => call(banners.publicity).then((r) => r.publicity),
  });
}

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
      return upload(banners.createPublicity, { body }, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}

export function useUpdatePublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; landing?: boolean; position?: number; brandid?: number | null }) =>
      call(banners.updatePublicity, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}

export function useDeletePublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(banners.removePublicity, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}
