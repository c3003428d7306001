/**
 * A distributor's buying tools (issue 12): several cart lines in one request (the size curve, the quick
 * order's valid lines), reorder and the quick order's review.
 */
import { z } from 'zod';
import { type AddToCartBody, addToCartBody } from './cart.ts';
import { QUICK_ORDER_MAX_LINES } from './constants.ts';
import { MSG } from './messages.ts';

type AddToCartInput = z.input<typeof addToCartBody>;

/**
 * Several lines added in one transaction: all of them or none. A refusal names the line (1-based, in the
 * order sent): «Línea 3: …». Each line is read by the cart's own schema here rather than by the array's,
 * so that a bad quantity in line 3 says which line it is.
 */
export const addLinesBody = z.object({
  lines: z
    .array(z.custom<AddToCartInput>(), { error: MSG.badRequest })
    .min(1, { error: MSG.selectQuantity })
    .max(QUICK_ORDER_MAX_LINES, { error: MSG.quickOrderTooManyLines })
    .transform((lines, ctx) => {
      const parsed: AddToCartBody[] = [];
      for (const [i, line] of lines.entries()) {
        const result = addToCartBody.safeParse(line);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: [i], message: MSG.lineError(i + 1, result.error.issues[0].message) });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    }),
});
export type AddLinesBody = z.infer<typeof addLinesBody>;

export const addLinesResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  /** how many lines went into the cart */
  added: z.number().int(),
});
