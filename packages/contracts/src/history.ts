/**
 * The back office's history (issue 15): every change a member of the staff made, who, when, what, and the
 * fields before and after, as the staff read them. Kept per record (a product, a distributor, an order…)
 * and listed together with a search.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { dbId, pageInfo, pageQuery, pageSize, searchQueryText } from './common.ts';
import { isRealDay } from './store-time.ts';

export const HISTORY_ENTITIES = ['product', 'distributor', 'order', 'price_group', 'staff', 'catalog', 'settings'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const HISTORY_ENTITY_LABELS: Record<HistoryEntity, string> = {
  product: 'Producto',
  distributor: 'Distribuidor',
  order: 'Pedido',
  price_group: 'Precios',
  staff: 'Personal',
  catalog: 'Catálogo',
  settings: 'Configuración',
};

/** A field's value as the staff read it: text, a number, or nothing (the field was empty or did not exist). */
export type HistoryValue = string | number | boolean | null;
/** The fields a change touched, by their Spanish label: `{ Precio: '$40,00' }`. */
export type HistoryFields = Record<string, HistoryValue>;

const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const historyEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** who made it: the staff member's name and e-mail at the time (null: the account was deleted since) */
  actor: z.object({ userid: z.number().int().nullable(), name: z.string(), email: z.string() }),
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.number().int().nullable(),
  /** what the record is called: «Zapato escolar Andino (AND-100)», «Pedido #12», «Calzado El Paso» */
  label: z.string(),
  /** what was done: «Editó la variante», «Cambió el estado» */
  action: z.string(),
  /** only the fields that changed, each with its value before and after */
  changes: z.array(z.object({ field: z.string(), before: historyValue, after: historyValue })),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export type HistoryChange = HistoryEntry['changes'][number];

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const day = z
  .string({ error: ADMIN_MSG.historyDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_MSG.historyDateInvalid })
  .refine(isRealDay, { error: ADMIN_MSG.historyDateInvalid });

export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = z.object({
  /** words in the record's name, the action, the staff member or a value */
  q: searchQueryText,
  entity: z.preprocess(blank, z.enum(HISTORY_ENTITIES, { error: ADMIN_MSG.historyEntityInvalid }).optional()),
  /** one record's history (with `entity`) */
  entityId: z.preprocess(blank, dbId(ADMIN_MSG.historyEntityInvalid).optional()),
  actor: z.preprocess(blank, dbId(ADMIN_MSG.staffNotFound).optional()),
  /** store days (Ecuador), inclusive */
  from: z.preprocess(blank, day.optional()),
  to: z.preprocess(blank, day.optional()),
  page: pageQuery,
  size: pageSize(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.input<typeof historyQuery>;

export const historyResponse = z.object({ ok: z.literal(true), items: z.array(historyEntry), info: pageInfo });
export type HistoryResponse = z.infer<typeof historyResponse>;

/** The fields of `before` and `after` whose values differ, in the order they were written. */
export function changedFields(before: HistoryFields | null, after: HistoryFields | null): HistoryEntry['changes'] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => c.before !== c.after);
}
