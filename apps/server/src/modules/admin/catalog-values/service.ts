import {
  type AdminBrand,
  type AdminFilterValue,
  brandFields,
  type CountingUnit,
  type FilterValueGroup,
  filterValueBody,
  isFilterValueGroup,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, invalidFields, notFound } from '../../../lib/app-error.ts';
import { storeImage, type UploadedFile } from '../../../lib/media.ts';
import { num, rows } from '../../../lib/rows.ts';
import { isUniqueViolation, pgCode, SQLSTATE } from '../../../lib/sql.ts';
import { LOOKUP_ID } from '../lookups.ts';

// ---------------------------------------------------------------- brands

const brandSelect = sql`select b.brandid, b.name, b.logo_url,
  (select count(*) from products p where p.brandid = b.brandid) as products
  from brands b`;

const toBrand = (r: Record<string, unknown>): AdminBrand => ({
  brandid: num(r.brandid),
  name: String(r.name),
  logoUrl: String(r.logo_url),
  products: num(r.products),
});

export async function listBrands(db: Db) {
  return (await rows(db, sql`${brandSelect} order by lower(b.name), b.brandid`)).map(toBrand);
}

async function brandById(db: DbOrTx, id: number) {
  const [row] = await rows(db, sql`${brandSelect} where b.brandid = ${id}`);
  return row ? toBrand(row) : undefined;
}

function parseBrandFields(fields: Record<string, string>) {
  const parsed = brandFields.safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return parsed.data;
}

async function assertBrandNameFree(db: DbOrTx, name: string, exceptId = 0) {
  const [taken] = await rows(db, sql`select 1 from brands where lower(name) = lower(${name}) and brandid <> ${exceptId}`);
  if (taken) throw new AppError('conflict', ADMIN_MSG.brandNameTaken(name));
}

/** A unique-name race lost to another write reads like the check before it. */
function nameTaken(err: unknown, message: string): never {
  if (isUniqueViolation(err)) throw new AppError('conflict', message);
  throw err;
}

export async function createBrand(db: Db, mediaDir: string, fields: Record<string, string>, file: UploadedFile | undefined) {
  const { name } = parseBrandFields(fields);
  if (!file) throw badRequest(ADMIN_MSG.brandLogoRequired);
  await assertBrandNameFree(db, name);
  const logoUrl = await storeImage(mediaDir, 'brands', file, 600);
  const [row] = await rows(db, sql`insert into brands (name, logo_url) values (${name}, ${logoUrl}) returning brandid`).catch((err) =>
    nameTaken(err, ADMIN_MSG.brandNameTaken(name)),
  );
  return (await brandById(db, num(row.brandid)))!;
}

export async function updateBrand(db: Db, mediaDir: string, id: number, fields: Record<string, string>, file: UploadedFile | undefined) {
  const current = await brandById(db, id);
  if (!current) throw notFound(ADMIN_MSG.brandNotFound);
  const { name } = parseBrandFields(fields);
  await assertBrandNameFree(db, name, id);
  const logoUrl = file ? await storeImage(mediaDir, 'brands', file, 600) : current.logoUrl;
  await db
    .execute(sql`update brands set name = ${name}, logo_url = ${logoUrl} where brandid = ${id}`)
    .catch((err) => nameTaken(err, ADMIN_MSG.brandNameTaken(name)));
  return (await brandById(db, id))!;
}

/** Refused while products carry the brand; its publicity entries go with it. */
export async function deleteBrand(db: Db, id: number) {
  const brand = await brandById(db, id);
  if (!brand) throw notFound(ADMIN_MSG.brandNotFound);
  if (brand.products > 0) throw new AppError('conflict', ADMIN_MSG.brandInUse(brand.name, brand.products));
  await db.execute(sql`delete from brands where brandid = ${id}`).catch((err) => {
    if (pgCode(err) === SQLSTATE.foreignKeyViolation) throw new AppError('conflict', ADMIN_MSG.brandInUse(brand.name, 1));
    throw err;
  });
}

// ---------------------------------------------------------------- filter values

/** Where each group's values are used (what a delete must wait for) and how the refusal counts them. */
const USED_IN: Record<FilterValueGroup, { table: string; words: string }> = {
  categories: { table: 'products', words: 'producto(s)' },
  genders: { table: 'products', words: 'producto(s)' },
  materials: { table: 'products', words: 'producto(s)' },
  types: { table: 'products', words: 'producto(s)' },
  technologies: { table: 'products', words: 'producto(s)' },
  uses: { table: 'products', words: 'producto(s)' },
  colors: { table: 'product_variants', words: 'variante(s)' },
  sizes: { table: 'stock', words: 'fila(s) de stock' },
};

/** A group's table, id column and the count of rows using each value (fixed identifiers, never user input). */
const GROUPS = Object.fromEntries(
  (Object.keys(USED_IN) as FilterValueGroup[]).map((group) => {
    const id = LOOKUP_ID[group];
    const { table, words } = USED_IN[group];
    return [group, { table: group, id, usage: `select count(*) from ${table} u where u.${id} = x.${id}`, usageWords: words }];
  }),
) as Record<FilterValueGroup, { table: string; id: string; usage: string; usageWords: string }>;

