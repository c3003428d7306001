import type { FilterKey } from '@store/contracts';

/**
 * The store front's eight filter groups: the query key (SPEC.md 7), the group's title, the lookup table
 * and its id column, which is also the column on `products` (colours live on the variants).
 */
export const FILTERS: { key: FilterKey; title: string; table: string; id: string }[] = [
  { key: 'brandid', title: 'Marcas', table: 'brands', id: 'brandid' },
  { key: 'categories', title: 'Categorías', table: 'categories', id: 'categoryid' },
  { key: 'genderid', title: 'Género', table: 'genders', id: 'genderid' },
  { key: 'materials', title: 'Materiales', table: 'materials', id: 'materialid' },
  { key: 'colorid', title: 'Colores', table: 'colors', id: 'colorid' },
  { key: 'typeid', title: 'Tipos', table: 'types', id: 'typeid' },
  { key: 'technologies', title: 'Tecnologías', table: 'technologies', id: 'technologyid' },
  { key: 'uses', title: 'Usos', table: 'uses', id: 'useid' },
];

/** The filters that are a column of `products` (all but colour). */
export const PRODUCT_FILTERS = FILTERS.filter((f) => f.key !== 'colorid') as {
  key: Exclude<FilterKey, 'colorid'>;
  id: ProductFilterColumn;
}[];
export type ProductFilterColumn = 'brandid' | 'categoryid' | 'genderid' | 'materialid' | 'typeid' | 'technologyid' | 'useid';
