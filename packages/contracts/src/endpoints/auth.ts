/** TODO(issue 11): the auth endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const auth = {};
