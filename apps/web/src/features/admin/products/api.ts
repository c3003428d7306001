/**
 * The back office's calls for products: the list with its filters, one product's detail, and every write to a
 * product, its variants (with their stock) and images, after which the products are read again.
 */
import type { AdminProductBody, AdminVariantBody, AdminVariantUpdateBody } from '@store/contracts/admin-products';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/files.ts';
import { adminProductsKey } from '../../../lib/query-keys.ts';

const { products } = adminEndpoints;

/** The list's filters as the address holds them ('' = any). */
export interface ProductListQuery {
  q: string;
  brandid: string;
  preventa: string;
  active: string;
  page: number;
  size: number;
}

/** 'true' or 'false' as the list's yes/no filters take it; anything else in the address is no filter. */
const flag = (value: string) => (value === 'true' || value === 'false' ? value : undefined);

export function useAdminProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [...adminProductsKey, 'list', query],
    queryFn: () =>
      call(products.list, {
        query: { ...query, brandid: query.brandid || undefined, preventa: flag(query.preventa), active: flag(query.active) },
      }),
    placeholderData: keepPreviousData,
  });
}

export const productDetailKey = (id: number) => [...adminProductsKey, 'detail', id] as const;

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: productDetailKey(id),
    queryFn: () => call(products.get, { params: { id } }).then((r) => r.product),
  });
}

/** A write to the catalogue: on success the products' lists and details are read again. */
function useCatalogWrite<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}

export const useSaveProduct = () =>
  useCatalogWrite(({ id, body }: { id: number | null; body: AdminProductBody }) =>
    id === null ? call(products.create, { body }) : call(products.update, { params: { id }, body }).then((r) => ({ ...r, productid: id })),
  );

/** The deleted product's own page is left alone (it is being left); only the lists are read again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(products.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminProductsKey, 'list'] }),
  });
}

export const useCreateVariant = () =>
  useCatalogWrite(({ productId, body }: { productId: number; body: AdminVariantBody }) =>
    call(products.createVariant, { params: { id: productId }, body }),
  );

/**
 * Saves a variant's fields and the stock rows its card changed in one request (one transaction: all or
 * nothing). Read again whatever the answer, so a refused save (stock sold meanwhile) shows the stock as it is now.
 */
export function useSaveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminVariantUpdateBody }) => call(products.updateVariant, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}

export const useDeleteVariant = () => useCatalogWrite((id: number) => call(products.removeVariant, { params: { id } }));

export const useUploadImage = () =>
  useCatalogWrite(({ variantId, file, onProgress }: { variantId: number; file: File; onProgress: (fraction: number) => void }) => {
    const form = new FormData();
    form.append('image', file);
    return upload(products.uploadImage, { params: { id: variantId }, body: form }, { onProgress });
  });

export const useDeleteImage = () => useCatalogWrite((mediaId: number) => call(products.removeImage, { params: { id: mediaId } }));

export const useReorderImages = () =>
  useCatalogWrite(({ variantId, order }: { variantId: number; order: number[] }) =>
    call(products.reorderImages, { params: { id: variantId }, body: { order } }),
  );
