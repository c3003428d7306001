/**
 * A distributor's buying tools (issue 12): several cart lines in one request (the size curve, the quick
 * order's valid lines), reorder and the quick order's review.
 */
import { z } from 'zod';
import { addToCartBody } from './cart.ts';
import { QUICK_ORDER_MAX_LINES } from './constants.ts';
import { MSG } from './messages.ts';

/**
 * Several lines added in one transaction: all of them or none. A refusal names the line (1-based, in the
 * order sent): «Línea 3: …».
 */
export const addLinesBody = z.object({
  lines: z
    .array(addToCartBody, { error: MSG.badRequest })
    .min(1, { error: MSG.selectQuantity })
    .max(QUICK_ORDER_MAX_LINES, { error: MSG.badRequest }),
});
export type AddLinesBody = z.infer<typeof addLinesBody>;

export const addLinesResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  /** how many lines went into the cart */
  added: z.number().int(),
});
