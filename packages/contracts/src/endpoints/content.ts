/** TODO(issue 11): the content endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const content = {};
