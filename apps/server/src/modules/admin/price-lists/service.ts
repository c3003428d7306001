/**
 * The back office's price groups and lists: create, rename and delete groups, mark the default one, add and change
 * a group's lists (their windows never overlap), replace a PRICES list's prices from a CSV, and move a distributor
 * into a group. Every write clears the catalogue (and with it the lists kept in memory) on every instance.
 */
import {
  ADMIN_MSG,
  type DayWindow,
  type HistoryFields,
  inWindow,
  PRICE_CSV_MAX,
  PRICE_LIST_KIND_LABELS,
  type PriceGroupRow,
  type PriceListRow,
  type PriceListValues,
  storeDayOf,
  toDollars,
  windowLabel,
  windowsOverlap,
} from '@store/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { colors, companies, priceGroups, priceListPrices, priceLists, products, variants } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { csvRecords } from '../../../lib/csv-records.ts';
import { unescapeCell } from '../../../lib/spreadsheet-cell.ts';
import { isUniqueViolation, pgCode, SQLSTATE } from '../../../lib/sql.ts';
import { recordChange } from '../history/index.ts';

type ListRecord = typeof priceLists.$inferSelect;

const listView = (l: ListRecord, prices: number, today: string): PriceListRow => ({
  listid: l.id,
  groupid: l.groupId,
  kind: l.kind,
  percent: l.percent,
  validFrom: l.validFrom,
  validUntil: l.validUntil,
  prices,
  inEffect: inWindow(l, today),
});

export async function listPriceGroups(db: Db): Promise<PriceGroupRow[]> {
  const today = storeDayOf(new Date());
  const [groups, lists, members, priceCounts] = await Promise.all([
    db.select().from(priceGroups).orderBy(asc(priceGroups.name)),
    db.select().from(priceLists).orderBy(asc(priceLists.validFrom), asc(priceLists.id)),
    db.select({ groupId: companies.priceGroupId, n: count() }).from(companies).groupBy(companies.priceGroupId),
    db.select({ listId: priceListPrices.listId, n: count() }).from(priceListPrices).groupBy(priceListPrices.listId),
  ]);
  const membersOf = new Map(members.map((m) => [m.groupId, m.n]));
  const pricesOf = new Map(priceCounts.map((p) => [p.listId, p.n]));
  return groups.map((g) => ({
    groupid: g.id,
    name: g.name,
    isDefault: g.isDefault,
    distributors: membersOf.get(g.id) ?? 0,
    lists: lists.filter((l) => l.groupId === g.id).map((l) => listView(l, pricesOf.get(l.id) ?? 0, today)),
  }));
}

async function groupRow(db: Db, id: number): Promise<PriceGroupRow> {
  const found = (await listPriceGroups(db)).find((g) => g.groupid === id);
  if (!found) throw notFound(ADMIN_MSG.priceGroupNotFound);
  return found;
}

const groupFields = (g: { name: string; isDefault: boolean }): HistoryFields => ({
  Nombre: g.name,
  'Grupo de los distribuidores nuevos': g.isDefault ? 'Sí' : 'No',
});

const listFields = (l: ListRecord, prices: number): HistoryFields => ({
  Lista: PRICE_LIST_KIND_LABELS[l.kind],
  Descuento: l.percent === null ? null : `${l.percent} %`,
  Vigencia: windowLabel(l),
  ...(l.kind === 'PRICES' && { 'Precios por variante': prices }),
});

/** A change of a group or of one of its lists, on the group's record in the history. */
async function recordGroup(
  tx: Tx,
  actorId: number,
  groupId: number,
  action: string,
  before: HistoryFields | null,
  after: HistoryFields | null,
) {
  const [group] = await tx.select({ name: priceGroups.name }).from(priceGroups).where(eq(priceGroups.id, groupId));
  await recordChange(tx, actorId, { entity: 'price_group', entityId: groupId, label: group?.name ?? '', action, before, after });
}

