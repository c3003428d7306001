/**
 * The catalogue's CSV: its columns (headers, help, examples), the import's rules and the answers of the
 * export, the dry run and the import job.
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { LOOKUPS, type LookupName } from './catalog-lookups.ts';
import { BOX_UNITS, MAX_UNITS_PER_BOX } from './constants.ts';

/** A column that names a value of a lookup group: its key is the group's CSV field (catalog-lookups.ts). */
function lookupColumn<N extends LookupName, const H extends string>(lookup: N, header: H, help: string, example: string) {
  const group: (typeof LOOKUPS)[N] = LOOKUPS[lookup];
  const key: (typeof LOOKUPS)[N]['field'] = group.field;
  return { key, lookup, header, help, example } as const;
}

/**
 * The catalogue's CSV file (import and export), one row per variant and size:
 *
 *   productid,producto,descripcion,marca,genero,categoria,material,tipo,tecnologia,uso,tipo_stock,pares_por_caja,preventa,activo,codigo,color,precio,descuento,talla,stock
 *
 * - UTF-8 (the export starts with a BOM so Excel reads the accents); Windows-1252 files are accepted too.
 * - Separator `,` (the export) or `;` (detected from the header line). Headers are matched without caring
 *   about case, accents or spaces (`Tipo stock` = `tipo_stock`); extra columns are ignored.
 * - `productid` empty: a new product; the rows with the same `producto` + `marca` (and no productid) make one.
 * - Lookups (`marca` .. `uso`, `color`, `talla`) are NAMES that must already exist: the import never creates them.
 * - `tipo_stock` BOXES | UNITS | SIZES (cannot change for an existing product); `preventa`, `activo`: si/no (or true/false, 1/0).
 *   BOXES is sold in whole boxes: its stock and its orders count boxes, its price is per pair (or unit).
 * - `pares_por_caja` (optional column): pairs (or units) in one box, 1..MAX_UNITS_PER_BOX; it only matters for BOXES.
 *   An empty cell, or a file without the column, keeps an existing product's value and gives a new one BOX_UNITS (12).
 *   The rows of one product that fill it must agree.
 * - `precio` per pair (or unit, as the category counts) in dollars with VAT included, BOXES too (a box costs
 *   pares_por_caja × precio); `39.90`, `39,90` is read too. `descuento` 0..100 (empty = 0).
 * - `talla` is required for SIZES products and must be empty for BOXES/UNITS. `stock` counts boxes for BOXES and
 *   pairs (or units) for UNITS and SIZES; empty leaves the stock as it is; a SIZES row with both `talla` and
 *   `stock` empty only carries the variant (a variant without sizes yet).
 * - Upsert by `codigo`: an existing code updates its variant, its product and the listed stock rows; a new code is
 *   added to the product of `productid`. Nothing is deleted: variants, sizes and images not in the file stay as they are.
 * - Line numbers count like a spreadsheet's rows: the header is line 1.
 */
