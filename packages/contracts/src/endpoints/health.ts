/** TODO(issue 11): the health endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const health = {};