export function groupOf(group: string): FilterValueGroup {
  if (!isFilterValueGroup(group)) throw notFound(ADMIN_MSG.filterGroupUnknown);
  return group;
}

function valueSelect(group: FilterValueGroup): SQL {
  const g = GROUPS[group];
  const extra = group === 'colors' ? ', x.hexcode' : group === 'sizes' ? ', x.sort_order' : group === 'categories' ? ', x.unit' : '';
  return sql.raw(`select x.${g.id} as id, x.name${extra}, (${g.usage}) as usage from ${g.table} x`);
}

const toValue = (group: FilterValueGroup, r: Record<string, unknown>): AdminFilterValue => ({
  id: num(r.id),
  name: String(r.name),
  ...(group === 'colors' ? { hexcode: String(r.hexcode) } : {}),
  ...(group === 'sizes' ? { sortOrder: num(r.sort_order) } : {}),
  ...(group === 'categories' ? { unit: r.unit as CountingUnit } : {}),
  usage: num(r.usage),
});

export async function listFilterValues(db: Db, group: FilterValueGroup) {
  const order =
    group === 'sizes' ? sql.raw(' order by x.sort_order, x.name, x.sizeid') : sql.raw(` order by lower(x.name), x.${GROUPS[group].id}`);
  return (await rows(db, sql`${valueSelect(group)}${order}`)).map((r) => toValue(group, r));
}

async function valueById(db: DbOrTx, group: FilterValueGroup, id: number) {
  const [row] = await rows(db, sql`${valueSelect(group)} where ${sql.raw(`x.${GROUPS[group].id}`)} = ${id}`);
  return row ? toValue(group, row) : undefined;
}

function parseValue(body: unknown) {
  const parsed = filterValueBody.safeParse(body);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return parsed.data;
}

async function assertValueNameFree(db: DbOrTx, group: FilterValueGroup, name: string, exceptId = 0) {
  const g = GROUPS[group];
  const [taken] = await rows(
    db,
    sql`select 1 from ${sql.raw(g.table)} where lower(name) = lower(${name}) and ${sql.raw(g.id)} <> ${exceptId}`,
  );
  if (taken) throw new AppError('conflict', ADMIN_MSG.filterValueTaken(name));
}

export async function createFilterValue(db: Db, group: FilterValueGroup, body: z.input<typeof filterValueBody>) {
  const { name, hexcode, sortOrder, unit } = parseValue(body);
  if (group === 'colors' && !hexcode) throw badRequest(ADMIN_MSG.colorHexInvalid);
  await assertValueNameFree(db, group, name);
  const g = GROUPS[group];
  const table = sql.raw(g.table);
  const statement =
    group === 'colors'
      ? sql`insert into colors (name, hexcode) values (${name}, ${hexcode}) returning colorid as id`
      : group === 'sizes'
        ? sql`insert into sizes (name, sort_order)
              values (${name}, coalesce(${sortOrder ?? null}::int, (select coalesce(max(sort_order), 0) + 1 from sizes)))
              returning sizeid as id`
        : group === 'categories'
          ? sql`insert into categories (name, unit) values (${name}, ${unit ?? 'PAIR'}) returning categoryid as id`
          : sql`insert into ${table} (name) values (${name}) returning ${sql.raw(g.id)} as id`;
  const [row] = await rows(db, statement).catch((err) => nameTaken(err, ADMIN_MSG.filterValueTaken(name)));
  return (await valueById(db, group, num(row.id)))!;
}

export async function updateFilterValue(db: Db, group: FilterValueGroup, id: number, body: z.input<typeof filterValueBody>) {
  const current = await valueById(db, group, id);
  if (!current) throw notFound(ADMIN_MSG.filterValueNotFound);
  const { name, hexcode, sortOrder, unit } = parseValue(body);
  await assertValueNameFree(db, group, name, id);
  const g = GROUPS[group];
  const statement =
    group === 'colors'
      ? sql`update colors set name = ${name}, hexcode = ${hexcode ?? current.hexcode} where colorid = ${id}`
      : group === 'sizes'
        ? sql`update sizes set name = ${name}, sort_order = ${sortOrder ?? current.sortOrder} where sizeid = ${id}`
        : group === 'categories'
          ? sql`update categories set name = ${name}, unit = ${unit ?? current.unit} where categoryid = ${id}`
          : sql`update ${sql.raw(g.table)} set name = ${name} where ${sql.raw(g.id)} = ${id}`;
  await db.execute(statement).catch((err) => nameTaken(err, ADMIN_MSG.filterValueTaken(name)));
  return (await valueById(db, group, id))!;
}

/** Refused while products, variants or stock rows use the value. */
export async function deleteFilterValue(db: Db, group: FilterValueGroup, id: number) {
  const current = await valueById(db, group, id);
  if (!current) throw notFound(ADMIN_MSG.filterValueNotFound);
  const g = GROUPS[group];
  if (current.usage > 0) throw new AppError('conflict', ADMIN_MSG.filterValueInUse(current.name, current.usage, g.usageWords));
  await db.execute(sql`delete from ${sql.raw(g.table)} where ${sql.raw(g.id)} = ${id}`).catch((err) => {
    if (pgCode(err) === SQLSTATE.foreignKeyViolation) throw new AppError('conflict', ADMIN_MSG.filterValueLinked(current.name));
    throw err;
  });
}
