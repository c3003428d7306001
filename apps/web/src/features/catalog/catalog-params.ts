import { FILTER_KEYS, type FilterKey } from '@store/contracts/catalog-lookups';
import { CATALOG_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@store/contracts/constants';
import { readId } from '@store/contracts/id';

/** The catalogue's state: the search, each filter group's chosen values (OR-ed; groups AND-ed) and the page. */
export interface CatalogParams extends Partial<Record<FilterKey, number[]>> {
  search?: string;
  page: number;
  size: number;
}

const positiveInt = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A group's values as the API takes them: ids separated by commas (`brandid=3,7`), so an old single-value link
 * still reads. Read as the API reads ids: a value written any other way (0x7, 07, beyond the range) is left out.
 * Not the contracts' `filterIdsQuery`: the API refuses a whole group for one bad id (or more than 50), while a
 * link typed by hand should still open the catalogue with the ids it holds that can be read.
 */
function readIds(text: string | null): number[] {
  if (!text) return [];
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const id = readId(part);
    if (id) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The catalogue state lives in the URL so a page can be shared and the back button works. */
export function readCatalogParams(search: URLSearchParams): CatalogParams {
  const size = positiveInt(search.get('size'));
  const params: CatalogParams = {
    page: positiveInt(search.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : CATALOG_DEFAULT_PAGE_SIZE,
  };
  const text = search.get('search')?.trim();
  if (text) params.search = text;
  for (const key of FILTER_KEYS) {
    const values = readIds(search.get(key));
    if (values.length) params[key] = values;
  }
  return params;
}

export function writeCatalogParams(params: CatalogParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.search) out.set('search', params.search);
  for (const key of FILTER_KEYS) if (params[key]?.length) out.set(key, (params[key] ?? []).join(','));
  if (params.page > 1) out.set('page', String(params.page));
  if (params.size !== CATALOG_DEFAULT_PAGE_SIZE) out.set('size', String(params.size));
  return out;
}

/** The query the API takes for these params: each group's values joined by commas. */
export function filterQuery(params: CatalogParams): Partial<Record<FilterKey, string>> & { search?: string } {
  const query: Partial<Record<FilterKey, string>> & { search?: string } = {};
  if (params.search) query.search = params.search;
  for (const key of FILTER_KEYS) if (params[key]?.length) query[key] = (params[key] ?? []).join(',');
  return query;
}

/** The params with one value of a group added, or taken away when it was chosen; back to page 1. */
export function toggleValue(params: CatalogParams, key: FilterKey, value: number): CatalogParams {
  const chosen = params[key] ?? [];
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value].sort((a, b) => a - b);
  return { ...params, [key]: next.length ? next : undefined, page: 1 };
}
