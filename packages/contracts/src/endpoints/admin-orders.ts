/** TODO(issue 11): the admin-orders endpoints. */
import { endpoint } from '../endpoint.ts';

void endpoint;
export const adminOrders = {};
