import { endpoints } from '@store/contracts/endpoints/store';
import { call } from '../../../lib/api-client.ts';

/** Confirms the new orders: the server sends the order e-mails to the distributor and the store. */
export const processOrders = () => call(endpoints.sales.processOrders);
