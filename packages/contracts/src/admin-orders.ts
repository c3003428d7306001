/**
 * The back office's orders and dashboard: the orders list's filters, the status counts, an order's detail
 * and history, and the dashboard's figures.
 */

import { z } from 'zod';
import { staffReason } from './admin-distributors.ts';
import { ADMIN_MSG } from './admin-messages.ts';
import { blankAsAbsent, dbId, pageInfo, pageQuery, pageSize, searchQueryText } from './common.ts';
import { COUNTING_UNITS, PAYMENT_STATUSES, SALE_STATUSES, STOCK_TYPES } from './constants.ts';
import { overdueOrder } from './credit.ts';
import { orderDelivery } from './delivery.ts';
import { trackingFields } from './documents.ts';
import { unitTotals } from './sale.ts';
import { isRealDay } from './store-time.ts';

/** The back office's orders list and the dashboard (/api/admin/orders, /api/admin/dashboard). */

export const ADMIN_ORDERS_PAGE_SIZE = 20;

const saleStatus = z.enum(SALE_STATUSES, { error: ADMIN_MSG.orderStatusInvalid });

/** A calendar day, YYYY-MM-DD. */
export const isoDay = z
  .string({ error: ADMIN_MSG.orderDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_MSG.orderDateInvalid })
  .refine(isRealDay, { error: ADMIN_MSG.orderDateInvalid });

export const adminOrdersQuery = z
  .object({
    status: z.preprocess(blankAsAbsent, saleStatus.optional()),
    /** where the bank transfer stands (`?payment=SENT`: receipts waiting to be checked) */
    payment: z.preprocess(blankAsAbsent, z.enum(PAYMENT_STATUSES, { error: ADMIN_MSG.orderPaymentInvalid }).optional()),
    from: z.preprocess(blankAsAbsent, isoDay.optional()),
    to: z.preprocess(blankAsAbsent, isoDay.optional()),
    distributor: z.preprocess(blankAsAbsent, dbId(ADMIN_MSG.orderDistributorInvalid).optional()),
    /** one of the distributor's branches (docs/product.md §27) */
    branch: z.preprocess(blankAsAbsent, dbId(ADMIN_MSG.orderBranchInvalid).optional()),
    // order number (#12 or 12), company, e-mail or contact name; longer searches look for their first 100 characters
    q: searchQueryText,
    page: pageQuery,
    size: pageSize(ADMIN_ORDERS_PAGE_SIZE),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: ADMIN_MSG.orderDateRange, path: ['from'] });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const saleStatusCounts = z.object(
  Object.fromEntries(SALE_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof SALE_STATUSES)[number], z.ZodNumber>,
);
export type SaleStatusCounts = z.infer<typeof saleStatusCounts>;

/** Every status at 0: what a count by status starts from (a status without orders is not in the query's rows). */
export const emptyStatusCounts = (): SaleStatusCounts => Object.fromEntries(SALE_STATUSES.map((s) => [s, 0])) as SaleStatusCounts;

