/** TODO(issue 11): the catalog endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const catalog = {};
