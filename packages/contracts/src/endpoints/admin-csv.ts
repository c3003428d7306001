/** TODO(issue 11): the admin-csv endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const adminCsv = {};