export const adminOrderRow = z.object({
  saleid: z.number().int(),
  status: z.enum(SALE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  saledate: z.string(),
  totalCents: z.number().int(),
  unit_totals: unitTotals,
  /** the buyer as the order was placed: later profile edits do not change it */
  distributor: z.object({
    userid: z.number().int(),
    companyName: z.string(),
    email: z.string(),
    city: z.string(),
  }),
  /** the branch it goes to (null on an order from before branches) */
  branch: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrdersResponse = z.object({
  ok: z.literal(true),
  orders: z.array(adminOrderRow),
  info: pageInfo,
  /** orders per status under the other filters (date, distributor, search): the numbers on the status tabs */
  counts: saleStatusCounts,
  /** the distributor of the `distributor` filter, when there is one (null if it does not exist) */
  distributor: z.object({ userid: z.number().int(), companyName: z.string(), email: z.string() }).nullable(),
  /** that distributor's branches, for the «Sucursal» filter (empty without a distributor filter) */
  branches: z.array(z.object({ branchid: z.number().int(), name: z.string() })),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

export const adminOrderLine = z.object({
  saledetailid: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  brandName: z.string(),
  code: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  sizeName: z.string().nullable(),
  quantity: z.number().int(),
  stockType: z.enum(STOCK_TYPES),
  unit: z.enum(COUNTING_UNITS),
  /** pairs (or units) in one of `quantity`: the box's size for BOXES, 1 otherwise */
  unitsPerQuantity: z.number().int(),
  preventa: z.boolean(),
  /** per pair (or unit) */
  priceCents: z.number().int(),
  /** the line's own discount, percent */
  discountPercent: z.number().int(),
  lineTotalCents: z.number().int(),
  thumbnail: z.string(),
});

export const adminOrderHistoryEntry = z.object({
  status: z.enum(SALE_STATUSES),
  changedAt: z.string(),
  by: z.object({ userid: z.number().int(), email: z.string(), name: z.string() }).nullable(),
});

export const adminOrderDetail = z.object({
  saleid: z.number().int(),
  status: z.enum(SALE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** who carries it and its guide number (entered when it moved to «Entrega en Camino») */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** why the staff canceled it (a canceled order's; null otherwise) */
  cancelReason: z.string().nullable(),
  saledate: z.string(),
  items: z.number().int(),
  discountCode: z.string().nullable(),
  /** the discount code's percent (0 without a code) */
  codePercent: z.number().int(),
  lines: z.array(adminOrderLine),
  totals: z.object({
    /** the lines after their own discounts, VAT included */
    grossCents: z.number().int(),
    /** the discount code's share */
    discountCents: z.number().int(),
    /** total without VAT */
    subtotalCents: z.number().int(),
    vatCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  distributor: z.object({
    userid: z.number().int(),
    companyName: z.string(),
    name: z.string(),
    lastname: z.string(),
    ci: z.string(),
    email: z.string(),
    phone: z.string(),
    phone2: z.string(),
    basePhone: z.string(),
    address: z.string(),
    city: z.string(),
    province: z.string(),
  }),
  /** where it goes: the branch and who receives it there (docs/product.md §27) */
  delivery: orderDelivery,
  /** the company's owner who let it go over a buyer's limit (docs/product.md §28); null otherwise */
  approvedBy: z.string().nullable(),
  /** the member of the staff who keyed it in for the company (docs/product.md §29); null when the company placed it */
  enteredBy: z.string().nullable(),
  /** the quote it was accepted from, if any */
  quoteId: z.number().int().nullable(),
  /** oldest first */
  history: z.array(adminOrderHistoryEntry),
  /** the statuses the order may move to now */
  next: z.array(z.enum(SALE_STATUSES)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminOrderResponse = z.object({ ok: z.literal(true), order: adminOrderDetail });
export const adminOrderMovedResponse = z.object({ ok: z.literal(true), msg: z.string(), order: adminOrderDetail });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

/** Why an order is canceled: trimmed, NUL refused, at most REASON_MAX characters, as every reason the staff write (blank is none). */
const cancelReason = staffReason
  .refine((s) => !s.includes('\0'), { error: ADMIN_MSG.reasonInvalid })
  .transform((s) => s || undefined)
  .optional();

/**
 * A move to another status; a move to «Entrega en Camino» may carry the carrier and the guide number, and a
 * cancel must say why (the distributor's e-mail and the order give the reason).
 */
export const moveOrderBody = z
  .object({ status: saleStatus, ...trackingFields, reason: cancelReason }, { error: ADMIN_MSG.orderStatusInvalid })
  .refine((b) => b.status !== 'CANCELED' || b.reason !== undefined, {
    path: ['reason'],
    error: ADMIN_MSG.cancelReasonRequired,
  });
export type MoveOrderBody = z.infer<typeof moveOrderBody>;

/** One stock row to restock: a variant's only row (BOXES, UNITS) or one of its sizes (SIZES). */
export const lowStockItem = z.object({
  /** null for a variant that has no stock row at all (0 units) */
  stockid: z.number().int().nullable(),
  productid: z.number().int(),
  productName: z.string(),
  variantId: z.number().int(),
  code: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  /** the size of a SIZES product's row, null otherwise */
  sizeName: z.string().nullable(),
  /** boxes for a BOXES product, pairs (or units) otherwise */
  quantity: z.number().int(),
  stockType: z.enum(STOCK_TYPES),
  unit: z.enum(COUNTING_UNITS),
});

export const dashboardResponse = z.object({
  ok: z.literal(true),
  pendingDistributors: z.number().int(),
  ordersByStatus: saleStatusCounts,
  /** today in Ecuador, canceled orders left out */
  today: z.object({ orders: z.number().int(), totalCents: z.number().int() }),
  /** stock rows (variant, and size) of active products under MIN_VISIBLE_STOCK units: the lowest ones, and how many there are */
  lowStock: z.object({ items: z.array(lowStockItem), total: z.number().int() }),
  unreadMessages: z.number().int(),
  /** orders whose transfer receipt waits for the staff (payment state «Comprobante enviado») */
  receiptsToCheck: z.number().int(),
  /** e-mails the queue gave up on (Correos no enviados) */
  unsentMails: z.number().int(),
  /** credit orders unpaid past their due day, the oldest first (decision 029) */
  overdue: z.array(overdueOrder),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

// ------------------------------------------------------------------ export for the accountant

export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];
export const orderExportParams = z.object({ format: z.enum(ORDER_EXPORT_FORMATS, { error: ADMIN_MSG.orderExportFormatInvalid }) });
/** the most order lines one export holds: a year of a busy store, one file the accountant's Excel opens */
export const ORDER_EXPORT_MAX_LINES = 50_000;
