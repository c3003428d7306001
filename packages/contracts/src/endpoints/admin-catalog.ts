/** TODO(issue 11): the admin-catalog endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const adminCatalog = {};
