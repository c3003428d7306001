/**
 * The back office's price groups and their lists (decision 028): groups, the lists of a group with their windows, a
 * PRICES list's prices (shown, or replaced from a CSV `codigo,precio`) and the group a distributor buys in.
 */

import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  distributorGroupBody,
  listPricesResponse,
  priceCsvBody,
  priceGroupBody,
  priceGroupResponse,
  priceGroupsResponse,
  priceListBody,
  priceListResponse,
} from '../price-lists.ts';

const access = 'admin';
const tag = 'admin: price lists';

const priceGroups = {
  list: endpoint({ method: 'GET', path: '/admin/price-groups', access, area: 'prices', tag, responses: { 200: priceGroupsResponse } }),
  create: endpoint({
    method: 'POST',
    path: '/admin/price-groups',
    access,
    area: 'prices',
    tag,
    body: priceGroupBody,
    responses: { 201: priceGroupResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/price-groups/:id',
    access,
    area: 'prices',
    tag,
    params: idParam,
    body: priceGroupBody,
    responses: { 200: priceGroupResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/price-groups/:id',
    access,
    area: 'prices',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
  /** a list for the group :id */
  addList: endpoint({
    method: 'POST',
    path: '/admin/price-groups/:id/lists',
    access,
    area: 'prices',
    tag,
    params: idParam,
    body: priceListBody,
    responses: { 201: priceListResponse },
  }),
  /** the group a distributor buys in (null: list prices) */
  setDistributorGroup: endpoint({
    method: 'PUT',
    path: '/admin/distributors/:id/price-group',
    access,
    area: 'prices',
    tag,
    params: idParam,
    body: distributorGroupBody,
    responses: { 200: okResponse },
  }),
};

const priceLists = {
  update: endpoint({
    method: 'PUT',
    path: '/admin/price-lists/:id',
    access,
    area: 'prices',
    tag,
    params: idParam,
    body: priceListBody,
    responses: { 200: priceListResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/price-lists/:id',
    access,
    area: 'prices',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
  prices: endpoint({
    method: 'GET',
    path: '/admin/price-lists/:id/prices',
    access,
    area: 'prices',
    tag,
    params: idParam,
    responses: { 200: listPricesResponse },
  }),
  /** every price of the list replaced by the CSV's, or none when a line is wrong */
  importPrices: endpoint({
    method: 'PUT',
    path: '/admin/price-lists/:id/prices',
    access,
    area: 'prices',
    tag,
    params: idParam,
    body: priceCsvBody,
    responses: { 200: priceListResponse },
  }),
};

export const adminPriceLists = { priceGroups, priceLists };
