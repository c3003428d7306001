/** A distributor's branches («Sucursales», docs/product.md §27): list, add, change, delete, and pick the main one. */
import { branchBody, branchesResponse, branchResponse } from '../branches.ts';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'company';

export const branches = {
  list: endpoint({ method: 'GET', path: '/company/branches', access: 'buyer', tag, responses: { 200: branchesResponse } }),
  create: endpoint({
    method: 'POST',
    path: '/company/branches',
    access: 'buyer',
    tag,
    body: branchBody,
    responses: { 201: branchResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/company/branches/:id',
    access: 'buyer',
    tag,
    params: idParam,
    body: branchBody,
    responses: { 200: branchResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/company/branches/:id',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
  /** the branch checkout proposes first */
  makeMain: endpoint({
    method: 'POST',
    path: '/company/branches/:id/main',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: branchResponse },
  }),
};