/** Saves a group; marking it the default unmarks the previous one in the same transaction. */
async function saveGroup(db: Db, actorId: number, id: number | null, v: { name: string; isDefault: boolean }) {
  try {
    return await db.transaction(async (tx) => {
      if (v.isDefault) await tx.update(priceGroups).set({ isDefault: false }).where(eq(priceGroups.isDefault, true));
      if (id === null) {
        const [created] = await tx.insert(priceGroups).values(v).returning({ id: priceGroups.id });
        await recordGroup(tx, actorId, created.id, 'Creó el grupo de precios', null, groupFields(v));
        return created.id;
      }
      const [current] = await tx.select().from(priceGroups).where(eq(priceGroups.id, id)).for('update');
      if (!current) throw notFound(ADMIN_MSG.priceGroupNotFound);
      await tx.update(priceGroups).set(v).where(eq(priceGroups.id, id));
      await recordGroup(tx, actorId, id, 'Editó el grupo de precios', groupFields(current), groupFields(v));
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.priceGroupTaken(v.name));
    throw err;
  }
}

export async function createPriceGroup(db: Db, actorId: number, v: { name: string; isDefault: boolean }) {
  return groupRow(db, await saveGroup(db, actorId, null, v));
}

export async function updatePriceGroup(db: Db, actorId: number, id: number, v: { name: string; isDefault: boolean }) {
  return groupRow(db, await saveGroup(db, actorId, id, v));
}

/** Only a group nobody buys in, and not the default one, may go (its lists go with it). */
export async function deletePriceGroup(db: Db, actorId: number, id: number) {
  const group = await groupRow(db, id);
  if (group.isDefault) throw new AppError('conflict', ADMIN_MSG.priceGroupIsDefault(group.name));
  const [members] = await db.select({ n: count() }).from(companies).where(eq(companies.priceGroupId, id));
  if (members.n > 0) throw new AppError('conflict', ADMIN_MSG.priceGroupHasDistributors(group.name, members.n));
  try {
    await db.transaction(async (tx) => {
      await recordGroup(tx, actorId, id, 'Eliminó el grupo de precios', groupFields(group), null);
      await tx.delete(priceGroups).where(eq(priceGroups.id, id));
    });
  } catch (err) {
    // a distributor moved into it meanwhile: the users' foreign key keeps the group
    if (pgCode(err) === SQLSTATE.foreignKeyViolation) throw new AppError('conflict', ADMIN_MSG.priceGroupHasDistributors(group.name, 1));
    throw err;
  }
  return group;
}

/** Locks the group (two lists saved at once are checked one after the other) and refuses a window that overlaps another list's. */
async function assertWindowFree(tx: Tx, groupId: number, window: DayWindow, exceptId: number | null) {
  const [group] = await tx.select({ id: priceGroups.id }).from(priceGroups).where(eq(priceGroups.id, groupId)).for('update');
  if (!group) throw notFound(ADMIN_MSG.priceGroupNotFound);
  const others = await tx.select().from(priceLists).where(eq(priceLists.groupId, groupId));
  const clash = others.find((l) => l.id !== exceptId && windowsOverlap(l, window));
  if (clash) throw new AppError('conflict', ADMIN_MSG.priceListOverlap(windowLabel(clash)));
}

async function listRow(db: Db | Tx, id: number) {
  const [found] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!found) throw notFound(ADMIN_MSG.priceListNotFound);
  const [prices] = await db.select({ n: count() }).from(priceListPrices).where(eq(priceListPrices.listId, id));
  return listView(found, prices.n, storeDayOf(new Date()));
}

export async function createPriceList(db: Db, actorId: number, groupId: number, v: PriceListValues) {
  return db.transaction(async (tx) => {
    await assertWindowFree(tx, groupId, v, null);
    const [created] = await tx
      .insert(priceLists)
      .values({ groupId, kind: v.kind, percent: v.percent, validFrom: v.validFrom, validUntil: v.validUntil })
      .returning();
    await recordGroup(tx, actorId, groupId, 'Agregó una lista de precios', null, listFields(created, 0));
    return listRow(tx, created.id);
  });
}

