import { z } from 'zod';
import { discountCode } from './cart.ts';
import { pageInfo, pageQuery, pageSize } from './common.ts';
import { ORDERS_DEFAULT_PAGE_SIZE, SALE_STATUSES } from './constants.ts';

/** SPEC.md 7 sends no payload; the web adds the discount code the cart summary showed, if any. */
export const makeSaleBody = z.object({ discountcode: discountCode }).nullish();

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
  items: z.number().int(),
};

export const saleListItem = z.object(saleHead);
export const mySalesResponse = z.object({ ok: z.literal(true), userSales: z.array(saleListItem), info: pageInfo });

export const saleDetailLine = z.object({
  saledetailid: z.number().int(),
  price: z.number(),
  discount_value: z.number(),
  quantity: z.number().int(),
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

export const mySaleDetailResponse = z.object({
  ok: z.literal(true),
  userSale: z.object({ ...saleHead, gross: z.number(), discount_amount: z.number(), saledetail: z.array(saleDetailLine) }),
});

export const makeSaleResponse = z.object({ ok: z.literal(true), msg: z.string(), saleid: z.number().int() });
export type SaleListItem = z.infer<typeof saleListItem>;
export type MySalesResponse = z.infer<typeof mySalesResponse>;
export type SaleDetail = z.infer<typeof mySaleDetailResponse>['userSale'];
