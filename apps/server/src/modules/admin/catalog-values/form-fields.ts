import type { z } from 'zod';
import { invalidFields } from '../../../lib/app-error.ts';

/** A multipart form's text fields read by their schema (a form's fields are not checked by the route's schema). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return parsed.data;
}
