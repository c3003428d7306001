import type { OrderExportFormat } from '@store/contracts/admin-orders';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { download } from '../../../../lib/files.ts';
import { type OrderFilters, orderFilterQuery } from './get-admin-orders.ts';

/**
 * Saves the orders the filters find, every page of them, as the accountant's file: one row per order line with its
 * VAT. A refusal (too many lines, a bad range) throws the server's msg.
 */
export const exportOrders = (format: OrderExportFormat, f: Omit<OrderFilters, 'page' | 'size'>) =>
  download(adminEndpoints.orders.export, { params: { format }, query: orderFilterQuery(f) });
