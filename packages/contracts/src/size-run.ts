/**
 * What one box of a BOXES product holds, size by size (its «curva»): typed in the back office as
 * «38:1, 39:2, 40:3, 41:3, 42:2, 43:1», stored as a list, shown as «38–43: 1-2-3-3-2-1». Its counts sum to
 * the product's units per box.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import type { SizeRun } from './size-run-format.ts';

export { formatSizeRun, type SizeRun } from './size-run-format.ts';

export const sizeRunEntry = z.object({ size: z.string(), count: z.number().int() });

/** The most sizes one box's run may name. */
const SIZE_RUN_MAX = 20;

/** Reads «38:1, 39:2 …» (or one size a line; «=» or «x» also part a size from its count). Empty: null. */
export function parseSizeRun(text: string): { run: SizeRun | null } | { error: string } {
  const parts = text
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { run: null };
  if (parts.length > SIZE_RUN_MAX) return { error: ADMIN_MSG.sizeRunInvalid };
  const run: SizeRun = [];
  for (const part of parts) {
    const match = /^([^:=x×]{1,12}?)\s*[:=x×]\s*(\d{1,3})$/i.exec(part);
    const count = match ? Number(match[2]) : 0;
    if (!match || count < 1) return { error: ADMIN_MSG.sizeRunInvalid };
    const size = match[1].trim();
    if (run.some((e) => e.size.toLowerCase() === size.toLowerCase())) return { error: ADMIN_MSG.sizeRunRepeated(size) };
    run.push({ size, count });
  }
  return { run };
}

/** Why a run does not fit a box of `unitsPerBox` (null when it does). */
export function sizeRunError(run: SizeRun, unitsPerBox: number): string | null {
  const sum = run.reduce((s, e) => s + e.count, 0);
  return sum === unitsPerBox ? null : ADMIN_MSG.sizeRunSum(sum, unitsPerBox);
}

/** How the back office's field writes a stored run back: «38:1, 39:2, …». */
export const sizeRunText = (run: SizeRun | null): string => (run ?? []).map((e) => `${e.size}:${e.count}`).join(', ');

const readRun = (text: string, ctx: z.RefinementCtx) => {
  const read = parseSizeRun(text);
  if ('error' in read) {
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  }
  return read.run;
};

/**
 * A product body's run: the form's text read into a run (null: none), or a run already read (what the web's
 * form hands on once its resolver parsed it), written back as text and read again so one rule checks both.
 */
export const sizeRunField = z.preprocess(
  (value) => (value === null ? '' : Array.isArray(value) ? sizeRunText(value as SizeRun) : value),
  z.string({ error: ADMIN_MSG.sizeRunInvalid }).transform(readRun),
);
