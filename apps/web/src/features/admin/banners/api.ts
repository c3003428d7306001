import type { AdminBanner, AdminPublicity } from '@store/contracts/admin-catalog';
import type { BannerType } from '@store/contracts/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { upload } from '../api/files.ts';

export const bannersKey = ['admin', 'banners'] as const;
export const publicityKey = ['admin', 'brand-publicity'] as const;

type Msg = { ok: true; msg: string };

export function useAdminBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: () => api<{ ok: true; banners: AdminBanner[] }>('admin/banners').then((r) => r.banners),
  });
}

export function useUploadBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file, onProgress }: { type: BannerType; file: File; onProgress?: (f: number) => void }) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file);
      return upload<Msg & { banner: AdminBanner }>('admin/banners', form, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; active?: boolean; position?: number }) =>
      api<Msg & { banner: AdminBanner }>(`admin/banners/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Msg>(`admin/banners/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useAdminPublicity() {
  return useQuery({
    queryKey: publicityKey,
    queryFn: () => api<{ ok: true; publicity: AdminPublicity[] }>('admin/brand-publicity').then((r) => r.publicity),
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
      const form = new FormData();
      if (brandid) form.append('brandid', String(brandid));
      form.append('landing', String(landing));
      form.append('file', file);
      return upload<Msg & { publicity: AdminPublicity }>('admin/brand-publicity', form, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}

export function useUpdatePublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; landing?: boolean; position?: number; brandid?: number | null }) =>
      api<Msg & { publicity: AdminPublicity }>(`admin/brand-publicity/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}

export function useDeletePublicity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Msg>(`admin/brand-publicity/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicityKey }),
  });
}
