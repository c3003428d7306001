import type {
  AdminProduct,
  AdminProductBody,
  AdminProductOptions,
  AdminProductsResponse,
  AdminVariantBody,
  AdminVariantUpdateBody,
} from '@store/contracts/admin-products';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { upload } from '../api/files.ts';

interface Ok {
  ok: true;
  msg: string;
}

export const productsKey = ['admin', 'products'] as const;
/** The product form's choices (brands, filter values, colours, sizes): read again when those are edited. */
export const productOptionsKey = ['admin', 'product-options'] as const;

export const productOptionsQuery = queryOptions({
  queryKey: productOptionsKey,
  queryFn: () => api<AdminProductOptions>('admin/products/options'),
  staleTime: 60_000,
});

export function useProductOptions() {
  return useQuery(productOptionsQuery);
}

/** The list's filters as the address holds them ('' = any). */
export interface ProductListQuery {
  q: string;
  brandid: string;
  preventa: string;
  active: string;
  page: number;
  size: number;
}

export function useAdminProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [...productsKey, 'list', query],
    queryFn: () => api<AdminProductsResponse>('admin/products', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export const productDetailKey = (id: number | null) => [...productsKey, 'detail', id] as const;

export function useAdminProduct(id: number | null) {
  return useQuery({
    queryKey: productDetailKey(id),
    queryFn: () => api<{ ok: true; product: AdminProduct }>(`admin/products/${id}`).then((r) => r.product),
    enabled: id !== null,
  });
}

/** A write to the catalogue: on success the products' lists and details are read again. */
function useCatalogWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export const useSaveProduct = () =>
  useCatalogWrite(({ id, body }: { id: number | null; body: AdminProductBody }) =>
    id === null
      ? api<Ok & { productid: number }>('admin/products', { method: 'POST', body })
      : api<Ok>(`admin/products/${id}`, { method: 'PUT', body }).then((r) => ({ ...r, productid: id })),
  );

/** The deleted product's own page is left alone (it is being left); only the lists are read again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Ok>(`admin/products/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
  });
}

export const useCreateVariant = () =>
  useCatalogWrite(({ productId, body }: { productId: number; body: AdminVariantBody }) =>
    api<Ok & { prodvarid: number }>(`admin/products/${productId}/variants`, { method: 'POST', body }),
  );

/**
 * Saves a variant's fields and the stock rows its card changed in one request (one transaction: all or
 * nothing). Read again whatever the answer, so a refused save (stock sold meanwhile) shows the stock as it is now.
 */
export function useSaveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminVariantUpdateBody }) => api<Ok>(`admin/variants/${id}`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

export const useDeleteVariant = () => useCatalogWrite((id: number) => api<Ok>(`admin/variants/${id}`, { method: 'DELETE' }));

export const useUploadImage = () =>
  useCatalogWrite(({ variantId, file, onProgress }: { variantId: number; file: File; onProgress: (fraction: number) => void }) => {
    const form = new FormData();
    form.append('image', file);
    return upload<Ok & { mediaid: number; url: string }>(`admin/variants/${variantId}/images`, form, { onProgress });
  });

export const useDeleteImage = () => useCatalogWrite((mediaId: number) => api<Ok>(`admin/images/${mediaId}`, { method: 'DELETE' }));

export const useReorderImages = () =>
  useCatalogWrite(({ variantId, order }: { variantId: number; order: number[] }) =>
    api<Ok>(`admin/variants/${variantId}/images`, { method: 'PATCH', body: { order } }),
  );
