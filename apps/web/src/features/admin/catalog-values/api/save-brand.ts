import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../../lib/files.ts';
import { adminProductsKey } from '../../../../lib/query-keys.ts';
import { brandsKey } from '../../api/get-brands.ts';
import { productOptionsKey } from '../../api/get-product-options.ts';

const { values } = adminEndpoints;

/** Creates (no id) or updates a brand: a form with `name` and, when chosen, the `logo` file, with upload progress. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, logo, onProgress }: { id?: number; name: string; logo?: File; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append('name', name);
      if (logo) body.append('logo', logo);
      return id
        ? upload(values.updateBrand, { params: { id }, body }, { onProgress })
        : upload(values.createBrand, { body }, { onProgress });
    },
    // the brands, and where the back office shows them too: the product form's choices and the products
    onSuccess: () =>
      Promise.all([brandsKey, productOptionsKey, adminProductsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
