import { FILTER_KEYS, type FilterKey } from '@store/contracts/catalog-lookups';
import { CATALOG_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@store/contracts/constants';
import { readId } from '@store/contracts/id';

export interface CatalogParams extends Partial<Record<FilterKey, number>> {
  search?: string;
  page: number;
  size: number;
}

const positiveInt = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The catalogue state lives in the URL so a page can be shared and the back button works. */
export function readCatalogParams(search: URLSearchParams): CatalogParams {
  const size = positiveInt(search.get('size'));
  const params: CatalogParams = {
    page: positiveInt(search.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : CATALOG_DEFAULT_PAGE_SIZE,
  };
  const text = search.get('search')?.trim();
  if (text) params.search = text;
  // Read as the API reads ids: a filter written any other way (0x7, 07, beyond the range) is left out.
  for (const key of FILTER_KEYS) {
    const value = readId(search.get(key));
    if (value) params[key] = value;
  }
  return params;
}

export function writeCatalogParams(params: CatalogParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search) out.set('search', params.search);
  for (const key of FILTER_KEYS) if (params[key]) out.set(key, String(params[key]));
  if (params.page > 1) out.set('page', String(params.page));
  if (params.size !== CATALOG_DEFAULT_PAGE_SIZE) out.set('size', String(params.size));
  return out;
}
