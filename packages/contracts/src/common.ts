/**
 * Small schemas every resource uses: required and optional text, e-mail, ids (decision 011), pages, and
 * the ok/error envelopes.
 */
import { z } from 'zod';
import { PAGE_SIZES } from './constants.ts';
import { ID_MAX, readId } from './id.ts';
import { MSG } from './messages.ts';

/** Text a database can store: PostgreSQL refuses the NUL character. */
const storable = (s: string) => !s.includes('\0');

/** A required text field whose missing, empty or blank value reads as one message. */
export const requiredText = (msg: string, max = 255) =>
  z.string({ error: msg }).trim().min(1, { error: msg }).max(max, { error: msg }).refine(storable, { error: msg });

export const optionalText = (max = 255) => z.string().trim().max(max).refine(storable).optional().default('');

export const email = (requiredMsg: string = MSG.emailRequired, invalidMsg: string = MSG.emailInvalid) =>
  z
    .string({ error: requiredMsg })
    .trim()
    .min(1, { error: requiredMsg })
    .max(254, { error: invalidMsg })
    .pipe(z.email({ error: invalidMsg }))
    .transform((v) => v.toLowerCase());

/**
 * A row id (the database's serial), with one message for anything else. A JSON number must be a whole
 * number from 1 to ID_MAX; text (a path, a query, a form field, a JSON string) must read as `readId`
 * reads it, so `0x7`, `7e0`, `7.0`, `+7` or `007` is refused rather than taken for 7.
 */
export const dbId = (msg: string) =>
  z.union(
    [
      z.number({ error: msg }).int({ error: msg }).min(1, { error: msg }).max(ID_MAX, { error: msg }),
      z
        .string({ error: msg })
        .refine((s) => readId(s) !== undefined, { error: msg })
        .transform(Number),
    ],
    { error: msg },
  );

/** An empty query parameter (`?status=`) means "no filter": a preprocess step for a filter's schema. */
export const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A search box's text in a query: blank is no search; a longer one looks for its first 100 characters. */
export const searchQueryText = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .trim()
    .transform((s) => s.slice(0, 100))
    .optional(),
);

/** `/:id` in a path: anything but an id is a 400 with one message, before the route looks for the row. */
export const idParam = z.object({ id: dbId(MSG.idInvalid) });

/** An optional id in a query (a filter): absent is no filter, anything but an id a 400. */
export const optionalIdQuery = dbId(MSG.idInvalid).optional();

export const pageQuery = z.coerce.number().int().min(1).catch(1).default(1);

export const pageSize = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(fallback)
    .default(fallback);

export const pageInfo = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

export const okResponse = z.object({ ok: z.literal(true), msg: z.string() });
export const errorResponse = z.object({
  ok: z.literal(false),
  msg: z.string(),
  errors: z.array(z.object({ field: z.string(), msg: z.string() })).optional(),
});
