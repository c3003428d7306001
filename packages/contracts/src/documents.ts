/**
 * The documents a distributor downloads (decision 016): the price list's formats, and the carrier and guide
 * number the staff may enter when an order goes on its way (they travel on the order's move).
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { BOX_UNITS, CARRIER_MAX, type CountingUnit, HALF_BOX_UNITS, type StockType, TRACKING_NUMBER_MAX } from './constants.ts';
import { MSG } from './messages.ts';
import { countOf } from './selling-unit.ts';

export const PRICE_LIST_FORMATS = ['pdf', 'xlsx'] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];
export const priceListParams = z.object({ format: z.enum(PRICE_LIST_FORMATS, { error: MSG.priceListFormatInvalid }) });

/** A trimmed optional text: blank (or absent) means none, NUL refused, at most `max` characters. */
const optionalTrackingText = (max: number, tooLong: string) =>
  z
    .string({ error: ADMIN_MSG.trackingInvalid })
    .trim()
    .max(max, { error: tooLong })
    .refine((s) => !s.includes('\0'), { error: ADMIN_MSG.trackingInvalid })
    .transform((s) => s || undefined)
    .optional();

/** «Transportista» and «Número de guía»: optional, kept only when an order moves to «Entrega en Camino». */
export const trackingFields = {
  carrier: optionalTrackingText(CARRIER_MAX, ADMIN_MSG.carrierTooLong),
  trackingNumber: optionalTrackingText(TRACKING_NUMBER_MAX, ADMIN_MSG.trackingNumberTooLong),
};

/**
 * How a product is sold, as the price list writes it: «Caja de 12 pares», «Caja de 12 o media caja de 6» for
 * UNITS (bought by whole or half boxes of pairs or units), «Por talla».
 */
export function stockTypeText(stockType: StockType, unit: CountingUnit, unitsPerBox: number): string {
  if (stockType === 'BOXES') return `Caja de ${countOf(unit, unitsPerBox)}`;
  if (stockType === 'UNITS') return `Caja de ${BOX_UNITS} o media caja de ${HALF_BOX_UNITS}`;
  return 'Por talla';
}
