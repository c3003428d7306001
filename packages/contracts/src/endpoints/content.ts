/** The store's content (docs/product.md §7): the home page's banners and brand publicity, and the contact form. */
import { bannersResponse, brandsPublicityResponse } from '../catalog.ts';
import { okResponse } from '../common.ts';
import { contactBody } from '../contact.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'content';

export const content = {
  banners: endpoint({
    method: 'GET',
    path: '/banner/all',
    access: 'public',
    tag,
    responses: { 200: bannersResponse },
  }),
  brandPublicity: endpoint({
    method: 'GET',
    path: '/brand/get_all_publicity',
    access: 'public',
    tag,
    responses: { 200: brandsPublicityResponse },
  }),
  contact: endpoint({
    method: 'POST',
    path: '/dta/contact',
    access: 'public',
    tag,
    body: contactBody,
    responses: { 201: okResponse },
  }),
};
