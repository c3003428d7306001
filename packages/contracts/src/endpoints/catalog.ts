/**
 * The store's catalogue reads (docs/product.md §7): the store front with its filters and search, the home page's
 * lists, the filter groups and a product's page. Distributors see prices, so those reads identify the caller.
 */
import {
  catalogFilterQuery,
  filtersResponse,
  limitQuery,
  mostSelledResponse,
  newArrivedResponse,
  productDetailResponse,
  storeFrontQuery,
  storeFrontResponse,
  suggestQuery,
  suggestResponse,
} from '../catalog.ts';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'catalog';

export const catalog = {
  storeFront: endpoint({
    method: 'GET',
    path: '/product/get_all_store_front',
    access: 'identify',
    tag,
    query: storeFrontQuery,
    responses: { 200: storeFrontResponse },
  }),
  mostSelled: endpoint({
    method: 'GET',
    path: '/product/most_selled',
    access: 'identify',
    tag,
    query: limitQuery,
    responses: { 200: mostSelledResponse },
  }),
  newArrived: endpoint({
    method: 'GET',
    path: '/product/new_arrived',
    access: 'identify',
    tag,
    query: limitQuery,
    responses: { 200: newArrivedResponse },
  }),
  /** names and counts for the current search and filters, no prices: the same answer for everyone */
  filters: endpoint({
    method: 'GET',
    path: '/filters/get_all',
    access: 'public',
    tag,
    query: catalogFilterQuery,
    responses: { 200: filtersResponse },
  }),
  /** the header's suggestions, from the in-memory index: at most SUGGEST_LIMIT products, priced for distributors */
  suggest: endpoint({
    method: 'GET',
    path: '/product/suggest',
    access: 'identify',
    tag,
    query: suggestQuery,
    responses: { 200: suggestResponse },
  }),
  product: endpoint({
    method: 'GET',
    path: '/product/get_by_id/:id',
    access: 'identify',
    tag,
    params: idParam,
    responses: { 200: productDetailResponse },
  }),
  /** The benchmark's ceiling (registered only with BENCH_ROUTES): the visitor's first store-front page, sent as built once. */
  benchCeiling: endpoint({
    method: 'GET',
    path: '/bench/ceiling',
    access: 'public',
    tag,
    hidden: true,
    responses: { 200: storeFrontResponse },
  }),
};