export const CSV_COLUMNS = [
  { key: 'productid', header: 'productid', help: 'Id del producto. Vacío para un producto nuevo.', example: '12' },
  { key: 'name', header: 'producto', help: 'Nombre del producto.', example: 'Zapatilla running Cumbre Pro' },
  { key: 'description', header: 'descripcion', help: 'Descripción (puede ir vacía).', example: 'Capellada de malla transpirable.' },
  lookupColumn('brands', 'marca', 'Nombre de una marca existente.', 'Andes Runner'),
  lookupColumn('genders', 'genero', 'Nombre de un género existente.', 'Hombre'),
  lookupColumn('categories', 'categoria', 'Nombre de una categoría existente.', 'Zapatillas'),
  lookupColumn('materials', 'material', 'Nombre de un material existente.', 'Malla'),
  lookupColumn('types', 'tipo', 'Nombre de un tipo existente.', 'Deportivo'),
  lookupColumn('technologies', 'tecnologia', 'Nombre de una tecnología existente.', 'Espuma EVA'),
  lookupColumn('uses', 'uso', 'Nombre de un uso existente.', 'Running'),
  {
    key: 'stockType',
    header: 'tipo_stock',
    help: 'BOXES (por cajas enteras), UNITS (por caja o media caja) o SIZES (por talla).',
    example: 'SIZES',
  },
  {
    key: 'unitsPerBox',
    header: 'pares_por_caja',
    help: `Pares (o unidades) que trae una caja, de 1 a ${MAX_UNITS_PER_BOX}; solo cuenta en productos BOXES. Opcional: vacía (o sin la columna) no cambia; un producto nuevo lleva ${BOX_UNITS}.`,
    example: String(BOX_UNITS),
  },
  { key: 'preventa', header: 'preventa', help: 'si o no.', example: 'no' },
  { key: 'active', header: 'activo', help: 'si o no (visible en la tienda).', example: 'si' },
  { key: 'code', header: 'codigo', help: 'Código único de la variante.', example: 'AR-1012-NEG' },
  lookupColumn('colors', 'color', 'Nombre de un color existente.', 'Negro'),
  {
    key: 'price',
    header: 'precio',
    help: 'Precio de un par (o unidad) en dólares con IVA incluido, también en productos BOXES: la caja cuesta pares_por_caja × precio.',
    example: '39.90',
  },
  { key: 'discount', header: 'descuento', help: 'Porcentaje de descuento, de 0 a 100.', example: '0' },
  lookupColumn('sizes', 'talla', 'Talla (solo productos SIZES; vacía para BOXES y UNITS).', '40'),
  {
    key: 'stock',
    header: 'stock',
    help: 'Cantidad en stock (entero ≥ 0): cajas en productos BOXES; pares (o unidades) en UNITS y SIZES. Vacía: no cambia.',
    example: '24',
  },
] as const;
export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];
type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvLookupColumn = Extract<CsvColumn, { lookup: LookupName }>;
/** The columns that name a lookup value, in file order: marca .. uso, color, talla. */
export const CSV_LOOKUP_COLUMNS = CSV_COLUMNS.filter((c): c is CsvLookupColumn => 'lookup' in c);
export const CSV_HEADERS = CSV_COLUMNS.map((c) => c.header);
/** Columns a file may leave out (files written before the column existed): their cells read as empty. */
export const CSV_OPTIONAL_COLUMNS: readonly CsvColumnKey[] = ['unitsPerBox'];
/** The most rows one file may have (a larger catalogue is imported in several files). */
export const CSV_MAX_ROWS = 100_000;
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

export const csvImportQuery = z.object({
  dryRun: z.stringbool({ error: ADMIN_MSG.csvDryRunFlag }).optional().default(false),
});

export const csvRowError = z.object({ line: z.number().int(), msg: z.string() });
export type CsvRowError = z.infer<typeof csvRowError>;

export const csvImportSummary = z.object({
  /** data rows read (blank rows are skipped) */
  rows: z.number().int(),
  productsCreated: z.number().int(),
  productsUpdated: z.number().int(),
  productsUnchanged: z.number().int(),
  variantsCreated: z.number().int(),
  variantsUpdated: z.number().int(),
  variantsUnchanged: z.number().int(),
  /** stock rows created or whose quantity changes */
  stockChanged: z.number().int(),
  stockUnchanged: z.number().int(),
  /** distinct lines with at least one error */
  errorRows: z.number().int(),
});
export type CsvImportSummary = z.infer<typeof csvImportSummary>;

/** The dry run's report: what would change, and every bad row (nothing is written). */
export const csvDryRunResponse = z.object({
  ok: z.literal(true),
  msg: z.string(),
  dryRun: z.literal(true),
  summary: csvImportSummary,
  rowErrors: z.array(csvRowError),
  /** more errors than the list holds */
  truncated: z.boolean(),
});
export type CsvDryRunResponse = z.infer<typeof csvDryRunResponse>;

/** A real run refused because of bad rows: nothing was changed. */
export const csvRejectedResponse = z.object({
  ok: z.literal(false),
  msg: z.string(),
  summary: csvImportSummary.optional(),
  rowErrors: z.array(csvRowError).optional(),
  truncated: z.boolean().optional(),
  errors: z.array(z.object({ field: z.string(), msg: z.string() })).optional(),
});

/** A valid real run was accepted and runs in the background: poll GET /admin/catalog/imports/:jobId. */
export const csvJobStarted = z.object({ ok: z.literal(true), msg: z.string(), jobId: z.string(), total: z.number().int() });
export type CsvJobStarted = z.infer<typeof csvJobStarted>;

export const CSV_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type CsvJobStatus = (typeof CSV_JOB_STATUSES)[number];
export const csvJobParams = z.object({ jobId: z.string().max(64) });
export const csvJobResponse = z.object({
  ok: z.literal(true),
  status: z.enum(CSV_JOB_STATUSES),
  /** rows applied so far, of `total` */
  done: z.number().int(),
  total: z.number().int(),
  msg: z.string(),
  result: csvImportSummary.optional(),
  rowErrors: z.array(csvRowError).optional(),
});
export type CsvJobResponse = z.infer<typeof csvJobResponse>;
