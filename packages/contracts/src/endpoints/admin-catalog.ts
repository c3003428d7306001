/**
 * The back office's catalogue: products with their variants, stock and pictures; the catalogue's values
 * (brands with their logos, the filter groups' values and sizes); the home page's banners and brand publicity.
 */
import {
  adminBannerResponse,
  adminBannersResponse,
  adminBrandResponse,
  adminBrandsResponse,
  adminFilterValueResponse,
  adminFilterValuesResponse,
  adminPublicityListResponse,
  adminPublicityResponse,
  bannerPatchBody,
  filterGroupParam,
  filterValueBody,
  filterValueParams,
  publicityPatchBody,
} from '../admin-catalog.ts';
import {
  adminImageResponse,
  adminImagesOrderBody,
  adminProductBody,
  adminProductCreatedResponse,
  adminProductOptionsResponse,
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  adminVariantBody,
  adminVariantCreatedResponse,
  adminVariantUpdateBody,
} from '../admin-products.ts';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'admin';
const access = 'admin';

const products = {
  /** the product form's choices: brands, the lookups, colours and sizes */
  options: endpoint({ method: 'GET', path: '/admin/products/options', access, area: 'catalog', tag, responses: { 200: adminProductOptionsResponse } }),
  list: endpoint({
    method: 'GET',
    path: '/admin/products',
    access,
    area: 'catalog',
    tag,
    query: adminProductsQuery,
    responses: { 200: adminProductsResponse },
  }),
  get: endpoint({ method: 'GET', path: '/admin/products/:id', access, area: 'catalog', tag, params: idParam, responses: { 200: adminProductResponse } }),
  create: endpoint({
    method: 'POST',
    path: '/admin/products',
    access,
    area: 'catalog',
    tag,
    body: adminProductBody,
    responses: { 201: adminProductCreatedResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/products/:id',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: adminProductBody,
    responses: { 200: okResponse },
  }),
  remove: endpoint({ method: 'DELETE', path: '/admin/products/:id', access, area: 'catalog', tag, params: idParam, responses: { 200: okResponse } }),
  createVariant: endpoint({
    method: 'POST',
    path: '/admin/products/:id/variants',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: adminVariantBody,
    responses: { 201: adminVariantCreatedResponse },
  }),
  /** the variant's fields and the stock rows its card changed, in one transaction (409 if stock moved meanwhile) */
  updateVariant: endpoint({
    method: 'PUT',
    path: '/admin/variants/:id',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: adminVariantUpdateBody,
    responses: { 200: okResponse },
  }),
  removeVariant: endpoint({ method: 'DELETE', path: '/admin/variants/:id', access, area: 'catalog', tag, params: idParam, responses: { 200: okResponse } }),
  /** multipart: the picture in any file field */
  uploadImage: endpoint({
    method: 'POST',
    path: '/admin/variants/:id/images',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: 'multipart',
    responses: { 201: adminImageResponse },
  }),
  reorderImages: endpoint({
    method: 'PATCH',
    path: '/admin/variants/:id/images',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: adminImagesOrderBody,
    responses: { 200: okResponse },
  }),
  removeImage: endpoint({ method: 'DELETE', path: '/admin/images/:id', access, area: 'catalog', tag, params: idParam, responses: { 200: okResponse } }),
};

const values = {
  brands: endpoint({ method: 'GET', path: '/admin/brands', access, area: 'catalog', tag, responses: { 200: adminBrandsResponse } }),
  /** multipart: `name` and the `logo` file */
  createBrand: endpoint({
    method: 'POST',
    path: '/admin/brands',
    access,
    area: 'catalog',
    tag,
    body: 'multipart',
    responses: { 201: adminBrandResponse },
  }),
  /** multipart: `name` and, to change it, the `logo` file */
  updateBrand: endpoint({
    method: 'PUT',
    path: '/admin/brands/:id',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: 'multipart',
    responses: { 200: adminBrandResponse },
  }),
  removeBrand: endpoint({ method: 'DELETE', path: '/admin/brands/:id', access, area: 'catalog', tag, params: idParam, responses: { 200: okResponse } }),
  list: endpoint({
    method: 'GET',
    path: '/admin/filters/:group',
    access,
    area: 'catalog',
    tag,
    params: filterGroupParam,
    responses: { 200: adminFilterValuesResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/filters/:group',
    access,
    area: 'catalog',
    tag,
    params: filterGroupParam,
    body: filterValueBody,
    responses: { 201: adminFilterValueResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/filters/:group/:id',
    access,
    area: 'catalog',
    tag,
    params: filterValueParams,
    body: filterValueBody,
    responses: { 200: adminFilterValueResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/filters/:group/:id',
    access,
    area: 'catalog',
    tag,
    params: filterValueParams,
    responses: { 200: okResponse },
  }),
};

const banners = {
  list: endpoint({ method: 'GET', path: '/admin/banners', access, area: 'catalog', tag, responses: { 200: adminBannersResponse } }),
  /** multipart: `type` and the `file` (a picture, or an MP4/WebM video) */
  create: endpoint({ method: 'POST', path: '/admin/banners', access, area: 'catalog', tag, body: 'multipart', responses: { 201: adminBannerResponse } }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/banners/:id',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: bannerPatchBody,
    responses: { 200: adminBannerResponse },
  }),
  remove: endpoint({ method: 'DELETE', path: '/admin/banners/:id', access, area: 'catalog', tag, params: idParam, responses: { 200: okResponse } }),
  publicity: endpoint({ method: 'GET', path: '/admin/brand-publicity', access, area: 'catalog', tag, responses: { 200: adminPublicityListResponse } }),
  /** multipart: the `file`, `brandid` (optional) and `landing` (true/false) */
  createPublicity: endpoint({
    method: 'POST',
    path: '/admin/brand-publicity',
    access,
    area: 'catalog',
    tag,
    body: 'multipart',
    responses: { 201: adminPublicityResponse },
  }),
  updatePublicity: endpoint({
    method: 'PATCH',
    path: '/admin/brand-publicity/:id',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    body: publicityPatchBody,
    responses: { 200: adminPublicityResponse },
  }),
  removePublicity: endpoint({
    method: 'DELETE',
    path: '/admin/brand-publicity/:id',
    access,
    area: 'catalog',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
};

export const adminCatalog = { products, values, banners };
