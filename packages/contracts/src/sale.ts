/**
 * The distributor's orders as the API says them (`sale` on the wire, decision 012): placing one, the list
 * and an order's detail.
 */
import { z } from 'zod';
import { discountCode } from './cart.ts';
import { pageInfo, pageQuery, pageSize } from './common.ts';
import { COUNTING_UNITS, ORDERS_DEFAULT_PAGE_SIZE, PAYMENT_STATUSES, SALE_STATUSES, STOCK_TYPES } from './constants.ts';
import { branchChoice, orderDelivery } from './delivery.ts';
import { E_INVOICE_STATES } from './e-invoice.ts';

/** docs/product.md §7 sends no payload; the web adds the discount code the cart summary showed, if any, and the branch it goes to (§27; left out: the main one). */
export const makeSaleBody = z.object({ discountcode: discountCode, branchid: branchChoice }).nullish();

export const mySalesQuery = z.object({ page: pageQuery, size: pageSize(ORDERS_DEFAULT_PAGE_SIZE) });

const saleHead = {
  saleid: z.number().int(),
  status: z.enum(SALE_STATUSES),
  saledate: z.string(),
  sale_total: z.number(),
  subtotal: z.number(),
  vat: z.number(),
  discount_value: z.number(),
  discount_code: z.string().nullable(),
  /** pairs (or units) ordered */
  items: z.number().int(),
  /** where its bank transfer stands */
  payment_status: z.enum(PAYMENT_STATUSES),
  /** an order bought on credit: the store day it must be paid by (null: paid before dispatch, Contado) */
  due_on: z.string().nullable(),
  /** a credit order still owed past that day (`isOverdue`): «Vencida» */
  overdue: z.boolean(),
};

/** the pairs and the units of an order's (or a quote's) lines, each counted apart (a box counts its pairs): «24 pares», «12 unidades» */
export const unitTotals = z.object({ PAIR: z.number().int(), UNIT: z.number().int() });

export const saleListItem = z.object({
  ...saleHead,
  unit_totals: unitTotals,
});
export const mySalesResponse = z.object({ ok: z.literal(true), userSales: z.array(saleListItem), info: pageInfo });

export const saleDetailLine = z.object({
  saledetailid: z.number().int(),
  price: z.number(),
  discount_value: z.number(),
  quantity: z.number().int(),
  stocktype: z.enum(STOCK_TYPES),
  unit: z.enum(COUNTING_UNITS),
  /** pairs (or units) in one of `quantity`: the box's size for BOXES, 1 otherwise */
  units_per_quantity: z.number().int(),
  preventa: z.boolean(),
  line_total: z.number(),
  size: z.string().nullable(),
  product_sale_detail: z.object({ code: z.string(), color: z.object({ name: z.string(), hexcode: z.string() }) }),
  product: z.object({
    productid: z.number().int(),
    name: z.string(),
    thumbnail: z.string(),
    product_brand: z.object({ name: z.string() }),
  }),
});

/** An order's document as its buyer sees it on the order page. */
export const buyerInvoice = z.object({
  kind: z.enum(['factura', 'notaCredito']),
  /** 001-001-000000123 */
  number: z.string(),
  state: z.enum(E_INVOICE_STATES),
  /** when the SRI authorised it; null before */
  authorizedAt: z.string().nullable(),
});
export type BuyerInvoice = z.infer<typeof buyerInvoice>;

export const mySaleDetailResponse = z.object({
  ok: z.literal(true),
  userSale: z.object({
    ...saleHead,
    gross: z.number(),
    discount_amount: z.number(),
    saledetail: z.array(saleDetailLine),
    /** who carries it and its guide number, once the staff entered them (at «Entrega en Camino») */
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** where it goes, as it was when the order was placed */
    delivery: orderDelivery,
    /** why the store canceled it, as the staff wrote it (null unless canceled) */
    cancel_reason: z.string().nullable(),
    /** who of the company placed it (docs/product.md §28), as they were named then */
    placed_by: z.string(),
    /** who let it go to the store when it was over the buyer's limit; null otherwise */
    approved_by: z.string().nullable(),
    /** the member of «Ventas» who keyed it in for the company (docs/product.md §29); null when the company placed it */
    entered_by: z.string().nullable(),
    /** the order's states with their dates, oldest first */
    history: z.array(z.object({ status: z.enum(SALE_STATUSES), changed_at: z.string() })),
    /** its electronic documents (decision 039): the factura, and the nota de crédito that annuls it */
    invoices: z.array(buyerInvoice),
  }),
});

export const makeSaleResponse = z.object({ ok: z.literal(true), msg: z.string(), saleid: z.number().int() });
export type SaleListItem = z.infer<typeof saleListItem>;
export type SaleDetail = z.infer<typeof mySaleDetailResponse>['userSale'];
