/** Helpers for the SQL the query builder cannot say, and for reading what PostgreSQL refused. */

/** A LIKE/ILIKE pattern that finds `term` anywhere, with `%`, `_` and `\` in it taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQLSTATE codes (and classes) the store answers in its own words. */
export const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503', dataExceptionClass: '22' } as const;

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`; both drivers). */
export function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A unique constraint refused the write. */
export const isUniqueViolation = (err: unknown) => pgCode(err) === SQLSTATE.uniqueViolation;
