/** A LIKE/ILIKE pattern that finds `term` anywhere, with `%`, `_` and `\` in it taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A unique constraint refused the write (both drivers report SQLSTATE 23505, directly or as the cause). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
