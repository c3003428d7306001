/**
 * «Avísame cuando haya stock» (decision 019): a distributor asks to be told by e-mail when a colour,
 * or one size of a SIZES colour, can be bought again; «Mis avisos» lists the open ones.
 */
import { z } from 'zod';
import { dbId } from './common.ts';
import { MSG } from './messages.ts';

/** A colour (variant), and for a SIZES product optionally one of its sizes. */
export const createAlertBody = z.object({
  prodvarid: dbId(MSG.variantNotFound),
  sizeid: dbId(MSG.sizeNotFound).nullish(),
});
export type CreateAlertBody = z.infer<typeof createAlertBody>;

/** An open alert as «Mis avisos» lists it: what it waits for, with a picture and the product to link to. */
export const stockAlert = z.object({
  alertid: z.number().int(),
  productid: z.number().int(),
  productName: z.string(),
  prodvarid: z.number().int(),
  code: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  sizeid: z.number().int().nullable(),
  sizeName: z.string().nullable(),
  /** the colour's first picture (the default picture without one) */
  picture: z.string(),
  /** ISO date and time it was asked for */
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlert>;

/** 201 for a new alert; 200 with the same alert when one was already open (pressing twice asks once). */
export const createAlertResponse = z.object({ ok: z.literal(true), msg: z.string(), alert: stockAlert });

export const myAlertsResponse = z.object({ ok: z.literal(true), alerts: z.array(stockAlert) });
