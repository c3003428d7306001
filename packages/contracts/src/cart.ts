/**
 * The distributor's cart: adding, changing and removing a line, the discount code, and the cart's answer
 * with each line's stock, price and totals.
 */
import { z } from 'zod';
import { dbId } from './common.ts';
import { COUNTING_UNITS, STOCK_TYPES } from './constants.ts';
import { MSG } from './messages.ts';
import { sizeRunEntry } from './size-run.ts';

/** An order-level discount code, as typed by the distributor. */
export const discountCode = z
  .string()
  .trim()
  .max(50)
  .refine((s) => !s.includes('\0'), { error: MSG.discountInvalid })
  .optional();

const quantity = z.coerce
  .number({ error: MSG.selectQuantity })
  .int({ error: MSG.selectQuantity })
  .max(100_000, { error: MSG.quantityOverStock });

export const addToCartBody = z.object({
  prodvarid: dbId(MSG.variantNotFound),
  quantity: quantity.refine((q) => q !== 0, { error: MSG.selectQuantity }).refine((q) => q > 0, { error: MSG.quantityPositive }),
  sizeid: dbId(MSG.sizeNotFound).nullish(),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const updateQuantityBody = z.object({
  cartdetailid: dbId(MSG.cartLineNotFound),
  quantity: quantity.refine((q) => q >= 1, { error: MSG.quantityPositive }),
});

export const myCartQuery = z.object({ discountcode: discountCode });

export const cartDetail = z.object({
  cartdetailid: z.number().int(),
  quantity: z.number().int(),
  size: z.object({ sizeid: z.number().int(), name: z.string() }).nullable(),
  available: z.number().int(),
  line_total: z.number(),
  cart_product: z.object({
    prodvarid: z.number().int(),
    price: z.number(),
    discount_value: z.number(),
    code: z.string(),
    color: z.object({ name: z.string(), hexcode: z.string() }),
    product: z.object({
      productid: z.number().int(),
      name: z.string(),
      stocktype: z.enum(STOCK_TYPES),
      unit: z.enum(COUNTING_UNITS),
      units_per_box: z.number().int(),
      /** what one box holds by size (a BOXES product whose run is set), shown on the line */
      box_size_run: z.array(sizeRunEntry).nullable().optional(),
      preventa: z.boolean(),
      product_brand: z.object({ name: z.string() }),
    }),
    product_media: z.array(z.object({ url: z.string() })),
    product_stock: z.array(z.object({ quantity: z.number().int() })),
  }),
});
export type CartDetail = z.infer<typeof cartDetail>;

export const cartSummary = z.object({
  items: z.number().int(),
  /** pairs (or units) in the cart: a box counts its pairs */
  units: z.number().int(),
  /** lines after their own discounts, VAT included */
  gross: z.number(),
  discountcode: z.string().nullable(),
  discount_value: z.number(),
  discount_amount: z.number(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
});

export const myCartResponse = z.object({
  ok: z.literal(true),
  /** set when the discount code asked for is unknown, inactive or out of its window */
  msg: z.string().optional(),
  userCart: z.object({ cartid: z.number().int(), cartdetail: z.array(cartDetail), summary: cartSummary }),
});
export type MyCartResponse = z.infer<typeof myCartResponse>;
export type UserCart = MyCartResponse['userCart'];
