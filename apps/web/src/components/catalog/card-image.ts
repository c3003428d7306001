import type { ProductCard, Variant } from '@store/contracts/catalog';
import { DEFAULT_IMAGE_URL } from '@store/contracts/constants';
import { isVariantAvailable } from '@store/contracts/stock';

/**
 * docs/product.md §4: the placeholder if the picture failed; else the selected variant's first picture; else the
 * first available variant's first picture; else the placeholder.
 */
export function cardImage(
  product: Pick<ProductCard, 'product_variants' | 'stocktype' | 'units_per_box'>,
  selected: Variant | null,
  failed: boolean,
): string {
  if (failed) return DEFAULT_IMAGE_URL;
  const fromSelected = selected?.product_media[0]?.url;
  if (fromSelected) return fromSelected;
  const firstAvailable = product.product_variants.find((v) => isVariantAvailable(v, product));
  return firstAvailable?.product_media[0]?.url ?? DEFAULT_IMAGE_URL;
}
