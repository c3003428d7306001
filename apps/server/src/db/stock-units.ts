/**
 * The low-stock rule (MIN_VISIBLE_STOCK, counted in pairs or units: a BOXES row counts boxes of its product's
 * size) as SQL, for the queries that list low rows: the dashboard's and the warehouse's Inventario.
 * `stockUnits` and `isLowStock` in @store/contracts/stock say the same for one row in code.
 */
import { MIN_VISIBLE_STOCK } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { products, stock } from './schema.ts';

/** A stock row's quantity; a variant with no stock row at all (a left join) has 0. */
export const stockQuantity = sql`coalesce(${stock.quantity}, 0)`.mapWith(Number);

/** The row is under the low-stock mark, in pairs (or units); needs `products` and `stock` in the query. */
export const isLowStockRow = sql`${stockQuantity} * (case when ${products.stockType} = 'BOXES' then ${products.unitsPerBox} else 1 end) < ${MIN_VISIBLE_STOCK}`;