/** A list's kind, percent or window; a PRICES list made a PERCENT one loses its prices. */
export async function updatePriceList(db: Db, actorId: number, id: number, v: PriceListValues) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(priceLists).where(eq(priceLists.id, id));
    if (!current) throw notFound(ADMIN_MSG.priceListNotFound);
    await assertWindowFree(tx, current.groupId, v, id);
    const pricesBefore = await priceCount(tx, id);
    const [updated] = await tx
      .update(priceLists)
      .set({ kind: v.kind, percent: v.percent, validFrom: v.validFrom, validUntil: v.validUntil })
      .where(eq(priceLists.id, id))
      .returning();
    if (v.kind !== 'PRICES') await tx.delete(priceListPrices).where(eq(priceListPrices.listId, id));
    await recordGroup(
      tx,
      actorId,
      current.groupId,
      'Editó una lista de precios',
      listFields(current, pricesBefore),
      listFields(updated, await priceCount(tx, id)),
    );
    return listRow(tx, id);
  });
}

export async function deletePriceList(db: Db, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const prices = await priceCount(tx, id);
    const [deleted] = await tx.delete(priceLists).where(eq(priceLists.id, id)).returning();
    if (!deleted) throw notFound(ADMIN_MSG.priceListNotFound);
    await recordGroup(tx, actorId, deleted.groupId, 'Eliminó una lista de precios', listFields(deleted, prices), null);
  });
}

async function priceCount(tx: Tx, listId: number) {
  const [{ n }] = await tx.select({ n: count() }).from(priceListPrices).where(eq(priceListPrices.listId, listId));
  return n;
}

