/** TODO(issue 11): the users endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const users = {};
