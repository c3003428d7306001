/**
 * The back office's history (decision 030): every change a member of the staff made, who, when, what, and the
 * fields before and after, as the staff read them. Kept per record (a product, a distributor, an order…)
 * and listed together with a search.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { blankAsAbsent, dbId, pageInfo, pageQuery, pageSize, searchQueryText } from './common.ts';
import { formatCents } from './pricing.ts';
import { isRealDay } from './store-time.ts';

export const HISTORY_ENTITIES = ['product', 'distributor', 'order', 'quote', 'price_group', 'staff', 'catalog', 'settings'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const HISTORY_ENTITY_LABELS: Record<HistoryEntity, string> = {
  product: 'Producto',
  distributor: 'Distribuidor',
  order: 'Pedido',
  quote: 'Cotización',
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

const day = z
  .string({ error: ADMIN_MSG.historyDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_MSG.historyDateInvalid })
  .refine(isRealDay, { error: ADMIN_MSG.historyDateInvalid });

export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = z.object({
  /** words in the record's name, the action, the staff member or a value */
  q: searchQueryText,
  entity: z.preprocess(blankAsAbsent, z.enum(HISTORY_ENTITIES, { error: ADMIN_MSG.historyEntityInvalid }).optional()),
  /** one record's history (with `entity`) */
  entityId: z.preprocess(blankAsAbsent, dbId(ADMIN_MSG.historyEntityInvalid).optional()),
  actor: z.preprocess(blankAsAbsent, dbId(ADMIN_MSG.staffNotFound).optional()),
  /** store days (Ecuador), inclusive */
  from: z.preprocess(blankAsAbsent, day.optional()),
  to: z.preprocess(blankAsAbsent, day.optional()),
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

/**
 * How much one history line keeps (decision 030): a change of thousands of fields (a file's bytes once) made the
 * list too heavy to answer or draw. Past these the line ends with HISTORY_MORE_FIELD «… y N cambios más».
 * The migration repair_history cuts stored lines with the same figures.
 */
export const HISTORY_MAX_CHANGES = 50;
/** the changes' JSON, at most (a few pages of text) */
export const HISTORY_MAX_BYTES = 16_000;
/** a sent text is kept up to this length, cut with «…»; a longer one than HISTORY_SKIP_LENGTH is not kept */
export const HISTORY_VALUE_LENGTH = 200;
export const HISTORY_SKIP_LENGTH = 2_000;
/** the field of the last line of a cut change: it reads «… y N cambios más» */
export const HISTORY_MORE_FIELD = '…';
export const HISTORY_TEXT = {
  moreChanges: (n: number) => `y ${n} ${n === 1 ? 'cambio' : 'cambios'} más`,
  /** a request that sent a file (a CSV, an image) keeps this instead of its bytes */
  fileField: 'Archivo',
  fileOmitted: '(contenido del archivo omitido)',
  yes: 'Sí',
  no: 'No',
} as const;

/** The line that says how many changes were left out of a cut change. */
export const moreChanges = (n: number): HistoryChange => ({ field: HISTORY_MORE_FIELD, before: null, after: HISTORY_TEXT.moreChanges(n) });

const bytesOf = (c: HistoryChange) => JSON.stringify(c).length;

/** At most HISTORY_MAX_CHANGES changes and HISTORY_MAX_BYTES of them, the rest counted in a last line. */
export function capChanges(changes: HistoryChange[]): HistoryChange[] {
  if (changes.length <= HISTORY_MAX_CHANGES && JSON.stringify(changes).length <= HISTORY_MAX_BYTES) return changes;
  const kept: HistoryChange[] = [];
  // room for the last line itself
  let bytes = bytesOf(moreChanges(changes.length)) + 2;
  for (const c of changes) {
    if (kept.length === HISTORY_MAX_CHANGES - 1 || bytes + bytesOf(c) + 1 > HISTORY_MAX_BYTES) break;
    if (c.field === HISTORY_MORE_FIELD) break;
    kept.push(c);
    bytes += bytesOf(c) + 1;
  }
  // a line already cut counts what it had left out
  const earlier = changes.find((c) => c.field === HISTORY_MORE_FIELD);
  const earlierCount = Number(/\d+/.exec(String(earlier?.after ?? ''))?.[0] ?? 0);
  const left = changes.filter((c) => c.field !== HISTORY_MORE_FIELD).length - kept.length + earlierCount;
  return [...kept, moreChanges(left)];
}

/**
 * The staff's words for the keys a request sends (the generic history of the small settings, lib/route.ts): the
 * services write their own Spanish labels, which historyFieldLabel leaves as they are.
 */
const HISTORY_FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  hexcode: 'Color',
  sortOrder: 'Orden',
  order: 'Orden',
  ids: 'Orden',
  position: 'Posición',
  active: 'Activo',
  isActive: 'Activo',
  landing: 'En la página de inicio',
  brandid: 'Marca',
  link: 'Enlace',
  url: 'Enlace',
  code: 'Código',
  percent: 'Descuento (%)',
  discountPercent: 'Descuento (%)',
  discountValue: 'Descuento',
  startsAt: 'Desde',
  endsAt: 'Hasta',
  bank: 'Banco',
  accountType: 'Tipo de cuenta',
  number: 'Número de cuenta',
  holder: 'Titular',
  ruc: 'RUC',
  read: 'Leído',
  price: 'Precio',
  priceCents: 'Precio',
  email: 'Correo',
  role: 'Rol',
  status: 'Estado',
  title: 'Título',
  description: 'Descripción',
  unitsPerBox: 'Unidades por caja',
  reason: 'Motivo',
};

/** A field's name as the staff read it: from the table, or an unknown key humanised («unitsPerBox» → «Units per box»). */
export function historyFieldLabel(key: string): string {
  const known = HISTORY_FIELD_LABELS[key];
  if (known) return known;
  // a Spanish label («Límite de crédito», «Precio») passes as it is
  if (/^[A-ZÁÉÍÓÚÑ]/.test(key) || /\s/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : key;
}

/** A value as the staff read it: yes/no for a flag, money for an amount in cents. */
export function historyValueOf(key: string, value: HistoryValue): HistoryValue {
  if (typeof value === 'boolean') return value ? HISTORY_TEXT.yes : HISTORY_TEXT.no;
  if (typeof value === 'number' && /Cents$/.test(key)) return formatCents(value);
  return value;
}