/** A PRICES list's prices beside the list prices, by product and variant. */
export async function listPrices(db: Db, id: number) {
  await listRow(db, id);
  const found = await db
    .select({
      prodvarid: variants.id,
      code: variants.code,
      product: products.name,
      color: colors.name,
      listCents: variants.priceCents,
      priceCents: priceListPrices.priceCents,
    })
    .from(priceListPrices)
    .innerJoin(variants, eq(variants.id, priceListPrices.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(priceListPrices.listId, id))
    .orderBy(asc(products.name), asc(variants.code));
  return found.map(({ listCents, priceCents, ...r }) => ({ ...r, listPrice: toDollars(listCents), price: toDollars(priceCents) }));
}

/** `22.90`, `22,90`, `$22.90`, `22`: dollars with up to two decimals. */
const PRICE = /^\$?\s*(\d{1,6})(?:[.,](\d{1,2}))?$/;

/**
 * The CSV `codigo,precio` (a header line first; `;` also separates, as Excel writes it in Spanish) read into
 * variant prices. Every wrong line is named; none is saved unless all are right.
 */
async function readPriceCsv(db: Db | Tx, csv: string) {
  // Excel in Spanish writes `;` between cells (the comma is its decimal mark): the header says which.
  const delimiter = (head: string) => ((head.trimStart().split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',');
  let header: string[] | null = null;
  const parsed: ({ line: number; error: string } | { line: number; code: string; cents: number })[] = [];
  try {
    // streamed (decision 031): the reading stops at the first price past PRICE_CSV_MAX
    for await (const { record, info } of csvRecords<{ record: string[]; info: { lines: number } }>({
      input: csv,
      options: { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, info: true },
    })) {
      const line = info.lines;
      if (!header) {
        header = record;
        const headerText = header.map((h) => h.toLowerCase().replace('código', 'codigo')).join(',');
        if (headerText !== 'codigo,precio') throw badRequest(ADMIN_MSG.priceCsvHeader);
        continue;
      }
      if (parsed.length >= PRICE_CSV_MAX) throw badRequest(ADMIN_MSG.priceCsvTooLong);
      if (record.length !== 2 || !record[0]) {
        parsed.push({ line, error: ADMIN_MSG.priceCsvColumns(line) });
        continue;
      }
      const match = PRICE.exec(record[1]);
      const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
      parsed.push(
        !match || cents <= 0
          ? { line, error: ADMIN_MSG.priceCsvPrice(line) }
          : { line, code: unescapeCell(record[0]).toUpperCase(), cents },
      );
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(ADMIN_MSG.priceCsvColumns(Number((error as { lines?: number }).lines) || 1));
  }
  if (parsed.length === 0) throw badRequest(ADMIN_MSG.priceCsvEmpty);
  const codes = parsed.flatMap((p) => ('code' in p && p.code ? [p.code] : []));
  const known = codes.length
    ? await db
        .select({ id: variants.id, code: sql<string>`upper(${variants.code})` })
        .from(variants)
        .where(inArray(sql`upper(${variants.code})`, [...new Set(codes)]))
    : [];
  const idOf = new Map(known.map((k) => [k.code, k.id]));
  const seen = new Set<string>();
  const errors: string[] = [];
  const prices: { variantId: number; priceCents: number }[] = [];
  for (const p of parsed) {
    if ('error' in p) {
      errors.push(p.error as string);
      continue;
    }
    const variantId = idOf.get(p.code);
    if (variantId === undefined) errors.push(ADMIN_MSG.priceCsvUnknownCode(p.line, p.code));
    else if (seen.has(p.code)) errors.push(ADMIN_MSG.priceCsvRepeatedCode(p.line, p.code));
    else prices.push({ variantId, priceCents: p.cents });
    seen.add(p.code);
  }
  if (errors.length)
    throw new AppError(
      'bad_request',
      errors[0],
      errors.slice(0, 50).map((msg) => ({ field: 'csv', msg })),
    );
  return prices;
}

/** Replaces every price of a PRICES list with the CSV's, or changes nothing when a line is wrong. */
export async function importListPrices(db: Db, actorId: number, id: number, csv: string) {
  return db.transaction(async (tx) => {
    const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
    if (!list) throw notFound(ADMIN_MSG.priceListNotFound);
    if (list.kind !== 'PRICES') throw badRequest(ADMIN_MSG.priceListNotPrices);
    const prices = await readPriceCsv(tx, csv);
    const before = await priceCount(tx, id);
    await tx.delete(priceListPrices).where(eq(priceListPrices.listId, id));
    for (let i = 0; i < prices.length; i += 1000)
      await tx.insert(priceListPrices).values(prices.slice(i, i + 1000).map((p) => ({ ...p, listId: id })));
    // the same number of prices may still be other prices: the import is always written
    await recordGroup(
      tx,
      actorId,
      list.groupId,
      'Importó los precios de una lista (CSV)',
      { 'Precios por variante': before },
      {
        'Precios por variante': prices.length,
        Archivo: 'importado',
      },
    );
    return { list: await listRow(tx, id), saved: prices.length };
  });
}

/** The group a distributor buys in (null: list prices). */
export async function setDistributorGroup(db: Db, actorId: number, companyId: number, groupId: number | null) {
  const [user] = await db
    .select({ companyName: companies.companyName, groupId: companies.priceGroupId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!user) throw notFound(ADMIN_MSG.distributorNotFound);
  const groups = await listPriceGroups(db);
  const nameOf = (id: number | null) => (id === null ? 'Precios de lista' : (groups.find((g) => g.groupid === id)?.name ?? null));
  let group: PriceGroupRow | null = null;
  if (groupId !== null) {
    group = groups.find((g) => g.groupid === groupId) ?? null;
    if (!group) throw badRequest(ADMIN_MSG.priceGroupNotFound);
  }
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ priceGroupId: groupId }).where(eq(companies.id, companyId));
    await recordChange(tx, actorId, {
      entity: 'distributor',
      entityId: companyId,
      label: user.companyName,
      action: 'Cambió el grupo de precios',
      before: { 'Grupo de precios': nameOf(user.groupId) },
      after: { 'Grupo de precios': nameOf(groupId) },
    });
  });
  return group ? ADMIN_MSG.distributorGroupChanged(user.companyName, group.name) : ADMIN_MSG.distributorGroupListPrices(user.companyName);
}
