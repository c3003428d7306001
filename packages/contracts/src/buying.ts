/**
 * A distributor's buying tools (decision 019): several cart lines in one request (the size curve, the quick
 * order's valid lines), reorder and the quick order's review.
 */
import { z } from 'zod';
import { addToCartBody } from './cart.ts';
import { COUNTING_UNITS, QUICK_ORDER_MAX_LINES, STOCK_TYPES } from './constants.ts';
import { MSG } from './messages.ts';

/** A cart line, with the line number its refusal names when it is not its place in the list (the quick order's). */
const addLine = addToCartBody.extend({ line: z.number().int().positive().optional() });
type AddLineInput = z.input<typeof addLine>;
export type AddLine = z.output<typeof addLine>;

const lineNumber = (line: unknown, i: number): number => {
  const n = typeof line === 'object' && line !== null && 'line' in line ? line.line : undefined;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : i + 1;
};

/**
 * Several lines added in one transaction: all of them or none. A refusal names the line (its `line`, else
 * 1-based in the order sent): «Línea 3: …». Each line is read by the cart's own schema here rather than by the array's,
 * so that a bad quantity in line 3 says which line it is.
 */
export const addLinesBody = z.object({
  lines: z
    .array(z.custom<AddLineInput>(), { error: MSG.badRequest })
    .min(1, { error: MSG.selectQuantity })
    .max(QUICK_ORDER_MAX_LINES, { error: MSG.quickOrderTooManyLines })
    .transform((lines, ctx) => {
      const parsed: AddLine[] = [];
      for (const [i, line] of lines.entries()) {
        const result = addLine.safeParse(line);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: [i], message: MSG.lineError(lineNumber(line, i), result.error.issues[0].message) });
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

/**
 * What reordering did with a past order's line (decision 018): added in full, already in the cart with at
 * least the order's quantity, added in part (less stock), or not at all (sold out, off sale, gone).
 */
export const REORDER_OUTCOMES = ['added', 'inCart', 'partial', 'soldOut', 'offSale', 'gone'] as const;
export type ReorderOutcome = (typeof REORDER_OUTCOMES)[number];

export const reorderLine = z.object({
  code: z.string(),
  product_name: z.string(),
  color_name: z.string(),
  size: z.string().nullable(),
  stocktype: z.enum(STOCK_TYPES),
  unit: z.enum(COUNTING_UNITS),
  /** the order's quantity (boxes for BOXES) */
  ordered: z.number().int(),
  /** what was missing from the cart when reordering (the order's quantity less what the cart held) */
  wanted: z.number().int(),
  /** what this reorder put into the cart now */
  added: z.number().int(),
  outcome: z.enum(REORDER_OUTCOMES),
  /** «Agotado», «Stock insuficiente: se agregaron 6 de 12»… */
  msg: z.string(),
});
export type ReorderLine = z.infer<typeof reorderLine>;

export const reorderResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  /** how many lines went into the cart (in full or in part) */
  added: z.number().int(),
  lines: z.array(reorderLine),
});
export type ReorderResult = z.infer<typeof reorderResponse>;
