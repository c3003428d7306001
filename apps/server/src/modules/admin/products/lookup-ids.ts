/**
 * A product's lookup ids between the back office's names (`brandid` … `useid`, the registry's id columns)
 * and a product row's properties (`brandId` … `useId`), in the form's order.
 */
import { LOOKUPS, PRODUCT_FORM_LOOKUPS, type ProductLookupColumn } from '@store/contracts';
import { productLookupKey } from '../../../db/lookup-tables.ts';

type ProductLookupKey = ReturnType<typeof productLookupKey>;

/** `{ brandid, genderid, … }` of a product row. */
export const formLookupIds = (row: Record<ProductLookupKey, number>) =>
  Object.fromEntries(PRODUCT_FORM_LOOKUPS.map((name) => [LOOKUPS[name].id, row[productLookupKey(name)]])) as Record<
    ProductLookupColumn,
    number
  >;

/** `{ brandId, genderId, … }` for a product row, from the form's ids. */
export const rowLookupIds = (body: Record<ProductLookupColumn, number>) =>
  Object.fromEntries(PRODUCT_FORM_LOOKUPS.map((name) => [productLookupKey(name), body[LOOKUPS[name].id]])) as Record<
    ProductLookupKey,
    number
  >;
