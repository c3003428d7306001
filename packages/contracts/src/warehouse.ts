/**
 * What the warehouse (role Bodega, decision 030) works with: the approved orders to prepare, dispatch and deliver,
 * and the stock of every variant. Neither carries a price, nor the distributor's documents.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { ADMIN_ORDERS_PAGE_SIZE, adminOrderLine } from './admin-orders.ts';
import { adminStockChange } from './admin-products.ts';
import { blankAsAbsent, pageInfo, pageQuery, pageSize, searchQueryText } from './common.ts';
import { COUNTING_UNITS, SALE_STATUSES, type SaleStatus, STOCK_TYPES } from './constants.ts';
import { unitTotals } from './sale.ts';

/** The statuses the warehouse works on, and the one move it makes from each. */
export const WAREHOUSE_MOVES: Partial<Record<SaleStatus, SaleStatus>> = {
  APPROVED: 'TO_DELIVER',
  TO_DELIVER: 'DELIVERING',
  DELIVERING: 'DELIVERED',
};
export const WAREHOUSE_STATUSES = Object.keys(WAREHOUSE_MOVES) as SaleStatus[];
/** The orders the warehouse may open: approved and later, a delivered one too; not one still to approve, nor a cancelled one. */
export const isWarehouseOrder = (status: SaleStatus) => status in WAREHOUSE_MOVES || status === 'DELIVERED';

export const fulfilmentQuery = z.object({
  status: z.preprocess(blankAsAbsent, z.enum(['APPROVED', 'TO_DELIVER', 'DELIVERING'], { error: ADMIN_MSG.orderStatusInvalid }).optional()),
  /** order number, company or city */
  q: searchQueryText,
  page: pageQuery,
  size: pageSize(ADMIN_ORDERS_PAGE_SIZE),
});
export type FulfilmentQuery = z.input<typeof fulfilmentQuery>;

export const fulfilmentRow = z.object({
  saleid: z.number().int(),
  status: z.enum(SALE_STATUSES),
  saledate: z.string(),
  unit_totals: unitTotals,
  distributor: z.object({ companyName: z.string(), city: z.string() }),
  /** the order's transfer receipt was rejected: the warehouse checks with sales before it ships */
  receiptRejected: z.boolean(),
});
export type FulfilmentRow = z.infer<typeof fulfilmentRow>;

export const fulfilmentListResponse = z.object({
  ok: z.literal(true),
  orders: z.array(fulfilmentRow),
  info: pageInfo,
  counts: z.object({ APPROVED: z.number().int(), TO_DELIVER: z.number().int(), DELIVERING: z.number().int() }),
});
export type FulfilmentListResponse = z.infer<typeof fulfilmentListResponse>;

/** An order line as the warehouse picks it: the order desk's line without its prices. */
export const fulfilmentLine = adminOrderLine.pick({
  code: true,
  productName: true,
  brandName: true,
  colorName: true,
  colorHex: true,
  sizeName: true,
  quantity: true,
  stockType: true,
  unit: true,
  unitsPerQuantity: true,
  /** a pre-sale line («Preventa»): it is packed when the goods arrive */
  preventa: true,
});

export const fulfilmentOrder = z.object({
  saleid: z.number().int(),
  status: z.enum(SALE_STATUSES),
  saledate: z.string(),
  /** where it goes and whom to call */
  ship: z.object({
    companyName: z.string(),
    /** the branch it goes to (null on an order from before branches) */
    branch: z.string().nullable(),
    contact: z.string(),
    phone: z.string(),
    address: z.string(),
    parish: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    reference: z.string(),
  }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** the order's transfer receipt was rejected (the picking list says so) */
  receiptRejected: z.boolean(),
  lines: z.array(fulfilmentLine),
  /** the warehouse's next move, if any */
  next: z.enum(SALE_STATUSES).nullable(),
});
export type FulfilmentOrder = z.infer<typeof fulfilmentOrder>;

export const fulfilmentOrderResponse = z.object({ ok: z.literal(true), order: fulfilmentOrder });
export const fulfilmentMovedResponse = z.object({ ok: z.literal(true), msg: z.string(), order: fulfilmentOrder });

// ------------------------------------------------------------------ stock

export const STOCK_PAGE_SIZE = 20;

export const stockQuery = z.object({
  /** a code, a product, a brand or a colour */
  q: searchQueryText,
  /** only the rows under the store's low-stock mark */
  low: z
    .enum(['1', '0'])
    .optional()
    .transform((v) => v === '1'),
  page: pageQuery,
  size: pageSize(STOCK_PAGE_SIZE),
});
export type StockQuery = z.input<typeof stockQuery>;

/** One variant with its stock rows (one without a size for BOXES and UNITS, one per size for SIZES). */
export const stockVariant = z.object({
  variantId: z.number().int(),
  productid: z.number().int(),
  productName: z.string(),
  brandName: z.string(),
  code: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  stockType: z.enum(STOCK_TYPES),
  unit: z.enum(COUNTING_UNITS),
  /** pairs (or units) in one box of a BOXES product, whose rows count boxes */
  unitsPerBox: z.number().int(),
  rows: z.array(z.object({ sizeid: z.number().int().nullable(), sizeName: z.string().nullable(), quantity: z.number().int() })),
});
export type StockVariant = z.infer<typeof stockVariant>;

export const stockListResponse = z.object({ ok: z.literal(true), variants: z.array(stockVariant), info: pageInfo });
export type StockListResponse = z.infer<typeof stockListResponse>;

/** The rows a count changed, each with what it showed when the count began (see adminStockChange). */
export const stockSetBody = z.object({
  stock: z.array(adminStockChange, { error: ADMIN_MSG.adminStockQuantityInvalid }).min(1, { error: ADMIN_MSG.stockNothingToSave }).max(200),
});
export type StockSetBody = z.input<typeof stockSetBody>;
export const stockSetResponse = z.object({ ok: z.literal(true), msg: z.string(), variant: stockVariant });
