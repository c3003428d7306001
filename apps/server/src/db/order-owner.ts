import { and, eq, isNull } from 'drizzle-orm';
import { sales } from './schema.ts';

/** Who reads orders as their own: one of a company's people, or a member of the staff (no company). */
export interface OrderReader {
  id: number;
  companyId: number | null;
}

/**
 * The orders a person may read (docs/product.md §28): their company's, whoever of its people placed them; a member
 * of the staff, the ones they placed for themselves. Another company's order is the same 404 as a missing one.
 */
export const ownOrders = (reader: OrderReader) =>
  reader.companyId === null ? and(eq(sales.userId, reader.id), isNull(sales.companyId)) : eq(sales.companyId, reader.companyId);
