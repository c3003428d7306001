import {
  adminProductBody,
  adminVariantBody,
  BOX_UNITS,
  CSV_COLUMNS,
  type CsvColumnKey,
  type CsvImportSummary,
  type CsvRowError,
  dollarsToCents,
  formatCents,
  MAX_PRICE_CENTS,
  MAX_STOCK_QUANTITY,
  MAX_UNITS_PER_BOX,
  normalizeVariantCode,
  optionalText,
  parseDiscount,
  STOCK_TYPES,
  type StockType,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { num, type Row, rows } from '../../../lib/rows.ts';
import { productSearchText } from '../../../lib/search-text.ts';
import { LOOKUP_ID } from '../lookups.ts';
import { type ReadCsv, writeCsv } from './csv-format.ts';

// ------------------------------------------------------------------ export

const flag = (b: unknown) => (b ? 'si' : 'no');

/** The whole catalogue, one row per variant and size, in a fixed order: product, variant position, size order. */
export async function exportCatalogue(db: Db): Promise<Buffer> {
  const found = await rows(
    db,
    sql`select p.productid, p.name, p.description, b.name as brand, g.name as gender, c.name as category, m.name as material,
          t.name as type, te.name as technology, u.name as use, p.stocktype, p.units_per_box, p.preventa, p.active,
          v.code, co.name as color, v.price_cents, v.discount_percent, sz.name as size, s.quantity
        from products p
        join brands b on b.brandid = p.brandid
        join genders g on g.genderid = p.genderid
        join categories c on c.categoryid = p.categoryid
        join materials m on m.materialid = p.materialid
        join types t on t.typeid = p.typeid
        join technologies te on te.technologyid = p.technologyid
        join uses u on u.useid = p.useid
        join product_variants v on v.productid = p.productid
        join colors co on co.colorid = v.colorid
        left join stock s on s.prodvarid = v.prodvarid
        left join sizes sz on sz.sizeid = s.sizeid
        order by p.productid, v.position, v.prodvarid, sz.sort_order nulls first, s.sizeid nulls first, s.stockid`,
  );
  return writeCsv(
    found.map((r) => ({
      productid: String(r.productid),
      name: String(r.name),
      description: String(r.description),
      brand: String(r.brand),
      gender: String(r.gender),
      category: String(r.category),
      material: String(r.material),
      type: String(r.type),
      technology: String(r.technology),
      use: String(r.use),
      stockType: String(r.stocktype),
      unitsPerBox: String(num(r.units_per_box)),
      preventa: flag(r.preventa),
      active: flag(r.active),
      code: String(r.code),
      color: String(r.color),
      price: (num(r.price_cents) / 100).toFixed(2),
      discount: String(num(r.discount_percent)),
      size: r.size === null || r.size === undefined ? '' : String(r.size),
      stock: r.quantity === null || r.quantity === undefined ? '' : String(num(r.quantity)),
    })),
  );
}

// ------------------------------------------------------------------ reading values

/** name → id, exact first, then ignoring case when that is unambiguous. */
class Lookup {
  private readonly exact = new Map<string, number>();
  private readonly lower = new Map<string, number | null>();
  constructor(list: Row[], idColumn: string) {
    for (const r of list) {
      const name = String(r.name);
      const id = num(r[idColumn]);
      this.exact.set(name, id);
      const key = name.toLocaleLowerCase('es');
      this.lower.set(key, this.lower.has(key) ? null : id);
    }
  }
  find(name: string): number | undefined {
    return this.exact.get(name) ?? this.lower.get(name.toLocaleLowerCase('es')) ?? undefined;
  }
}

const LOOKUP_TABLES = {
  brand: { table: 'brands', label: 'la marca' },
  gender: { table: 'genders', label: 'el género' },
  category: { table: 'categories', label: 'la categoría' },
  material: { table: 'materials', label: 'el material' },
  type: { table: 'types', label: 'el tipo' },
  technology: { table: 'technologies', label: 'la tecnología' },
  use: { table: 'uses', label: 'el uso' },
  color: { table: 'colors', label: 'el color' },
  size: { table: 'sizes', label: 'la talla' },
} as const;
type LookupKey = keyof typeof LOOKUP_TABLES;
const PRODUCT_LOOKUPS = ['brand', 'gender', 'category', 'material', 'type', 'technology', 'use'] as const;

async function loadLookups(db: DbOrTx): Promise<Record<LookupKey, Lookup>> {
  const entries = await Promise.all(
    Object.entries(LOOKUP_TABLES).map(async ([key, { table }]) => {
      const id = LOOKUP_ID[table];
      const list = await rows(db, sql.raw(`select ${id}, name from ${table}`));
      return [key, new Lookup(list, id)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LookupKey, Lookup>;
}

const TRUE_WORDS = new Set(['si', 'sí', 's', 'true', 'verdadero', '1', 'x', 'yes']);
const FALSE_WORDS = new Set(['no', 'n', 'false', 'falso', '0']);
const readFlag = (v: string): boolean | undefined => {
  const w = v.toLowerCase();
  return TRUE_WORDS.has(w) ? true : FALSE_WORDS.has(w) ? false : undefined;
};

/**
 * The cells follow the back office's own rules (admin-products.ts), so the file and the product form accept
 * exactly the same values: the same schema fields for the name, description and variant code, and the same
 * parsers for the price (`dollarsToCents`) and the discount (`parseDiscount`).
 */
const NAME_RULE = adminProductBody.shape.name;
const DESCRIPTION_RULE = adminProductBody.shape.description;
const CODE_RULE = adminVariantBody.shape.code;
const UNITS_PER_BOX_RULE = adminProductBody.shape.unitsPerBox;
/** common.ts's text rule (what PostgreSQL can store: no NUL) for any cell; each column's own rule sets its length. */
const STORABLE_RULE = optionalText(Number.POSITIVE_INFINITY);
const storable = (value: string) => STORABLE_RULE.safeParse(value).success;

const INT32 = 2_147_483_647;
const header = (key: CsvColumnKey) => CSV_COLUMNS.find((c) => c.key === key)?.header ?? key;

/** A text cell checked with a schema field: the first problem as the file's message, or null when it passes. */
function textProblem(rule: z.ZodType, key: CsvColumnKey, value: string) {
  const issue = rule.safeParse(value).error?.issues[0];
  if (!issue) return null;
  if (issue.code === 'too_small') return ADMIN_MSG.csvRequired(header(key));
  if (issue.code === 'too_big') return ADMIN_MSG.csvTooLong(header(key), Number(issue.maximum));
  return ADMIN_MSG.csvNotStorable(header(key));
}

// ------------------------------------------------------------------ planning

interface ProductValues {
  name: string;
  description: string;
  brand: number;
  gender: number;
  category: number;
  material: number;
  type: number;
  technology: number;
  use: number;
  stockType: StockType;
  preventa: boolean;
  active: boolean;
  unitsPerBox: number;
}
/** The product columns every row of a product repeats (pares_por_caja may be left empty: see unitsPerBoxLine). */
const PRODUCT_KEYS = [
  'name',
  'description',
  'brand',
  'gender',
  'category',
  'material',
  'type',
  'technology',
  'use',
  'stockType',
  'preventa',
  'active',
] as const satisfies readonly (keyof ProductValues & CsvColumnKey)[];
type RowProductValues = Omit<ProductValues, 'unitsPerBox'>;
const productChanged = (current: ProductValues | null, values: ProductValues) =>
  current !== null && [...PRODUCT_KEYS, 'unitsPerBox' as const].some((k) => current[k] !== values[k]);

interface ParsedRow {
  line: number;
  productId: number | null;
  product: RowProductValues;
  /** null: the cell is empty (or the file has no such column) */
  unitsPerBox: number | null;
  code: string;
  color: number;
  priceCents: number;
  discount: number;
  sizeId: number | null;
  sizeName: string;
  quantity: number | null;
}

interface PlannedProduct {
  key: string;
  /** existing product id, or the id reserved when applying */
  id: number | null;
  values: ProductValues;
  /** what the database holds, null for a new product */
  current: ProductValues | null;
  firstLine: number;
  /** the first line that fills pares_por_caja, whose value the product's other rows must repeat or leave empty */
  unitsPerBoxLine: number | null;
  create: boolean;
  update: boolean;
  nameChanged: boolean;
  nextPosition: number;
}

interface PlannedVariant {
  code: string;
  productKey: string;
  id: number | null;
  color: number;
  priceCents: number;
  discount: number;
  position: number;
  firstLine: number;
  create: boolean;
  update: boolean;
  /** its columns as read, to compare the variant's other rows with */
  stockType: StockType;
}

interface StockChange {
  line: number;
  code: string;
  sizeId: number | null;
  quantity: number;
  /** the existing row, or null to insert one */
  stockId: number | null;
}

export interface ImportPlan {
  rows: number;
  /** the lines of the rows read, in file order */
  lines: number[];
  errors: CsvRowError[];
  products: Map<string, PlannedProduct>;
  variants: Map<string, PlannedVariant>;
  stock: StockChange[];
  summary: CsvImportSummary;
}

const jsonList = (values: unknown[]) => JSON.stringify(values);

/**
 * Reads every row against the database (nothing is written): field errors, the rules between rows, and what
 * would change. The same plan is made again inside the import's transaction before it is applied.
 */
export async function planImport(db: DbOrTx, read: ReadCsv): Promise<ImportPlan> {
  const errors: CsvRowError[] = [...read.errors];
  const fail = (line: number, msg: string) => errors.push({ line, msg });
  const lookups = await loadLookups(db);

  const codes = [...new Set(read.rows.map((r) => normalizeVariantCode(r.cells.code)).filter((c) => c && storable(c)))];
  const existingVariants = new Map<string, Row>();
  for (const v of await rows(
    db,
    sql`select prodvarid, productid, code, colorid, price_cents, discount_percent, position from product_variants
        where upper(code) in (select jsonb_array_elements_text(${jsonList(codes)}::jsonb))`,
  )) {
    existingVariants.set(String(v.code).toUpperCase(), v);
  }
  const explicitIds = read.rows.map((r) => r.cells.productid).filter((v) => /^\d{1,9}$/.test(v));
  const productIds = [...new Set([...explicitIds.map(Number), ...[...existingVariants.values()].map((v) => num(v.productid))])];
  const existingProducts = new Map<number, Row>();
  for (const p of await rows(
    db,
    sql`select p.productid, p.name, p.description, p.stocktype, p.units_per_box, p.preventa, p.active, p.brandid, p.genderid, p.categoryid,
          p.materialid, p.typeid, p.technologyid, p.useid,
          (select coalesce(max(v.position), -1) from product_variants v where v.productid = p.productid) as max_position
        from products p where p.productid in (select (jsonb_array_elements_text(${jsonList(productIds)}::jsonb))::int)`,
  )) {
    existingProducts.set(num(p.productid), p);
  }
  const variantIds = [...existingVariants.values()].map((v) => num(v.prodvarid));
  const existingStock = new Map<string, Row>();
  for (const s of await rows(
    db,
    sql`select stockid, prodvarid, sizeid, quantity from stock
        where prodvarid in (select (jsonb_array_elements_text(${jsonList(variantIds)}::jsonb))::int)`,
  )) {
    existingStock.set(`${num(s.prodvarid)}:${s.sizeid ?? ''}`, s);
  }

  // ---- each row on its own
  const parsed: ParsedRow[] = [];
  const seenCodeSize = new Map<string, number>();
  for (const { line, cells } of read.rows) {
    const before = errors.length;
    // A cell the database cannot store is reported alone: its other checks would only repeat it.
    for (const { key } of CSV_COLUMNS) if (!storable(cells[key])) fail(line, ADMIN_MSG.csvNotStorable(header(key)));
    if (errors.length > before) continue;
    const lookup = (key: LookupKey, value: string): number => {
      if (!value) {
        fail(line, ADMIN_MSG.csvRequired(header(key)));
        return 0;
      }
      const id = lookups[key].find(value);
      if (id === undefined) fail(line, ADMIN_MSG.csvUnknownLookup(LOOKUP_TABLES[key].label, value));
      return id ?? 0;
    };

    let productId: number | null = null;
    if (cells.productid) {
      if (!/^\d{1,10}$/.test(cells.productid) || Number(cells.productid) < 1 || Number(cells.productid) > INT32) {
        fail(line, ADMIN_MSG.csvBadProductId(cells.productid));
      } else {
        productId = Number(cells.productid);
        if (!existingProducts.has(productId)) fail(line, ADMIN_MSG.csvUnknownProduct(productId));
      }
    }
    for (const [key, rule] of [
      ['name', NAME_RULE],
      ['description', DESCRIPTION_RULE],
    ] as const) {
      const problem = textProblem(rule, key, cells[key]);
      if (problem) fail(line, problem);
    }
    const ids = Object.fromEntries(PRODUCT_LOOKUPS.map((k) => [k, lookup(k, cells[k])])) as Record<
      (typeof PRODUCT_LOOKUPS)[number],
      number
    >;

    const stockType = cells.stockType.toUpperCase() as StockType;
    const knownStockType = (STOCK_TYPES as readonly string[]).includes(stockType);
    if (!cells.stockType) fail(line, ADMIN_MSG.csvRequired(header('stockType')));
    else if (!knownStockType) fail(line, ADMIN_MSG.csvBadStockType(cells.stockType));
    const flags = { preventa: false, active: true };
    for (const key of ['preventa', 'active'] as const) {
      const value = readFlag(cells[key]);
      if (!cells[key]) fail(line, ADMIN_MSG.csvRequired(header(key)));
      else if (value === undefined) fail(line, ADMIN_MSG.csvBadFlag(header(key), cells[key]));
      else flags[key] = value;
    }
    let unitsPerBox: number | null = null;
    if (cells.unitsPerBox) {
      // digits only, so that 1e1 or 0x0C are not read as a number; then the product form's own range
      const value = /^\d{1,10}$/.test(cells.unitsPerBox) ? UNITS_PER_BOX_RULE.safeParse(Number(cells.unitsPerBox)) : null;
      if (!value?.success) fail(line, ADMIN_MSG.csvBadUnitsPerBox(cells.unitsPerBox, MAX_UNITS_PER_BOX));
      else unitsPerBox = value.data ?? null;
    }

    const code = normalizeVariantCode(cells.code);
    if (!code) fail(line, ADMIN_MSG.csvRequired(header('code')));
    // an existing code is kept as it is (older codes may predate the rule); a new one follows the form's rule
    else if (!existingVariants.has(code) && !CODE_RULE.safeParse(cells.code).success) fail(line, ADMIN_MSG.csvBadCode(cells.code));
    const color = lookup('color', cells.color);

    const priceCents = dollarsToCents(cells.price);
    if (!cells.price) fail(line, ADMIN_MSG.csvRequired(header('price')));
    else if (priceCents === null) {
      // only to say why: the amount itself is read by dollarsToCents alone
      const amount = Number(cells.price.replace(/^\$\s*/, '').replace(',', '.'));
      if (Number.isFinite(amount) && amount <= 0) fail(line, ADMIN_MSG.csvPricePositive);
      else if (Number.isFinite(amount) && amount * 100 > MAX_PRICE_CENTS)
        fail(line, ADMIN_MSG.csvPriceTooHigh(cells.price, formatCents(MAX_PRICE_CENTS)));
      else fail(line, ADMIN_MSG.csvBadPrice(cells.price));
    }

    const discount = parseDiscount(cells.discount);
    if (discount === null) fail(line, ADMIN_MSG.csvBadDiscount(cells.discount));

    let quantity: number | null = null;
    if (cells.stock) {
      if (!/^-?\d{1,10}$/.test(cells.stock) || Math.abs(Number(cells.stock)) > MAX_STOCK_QUANTITY)
        fail(line, ADMIN_MSG.csvBadStock(cells.stock));
      else if (Number(cells.stock) < 0) fail(line, ADMIN_MSG.csvNegativeStock);
      else quantity = Number(cells.stock);
    }

    let sizeId: number | null = null;
    if (knownStockType) {
      if (stockType === 'SIZES') {
        if (cells.size) sizeId = lookup('size', cells.size);
        else if (cells.stock) fail(line, ADMIN_MSG.csvSizeRequired);
      } else if (cells.size) {
        fail(line, ADMIN_MSG.csvSizeNotAllowed(stockType));
      }
    }

    if (code) {
      const key = `${code}\u0000${cells.size.toLocaleLowerCase('es')}`;
      const first = seenCodeSize.get(key);
      if (first !== undefined) fail(line, ADMIN_MSG.csvDuplicateRow(code, cells.size, first));
      else seenCodeSize.set(key, line);
    }
    if (errors.length > before) continue;
    parsed.push({
      line,
      productId,
      product: { name: cells.name, description: cells.description, ...ids, stockType, ...flags },
      unitsPerBox,
      code,
      color,
      priceCents: priceCents as number,
      discount: discount as number,
      sizeId,
      sizeName: cells.size,
      quantity,
    });
  }

  // ---- the rules between rows, and what changes
  const products = new Map<string, PlannedProduct>();
  const variants = new Map<string, PlannedVariant>();
  const stock: StockChange[] = [];
  let stockUnchanged = 0;
  for (const row of parsed) {
    const existing = existingVariants.get(row.code);
    if (existing && num(existing.productid) !== row.productId) {
      fail(row.line, ADMIN_MSG.csvCodeOtherProduct(row.code, num(existing.productid)));
      continue;
    }
    const productKey = row.productId ? `id:${row.productId}` : `new:${row.product.name}\u0000${row.product.brand}`;
    let product = products.get(productKey);
    if (product) {
      const differs = PRODUCT_KEYS.find((k) => product?.values[k] !== row.product[k]);
      if (differs) {
        fail(row.line, ADMIN_MSG.csvProductDiffers(header(differs), product.firstLine));
        continue;
      }
      if (row.unitsPerBox !== null) {
        if (product.unitsPerBoxLine === null) {
          product.values.unitsPerBox = row.unitsPerBox;
          product.unitsPerBoxLine = row.line;
          product.update = productChanged(product.current, product.values);
        } else if (product.values.unitsPerBox !== row.unitsPerBox) {
          fail(row.line, ADMIN_MSG.csvProductDiffers(header('unitsPerBox'), product.unitsPerBoxLine));
          continue;
        }
      }
    } else {
      const db = row.productId ? existingProducts.get(row.productId) : undefined;
      if (db && db.stocktype !== row.product.stockType) {
        fail(row.line, ADMIN_MSG.csvStockTypeChange(num(db.productid), String(db.stocktype), row.product.stockType));
        continue;
      }
      const current: ProductValues | null = db
        ? {
            name: String(db.name),
            description: String(db.description),
            brand: num(db.brandid),
            gender: num(db.genderid),
            category: num(db.categoryid),
            material: num(db.materialid),
            type: num(db.typeid),
            technology: num(db.technologyid),
            use: num(db.useid),
            stockType: db.stocktype as StockType,
            preventa: Boolean(db.preventa),
            active: Boolean(db.active),
            unitsPerBox: num(db.units_per_box),
          }
        : null;
      // an empty pares_por_caja keeps the product's box size; a new product gets the form's default
      const values = { ...row.product, unitsPerBox: row.unitsPerBox ?? current?.unitsPerBox ?? BOX_UNITS };
      product = {
        key: productKey,
        id: row.productId,
        values,
        current,
        firstLine: row.line,
        unitsPerBoxLine: row.unitsPerBox === null ? null : row.line,
        create: !db,
        update: productChanged(current, values),
        nameChanged: current !== null && current.name !== row.product.name,
        nextPosition: db ? num(db.max_position) + 1 : 0,
      };
      products.set(productKey, product);
    }

    let variant = variants.get(row.code);
    if (variant) {
      const differs =
        variant.productKey !== productKey
          ? 'productid'
          : variant.color !== row.color
            ? header('color')
            : variant.priceCents !== row.priceCents
              ? header('price')
              : variant.discount !== row.discount
                ? header('discount')
                : null;
      if (differs) {
        fail(row.line, ADMIN_MSG.csvVariantDiffers(row.code, differs, variant.firstLine));
        continue;
      }
    } else {
      variant = {
        code: row.code,
        productKey,
        id: existing ? num(existing.prodvarid) : null,
        color: row.color,
        priceCents: row.priceCents,
        discount: row.discount,
        position: existing ? num(existing.position) : product.nextPosition++,
        firstLine: row.line,
        create: !existing,
        update:
          !!existing &&
          (num(existing.colorid) !== row.color ||
            num(existing.price_cents) !== row.priceCents ||
            num(existing.discount_percent) !== row.discount),
        stockType: row.product.stockType,
      };
      variants.set(row.code, variant);
      // A new box or unit variant always has its one stock row, even when the file leaves stock empty.
      if (!existing && row.product.stockType !== 'SIZES' && row.quantity === null) {
        stock.push({ line: row.line, code: row.code, sizeId: null, quantity: 0, stockId: null });
      }
    }

    if (row.quantity !== null) {
      const current = existing ? existingStock.get(`${num(existing.prodvarid)}:${row.sizeId ?? ''}`) : undefined;
      if (current && num(current.quantity) === row.quantity) stockUnchanged++;
      else
        stock.push({
          line: row.line,
          code: row.code,
          sizeId: row.sizeId,
          quantity: row.quantity,
          stockId: current ? num(current.stockid) : null,
        });
    }
  }

  errors.sort((a, b) => a.line - b.line);
  const productList = [...products.values()];
  const variantList = [...variants.values()];
  return {
    rows: read.rows.length + read.errors.length,
    lines: read.rows.map((r) => r.line),
    errors,
    products,
    variants,
    stock,
    summary: {
      rows: read.rows.length + read.errors.length,
      productsCreated: productList.filter((p) => p.create).length,
      productsUpdated: productList.filter((p) => p.update).length,
      productsUnchanged: productList.filter((p) => !p.create && !p.update).length,
      variantsCreated: variantList.filter((v) => v.create).length,
      variantsUpdated: variantList.filter((v) => v.update).length,
      variantsUnchanged: variantList.filter((v) => !v.create && !v.update).length,
      stockChanged: stock.length,
      stockUnchanged,
      errorRows: new Set(errors.map((e) => e.line)).size,
    },
  };
}

// ------------------------------------------------------------------ applying

type Column = [name: string, type: string];

/** Many rows in one statement: the values travel as one JSON parameter. */
async function insertJson(tx: DbOrTx, table: string, columns: Column[], records: Record<string, unknown>[]) {
  if (!records.length) return;
  const names = columns.map(([n]) => n).join(', ');
  const definition = columns.map(([n, t]) => `${n} ${t}`).join(', ');
  await tx.execute(
    sql`${sql.raw(`insert into ${table} (${names}) select ${names} from json_to_recordset(`)}${JSON.stringify(records)}${sql.raw(`::json) as x(${definition})`)}`,
  );
}

async function updateJson(tx: DbOrTx, table: string, idColumn: string, columns: Column[], records: Record<string, unknown>[]) {
  if (!records.length) return;
  const set = columns
    .filter(([n]) => n !== idColumn)
    .map(([n]) => `${n} = x.${n}`)
    .join(', ');
  const definition = columns.map(([n, t]) => `${n} ${t}`).join(', ');
  await tx.execute(
    sql`${sql.raw(`update ${table} as t set ${set} from json_to_recordset(`)}${JSON.stringify(records)}${sql.raw(`::json) as x(${definition}) where t.${idColumn} = x.${idColumn}`)}`,
  );
}

async function reserveIds(tx: DbOrTx, table: string, column: string, count: number): Promise<number[]> {
  if (!count) return [];
  const found = await rows(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, ${column})) as id from generate_series(1, ${count}::int)`,
  );
  return found.map((r) => num(r.id));
}

const PRODUCT_COLUMNS: Column[] = [
  ['productid', 'int'],
  ['name', 'text'],
  ['description', 'text'],
  ['stocktype', 'text'],
  ['units_per_box', 'smallint'],
  ['preventa', 'boolean'],
  ['active', 'boolean'],
  ['brandid', 'int'],
  ['genderid', 'int'],
  ['categoryid', 'int'],
  ['materialid', 'int'],
  ['typeid', 'int'],
  ['technologyid', 'int'],
  ['useid', 'int'],
];
const productRecord = (p: PlannedProduct) => ({
  productid: p.id,
  name: p.values.name,
  description: p.values.description,
  stocktype: p.values.stockType,
  units_per_box: p.values.unitsPerBox,
  preventa: p.values.preventa,
  active: p.values.active,
  brandid: p.values.brand,
  genderid: p.values.gender,
  categoryid: p.values.category,
  materialid: p.values.material,
  typeid: p.values.type,
  technologyid: p.values.technology,
  useid: p.values.use,
});
const VARIANT_COLUMNS: Column[] = [
  ['prodvarid', 'int'],
  ['productid', 'int'],
  ['code', 'text'],
  ['colorid', 'int'],
  ['price_cents', 'int'],
  ['discount_percent', 'smallint'],
  ['position', 'smallint'],
];

/** Rows applied per step: the progress a long file reports. */
export const APPLY_CHUNK = 250;

/** The database refused a step of a plan that had no errors: the lines of that step, for the job's message. */
export class ApplyFailed extends Error {
  constructor(
    readonly from: number,
    readonly to: number,
    cause: unknown,
  ) {
    super(`catalogue import failed on lines ${from}-${to}`, { cause });
  }
}

/**
 * Writes a plan that has no errors, in the file's order and in steps of APPLY_CHUNK rows (each step reports
 * its progress), then refreshes the search text of the products whose name or codes changed.
 * Runs inside the caller's transaction. Answers the ids of the products it touched.
 */
export async function applyPlan(tx: DbOrTx, plan: ImportPlan, onProgress: (done: number) => void = () => {}): Promise<number[]> {
  const lines = plan.lines;
  const touched = new Set<number>();
  const searchStale = new Set<number>();
  const productOf = (key: string) => plan.products.get(key) as PlannedProduct;

  for (let start = 0; start < lines.length; start += APPLY_CHUNK) {
    const from = lines[start];
    const to = lines[Math.min(start + APPLY_CHUNK, lines.length) - 1];
    const inChunk = (line: number) => line >= from && line <= to;
    try {
      const newProducts = [...plan.products.values()].filter((p) => p.create && inChunk(p.firstLine));
      const ids = await reserveIds(tx, 'products', 'productid', newProducts.length);
      newProducts.forEach((p, i) => {
        p.id = ids[i];
      });
      await insertJson(tx, 'products', PRODUCT_COLUMNS, newProducts.map(productRecord));
      const changedProducts = [...plan.products.values()].filter((p) => p.update && inChunk(p.firstLine));
      await updateJson(tx, 'products', 'productid', PRODUCT_COLUMNS, changedProducts.map(productRecord));
      for (const p of [...newProducts, ...changedProducts]) {
        touched.add(p.id as number);
        if (p.create || p.nameChanged) searchStale.add(p.id as number);
      }

      const newVariants = [...plan.variants.values()].filter((v) => v.create && inChunk(v.firstLine));
      const variantIds = await reserveIds(tx, 'product_variants', 'prodvarid', newVariants.length);
      newVariants.forEach((v, i) => {
        v.id = variantIds[i];
      });
      const variantRecord = (v: PlannedVariant) => ({
        prodvarid: v.id,
        productid: productOf(v.productKey).id,
        code: v.code,
        colorid: v.color,
        price_cents: v.priceCents,
        discount_percent: v.discount,
        position: v.position,
      });
      await insertJson(tx, 'product_variants', VARIANT_COLUMNS, newVariants.map(variantRecord));
      const changedVariants = [...plan.variants.values()].filter((v) => v.update && inChunk(v.firstLine));
      // the code and position of an existing variant stay as they are
      await updateJson(
        tx,
        'product_variants',
        'prodvarid',
        VARIANT_COLUMNS.filter(([n]) => !['productid', 'code', 'position'].includes(n)),
        changedVariants.map(variantRecord),
      );
      for (const v of [...newVariants, ...changedVariants]) {
        const productId = productOf(v.productKey).id as number;
        touched.add(productId);
        if (v.create) searchStale.add(productId);
      }

      const changes = plan.stock.filter((s) => inChunk(s.line));
      await updateJson(
        tx,
        'stock',
        'stockid',
        [
          ['stockid', 'int'],
          ['quantity', 'int'],
        ],
        changes.filter((s) => s.stockId !== null).map((s) => ({ stockid: s.stockId, quantity: s.quantity })),
      );
      await insertJson(
        tx,
        'stock',
        [
          ['prodvarid', 'int'],
          ['sizeid', 'int'],
          ['quantity', 'int'],
        ],
        changes
          .filter((s) => s.stockId === null)
          .map((s) => ({ prodvarid: plan.variants.get(s.code)?.id, sizeid: s.sizeId, quantity: s.quantity })),
      );
      for (const s of changes) touched.add(productOf((plan.variants.get(s.code) as PlannedVariant).productKey).id as number);
    } catch (cause) {
      throw new ApplyFailed(from, to, cause);
    }

    onProgress(Math.min(start + APPLY_CHUNK, lines.length));
    // PGlite answers without ever leaving the microtask queue: yield, so a poll for this progress is served.
    await new Promise((resolve) => setImmediate(resolve));
  }

  if (searchStale.size) {
    const found = await rows(
      tx,
      sql`select p.productid, p.name, coalesce(json_agg(v.code order by v.position, v.prodvarid) filter (where v.code is not null), '[]'::json) as codes
          from products p left join product_variants v on v.productid = p.productid
          where p.productid in (select (jsonb_array_elements_text(${jsonList([...searchStale])}::jsonb))::int)
          group by p.productid`,
    );
    await updateJson(
      tx,
      'products',
      'productid',
      [
        ['productid', 'int'],
        ['search_text', 'text'],
      ],
      found.map((r) => ({
        productid: num(r.productid),
        search_text: productSearchText(String(r.name), (typeof r.codes === 'string' ? JSON.parse(r.codes) : r.codes) as string[]),
      })),
    );
  }
  onProgress(plan.rows);
  return [...touched];
}

/** The error list a response carries: the first `max` errors, and whether there were more. */
export function errorPage(errors: CsvRowError[], max = 1000) {
  return { rowErrors: errors.slice(0, max), truncated: errors.length > max };
}
