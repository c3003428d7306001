/** TODO(issue 11): the sales endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const sales = {};
