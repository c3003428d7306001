/**
 * The Drizzle side of the lookup registry (`@store/contracts/catalog-lookups`, which says everything else
 * about each group): each group's table (every one has `id` and `name`) and the product's column for it.
 */
import type { LookupName, ProductLookupName } from '@store/contracts';
import { brands, categories, colors, genders, materials, products, sizes, technologies, types, uses } from './schema.ts';

const TABLES = { brands, categories, genders, materials, colors, types, technologies, uses, sizes } satisfies Record<LookupName, unknown>;

export const lookupTable = <N extends LookupName>(name: N): (typeof TABLES)[N] => TABLES[name];

/** The product's column of each product lookup (brandId … useId), keyed like the registry. */
export const PRODUCT_LOOKUP_COLUMNS = {
  brands: products.brandId,
  categories: products.categoryId,
  genders: products.genderId,
  materials: products.materialId,
  types: products.typeId,
  technologies: products.technologyId,
  uses: products.useId,
} satisfies Record<ProductLookupName, unknown>;

/** The property name of that column on a product row (`brandId` …), for rows read or written by Drizzle. */
export const productLookupKey = <N extends ProductLookupName>(name: N) =>
  (
    ({
      brands: 'brandId',
      categories: 'categoryId',
      genders: 'genderId',
      materials: 'materialId',
      types: 'typeId',
      technologies: 'technologyId',
      uses: 'useId',
    }) as const
  )[name];
