/**
 * How a box's size run reads (size-run.ts owns the rest of the rule): apart from its zod schemas, so a store
 * page that shows a run does not bring zod and the back office's messages with it. size-run.ts re-exports it.
 */
export type SizeRun = { size: string; count: number }[];

/** «38–43: 1-2-3-3-2-1» (the sizes in the order given); one size: «40: 12». */
export function formatSizeRun(run: SizeRun): string {
  const counts = run.map((e) => e.count).join('-');
  const sizes = run.length === 1 ? run[0].size : `${run[0].size}–${run[run.length - 1].size}`;
  return `${sizes}: ${counts}`;
}
