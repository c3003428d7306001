import {
  type AdminProduct,
  type AdminProductBody,
  type AdminProductOptions,
  type AdminProductRow,
  type AdminStockChange,
  type AdminVariant,
  type AdminVariantBody,
  BOX_UNITS,
  canMoveOrder,
  MSG,
  SALE_STATUSES,
  type StockType,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { num, rows } from '../../../lib/rows.ts';
import { normalizeSearch, productSearchText } from '../../../lib/search-text.ts';
import { containsPattern, isUniqueViolation } from '../../../lib/sql.ts';
import { LOOKUP_ID } from '../lookups.ts';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const jsonColumn = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

// ------------------------------------------------------------------ reading

export async function productOptions(db: Db): Promise<Omit<AdminProductOptions, 'ok'>> {
  const list = async (table: string, id: string) =>
    (await rows(db, sql.raw(`select ${id} as id, name from ${table} order by name`))).map((r) => ({ id: num(r.id), name: String(r.name) }));
  const [brands, genders, categories, materials, types, technologies, uses, colorRows, sizeRows] = await Promise.all([
    list('brands', 'brandid'),
    list('genders', 'genderid'),
    list('categories', 'categoryid'),
    list('materials', 'materialid'),
    list('types', 'typeid'),
    list('technologies', 'technologyid'),
    list('uses', 'useid'),
    rows(db, sql`select colorid, name, hexcode from colors order by name`),
    rows(db, sql`select sizeid, name from sizes order by sort_order, sizeid`),
  ]);
  return {
    brands,
    genders,
    categories,
    materials,
    types,
    technologies,
    uses,
    colors: colorRows.map((r) => ({ id: num(r.colorid), name: String(r.name), hexcode: String(r.hexcode) })),
    sizes: sizeRows.map((r) => ({ id: num(r.sizeid), name: String(r.name) })),
  };
}

export async function listProducts(
  db: Db,
  q: { q?: string; brandid?: number; preventa?: boolean; active?: boolean; page: number; size: number },
) {
  const where: SQL[] = [sql`true`];
  const term = q.q ? normalizeSearch(q.q) : '';
  if (term) where.push(sql`p.search_text like ${containsPattern(term)}`);
  if (q.brandid) where.push(sql`p.brandid = ${q.brandid}`);
  if (q.preventa !== undefined) where.push(sql`p.preventa = ${q.preventa}`);
  if (q.active !== undefined) where.push(sql`p.active = ${q.active}`);
  const condition = sql.join(where, sql` and `);
  const [[{ total }], list] = await Promise.all([
    rows(db, sql`select count(*) as total from products p where ${condition}`),
    rows(
      db,
      sql`select p.productid, p.name, p.stocktype, p.units_per_box, p.preventa, p.active, p.created_at, p.brandid, b.name as brand_name,
            (select count(*) from product_variants v where v.productid = p.productid) as variant_count,
            (select coalesce(sum(s.quantity), 0) from stock s join product_variants v on v.prodvarid = s.prodvarid
              where v.productid = p.productid) as total_stock,
            (select min(v.price_cents) from product_variants v where v.productid = p.productid) as price_cents,
            (select m.url from product_variants v join product_media m on m.prodvarid = v.prodvarid
              where v.productid = p.productid order by v.position, v.prodvarid, m.position, m.mediaid limit 1) as thumbnail
          from products p join brands b on b.brandid = p.brandid
          where ${condition}
          order by p.created_at desc, p.productid desc
          limit ${q.size} offset ${(q.page - 1) * q.size}`,
    ),
  ]);
  const count = num(total);
  const products: AdminProductRow[] = list.map((r) => ({
    productid: num(r.productid),
    name: String(r.name),
    brand: { brandid: num(r.brandid), name: String(r.brand_name) },
    stockType: r.stocktype as StockType,
    unitsPerBox: num(r.units_per_box),
    preventa: Boolean(r.preventa),
    active: Boolean(r.active),
    variantCount: num(r.variant_count),
    totalStock: num(r.total_stock),
    priceCents: r.price_cents === null || r.price_cents === undefined ? null : num(r.price_cents),
    thumbnail: r.thumbnail ? String(r.thumbnail) : null,
    createdAt: iso(r.created_at),
  }));
  return { products, info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(count / q.size)), limit: q.size, total: count } };
}

export async function getProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [p] = await rows(db, sql`select * from products where productid = ${id}`);
  if (!p) throw notFound(MSG.productNotFound);
  const variantRows = await rows(
    db,
    sql`select v.prodvarid, v.code, v.colorid, c.name as color_name, c.hexcode, v.price_cents, v.discount_percent, v.position,
          (select coalesce(json_agg(x), '[]'::json) from (
            select s.sizeid, z.name as size_name, s.quantity from stock s left join sizes z on z.sizeid = s.sizeid
            where s.prodvarid = v.prodvarid order by z.sort_order nulls first, s.sizeid nulls first) x) as stock,
          (select coalesce(json_agg(y), '[]'::json) from (
            select m.mediaid, m.url, m.position from product_media m
            where m.prodvarid = v.prodvarid order by m.position, m.mediaid) y) as images
        from product_variants v join colors c on c.colorid = v.colorid
        where v.productid = ${id} order by v.position, v.prodvarid`,
  );
  const variants: AdminVariant[] = variantRows.map((r) => ({
    prodvarid: num(r.prodvarid),
    code: String(r.code),
    colorid: num(r.colorid),
    colorName: String(r.color_name),
    colorHex: String(r.hexcode),
    priceCents: num(r.price_cents),
    discountPercent: num(r.discount_percent),
    position: num(r.position),
    stock: (jsonColumn(r.stock) as { sizeid: number | null; size_name: string | null; quantity: number }[]).map((s) => ({
      sizeid: s.sizeid === null ? null : num(s.sizeid),
      sizeName: s.size_name ?? null,
      quantity: num(s.quantity),
    })),
    images: (jsonColumn(r.images) as { mediaid: number; url: string; position: number }[]).map((m) => ({
      mediaid: num(m.mediaid),
      url: String(m.url),
      position: num(m.position),
    })),
  }));
  return {
    productid: num(p.productid),
    name: String(p.name),
    description: String(p.description),
    stockType: p.stocktype as StockType,
    unitsPerBox: num(p.units_per_box),
    preventa: Boolean(p.preventa),
    active: Boolean(p.active),
    brandid: num(p.brandid),
    genderid: num(p.genderid),
    categoryid: num(p.categoryid),
    materialid: num(p.materialid),
    typeid: num(p.typeid),
    technologyid: num(p.technologyid),
    useid: num(p.useid),
    createdAt: iso(p.created_at),
    variants,
  };
}

// ------------------------------------------------------------------ products

/** Keeps what the store's search matches (name and every variant code) in step with the product. */
async function refreshSearchText(tx: DbOrTx, productId: number) {
  const [p] = await rows(tx, sql`select name from products where productid = ${productId}`);
  if (!p) return;
  const codes = await rows(tx, sql`select code from product_variants where productid = ${productId} order by position, prodvarid`);
  const text = productSearchText(
    String(p.name),
    codes.map((c) => String(c.code)),
  );
  await tx.execute(sql`update products set search_text = ${text} where productid = ${productId}`);
}

const LOOKUPS = [
  ['brands', 'La marca seleccionada'],
  ['genders', 'El género seleccionado'],
  ['categories', 'La categoría seleccionada'],
  ['materials', 'El material seleccionado'],
  ['types', 'El tipo seleccionado'],
  ['technologies', 'La tecnología seleccionada'],
  ['uses', 'El uso seleccionado'],
] as const;

async function checkLookups(tx: DbOrTx, body: AdminProductBody) {
  const checks = LOOKUPS.map(([table]) => {
    const id = LOOKUP_ID[table];
    return sql`(select count(*) from ${sql.raw(table)} where ${sql.raw(id)} = ${body[id]}) as ${sql.raw(id)}`;
  });
  const [found] = await rows(tx, sql`select ${sql.join(checks, sql`, `)}`);
  for (const [table, label] of LOOKUPS) if (!num(found[LOOKUP_ID[table]])) throw badRequest(ADMIN_MSG.adminLookupMissing(label));
}

const productColumns = (body: AdminProductBody) => sql`name = ${body.name}, description = ${body.description},
  stocktype = ${body.stockType}, units_per_box = coalesce(${body.unitsPerBox ?? null}::smallint, units_per_box), preventa = ${body.preventa}, active = ${body.active}, brandid = ${body.brandid},
  genderid = ${body.genderid}, categoryid = ${body.categoryid}, materialid = ${body.materialid}, typeid = ${body.typeid},
  technologyid = ${body.technologyid}, useid = ${body.useid}`;

export async function createProduct(db: Db, body: AdminProductBody) {
  return db.transaction(async (tx) => {
    await checkLookups(tx, body);
    const [r] = await rows(
      tx,
      sql`insert into products (name, description, stocktype, units_per_box, preventa, active, brandid, genderid, categoryid,
            materialid, typeid, technologyid, useid, search_text)
          values (${body.name}, ${body.description}, ${body.stockType}, ${body.unitsPerBox ?? BOX_UNITS}, ${body.preventa}, ${body.active}, ${body.brandid},
            ${body.genderid}, ${body.categoryid}, ${body.materialid}, ${body.typeid}, ${body.technologyid}, ${body.useid},
            ${productSearchText(body.name, [])})
          returning productid`,
    );
    return num(r.productid);
  });
}

/** Orders that may still be cancelled, and so still need their stock rows to give their units back. */
const OPEN_ORDER_STATUSES = SALE_STATUSES.filter((s) => canMoveOrder(s, 'CANCELED'));

/**
 * Saves the product's fields. Its stock type may change only while no variant holds stock and no open order
 * came out of its stock rows (cancelling it must find them); when it does, the old stock rows (per size, or
 * the single row) are replaced by the new type's empty ones.
 */
export async function updateProduct(db: Db, id: number, body: AdminProductBody) {
  await db.transaction(async (tx) => {
    const [current] = await rows(tx, sql`select stocktype from products where productid = ${id} for update`);
    if (!current) throw notFound(MSG.productNotFound);
    await checkLookups(tx, body);
    if (current.stocktype !== body.stockType) {
      const [held] = await rows(
        tx,
        sql`select count(*) as n from stock s join product_variants v on v.prodvarid = s.prodvarid
            where v.productid = ${id} and s.quantity > 0`,
      );
      if (num(held.n)) throw new AppError('conflict', ADMIN_MSG.adminStockTypeLocked);
      const [open] = await rows(
        tx,
        sql`select count(distinct d.saleid) as n from sale_details d join sales o on o.saleid = d.saleid
            join stock s on s.stockid = d.stockid join product_variants v on v.prodvarid = s.prodvarid
            where v.productid = ${id} and o.status in ${OPEN_ORDER_STATUSES}`,
      );
      if (num(open.n)) throw new AppError('conflict', ADMIN_MSG.adminStockTypeHasOrders(num(open.n)));
      await tx.execute(sql`delete from stock where prodvarid in (select prodvarid from product_variants where productid = ${id})`);
      if (body.stockType !== 'SIZES') {
        await tx.execute(
          sql`insert into stock (prodvarid, sizeid, quantity) select prodvarid, null, 0 from product_variants where productid = ${id}`,
        );
      }
    }
    await tx.execute(sql`update products set ${productColumns(body)} where productid = ${id}`);
    await refreshSearchText(tx, id);
  });
}

/**
 * Deletes the product with its variants, stock and pictures. Orders keep their own copy of what was
 * bought (name, code, colour, size, price), so they read the same afterwards; carts simply lose the lines.
 */
export async function deleteProduct(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const deleted = await rows(tx, sql`delete from products where productid = ${id} returning productid`);
    if (!deleted.length) throw notFound(MSG.productNotFound);
  });
}

// ------------------------------------------------------------------ variants

async function variantProduct(tx: DbOrTx, variantId: number, lock = false) {
  const [r] = await rows(
    tx,
    sql`select v.prodvarid, v.productid, p.stocktype from product_variants v join products p on p.productid = v.productid
        where v.prodvarid = ${variantId} ${lock ? sql`for update of v` : sql``}`,
  );
  if (!r) throw notFound(MSG.variantNotFound);
  return { productId: num(r.productid), stockType: r.stocktype as StockType };
}

async function checkVariant(tx: DbOrTx, body: AdminVariantBody, exceptId = 0) {
  const [color] = await rows(tx, sql`select 1 from colors where colorid = ${body.colorid}`);
  if (!color) throw badRequest(ADMIN_MSG.adminLookupMissing('El color seleccionado'));
  const [taken] = await rows(tx, sql`select 1 from product_variants where code = ${body.code} and prodvarid <> ${exceptId}`);
  if (taken) throw new AppError('conflict', ADMIN_MSG.adminVariantCodeTaken(body.code));
}

/** A unique-code race lost between the check and the write reads like the check. */
async function codeSafe<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.adminVariantCodeTaken(code));
    throw err;
  }
}

/** A new variant goes last; BOXES and UNITS products get its single stock row at 0 (SIZES: rows come with the sizes). */
export async function createVariant(db: Db, productId: number, body: AdminVariantBody) {
  return codeSafe(body.code, () =>
    db.transaction(async (tx) => {
      const [p] = await rows(tx, sql`select stocktype from products where productid = ${productId} for update`);
      if (!p) throw notFound(MSG.productNotFound);
      await checkVariant(tx, body);
      const [r] = await rows(
        tx,
        sql`insert into product_variants (productid, code, colorid, price_cents, discount_percent, position)
            values (${productId}, ${body.code}, ${body.colorid}, ${body.priceCents}, ${body.discountPercent},
              (select coalesce(max(position) + 1, 0) from product_variants where productid = ${productId}))
            returning prodvarid`,
      );
      const variantId = num(r.prodvarid);
      if (p.stocktype !== 'SIZES') await tx.execute(sql`insert into stock (prodvarid, sizeid, quantity) values (${variantId}, null, 0)`);
      await refreshSearchText(tx, productId);
      return { variantId, productId };
    }),
  );
}

/**
 * Saves a variant's fields and, when given, the stock rows its card changed, all or nothing. Stock goes first
 * (rows locked in id order, then the product, like a sale) so a save and a sale never deadlock.
 * Answers the sizes that were kept at 0 instead of removed (see `applyStockChanges`).
 */
export async function updateVariant(db: Db, variantId: number, body: AdminVariantBody, stock: AdminStockChange[] = []) {
  return codeSafe(body.code, () =>
    db.transaction(async (tx) => {
      const { productId, stockType } = await variantProduct(tx, variantId, true);
      await checkVariant(tx, body, variantId);
      const keptSizes = await applyStockChanges(tx, variantId, stockType, stock);
      await tx.execute(
        sql`update product_variants set code = ${body.code}, colorid = ${body.colorid}, price_cents = ${body.priceCents},
              discount_percent = ${body.discountPercent} where prodvarid = ${variantId}`,
      );
      await refreshSearchText(tx, productId);
      return { productId, keptSizes };
    }),
  );
}

export async function deleteVariant(db: Db, variantId: number) {
  return db.transaction(async (tx) => {
    const { productId } = await variantProduct(tx, variantId, true);
    await tx.execute(sql`delete from product_variants where prodvarid = ${variantId}`);
    await refreshSearchText(tx, productId);
    return productId;
  });
}

type StockRow = { stockid: number; sizeid: number | null; quantity: number; sizeName: string | null; inOpenOrders: boolean };

/**
 * Applies the stock rows a variant card changed. Each change carries the quantity the card started from
 * (`expected`); when any row no longer holds it (a sale, a cancellation or another administrator came first)
 * nothing is written and the answer is 409 with the row's current quantity, so sold units never come back.
 * BOXES and UNITS: at most one change, without a size. SIZES: one per size; `quantity` null stops offering
 * the size, except that a row open orders came out of is kept at 0 (cancelling them gives the units back
 * there). Rows are updated in place, so orders keep pointing at them. Answers the names of the sizes kept.
 */
async function applyStockChanges(tx: DbOrTx, variantId: number, stockType: StockType, changes: AdminStockChange[]) {
  if (!changes.length) return [];
  if (stockType !== 'SIZES') {
    if (changes.length !== 1 || changes[0].sizeid !== null || changes[0].quantity === null)
      throw badRequest(ADMIN_MSG.adminStockOneQuantity);
  } else {
    if (changes.some((c) => c.sizeid === null)) throw badRequest(ADMIN_MSG.adminStockSizeRequired);
    const ids = changes.map((c) => c.sizeid as number);
    if (new Set(ids).size !== ids.length) throw badRequest(ADMIN_MSG.adminStockSizeRepeated);
    const [{ n }] = await rows(tx, sql`select count(*) as n from sizes where sizeid in ${ids}`);
    if (num(n) !== ids.length) throw badRequest(ADMIN_MSG.adminStockSizeUnknown);
  }
  // Every row of the variant, locked in id order (a sale locks stock rows in that order too).
  const current: StockRow[] = (
    await rows(
      tx,
      sql`select s.stockid, s.sizeid, s.quantity, z.name as size_name,
            exists (select 1 from sale_details d join sales o on o.saleid = d.saleid
              where d.stockid = s.stockid and o.status in ${OPEN_ORDER_STATUSES}) as in_open_orders
          from stock s left join sizes z on z.sizeid = s.sizeid
          where s.prodvarid = ${variantId} order by s.stockid for update of s`,
    )
  ).map((r) => ({
    stockid: num(r.stockid),
    sizeid: r.sizeid === null ? null : num(r.sizeid),
    quantity: num(r.quantity),
    sizeName: r.size_name === null ? null : String(r.size_name),
    inOpenOrders: Boolean(r.in_open_orders),
  }));
  const rowOf = (sizeid: number | null) => current.find((r) => r.sizeid === sizeid);
  const sizeNames = new Map<number, string>();
  if (stockType === 'SIZES') {
    for (const r of await rows(tx, sql`select sizeid, name from sizes where sizeid in ${changes.map((c) => c.sizeid as number)}`)) {
      sizeNames.set(num(r.sizeid), String(r.name));
    }
  }
  const what = (sizeid: number | null) => (sizeid === null ? 'esta variante' : `la talla ${sizeNames.get(sizeid)}`);

  // First every check, then the writes: a refused save changes nothing.
  for (const change of changes) {
    const now = rowOf(change.sizeid)?.quantity ?? null;
    if (now !== change.expected) throw new AppError('conflict', ADMIN_MSG.adminStockChanged(what(change.sizeid), now));
  }
  const kept: string[] = [];
  for (const change of changes) {
    const row = rowOf(change.sizeid);
    if (change.quantity === null) {
      if (!row) continue;
      if (row.inOpenOrders) {
        await tx.execute(sql`update stock set quantity = 0 where stockid = ${row.stockid}`);
        kept.push(sizeNames.get(change.sizeid as number) ?? '');
      } else {
        await tx.execute(sql`delete from stock where stockid = ${row.stockid}`);
      }
    } else {
      // The rows are locked, so these find what was checked; they still say so, for any writer that skips the lock.
      const written = row
        ? await rows(
            tx,
            sql`update stock set quantity = ${change.quantity} where stockid = ${row.stockid} and quantity = ${change.expected}
                returning stockid`,
          )
        : await rows(
            tx,
            sql`insert into stock (prodvarid, sizeid, quantity) values (${variantId}, ${change.sizeid}, ${change.quantity})
                on conflict on constraint stock_variant_size_uq do nothing returning stockid`,
          );
      if (!written.length) {
        const [now] = await rows(
          tx,
          sql`select quantity from stock where prodvarid = ${variantId} and sizeid is not distinct from ${change.sizeid}`,
        );
        throw new AppError('conflict', ADMIN_MSG.adminStockChanged(what(change.sizeid), now ? num(now.quantity) : null));
      }
    }
  }
  return kept;
}

// ------------------------------------------------------------------ images

export async function variantExists(db: Db, variantId: number) {
  await variantProduct(db, variantId);
}

export async function addImage(db: Db, variantId: number, url: string) {
  return db.transaction(async (tx) => {
    const { productId } = await variantProduct(tx, variantId, true);
    const [r] = await rows(
      tx,
      sql`insert into product_media (prodvarid, url, type, position)
          values (${variantId}, ${url}, 'image', (select coalesce(max(position) + 1, 0) from product_media where prodvarid = ${variantId}))
          returning mediaid`,
    );
    return { mediaId: num(r.mediaid), productId };
  });
}

/** The row goes; the file stays (files are named by content and another row may show the same one). */
export async function deleteImage(db: Db, mediaId: number) {
  await db.transaction(async (tx) => {
    const deleted = await rows(tx, sql`delete from product_media where mediaid = ${mediaId} returning prodvarid`);
    if (!deleted.length) throw notFound(ADMIN_MSG.adminImageNotFound);
  });
}

/** `order` lists every picture of the variant once; the first is the main picture. */
export async function reorderImages(db: Db, variantId: number, order: number[]) {
  await db.transaction(async (tx) => {
    await variantProduct(tx, variantId, true);
    const current = await rows(tx, sql`select mediaid from product_media where prodvarid = ${variantId}`);
    const ids = new Set(current.map((r) => num(r.mediaid)));
    if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
      throw badRequest(ADMIN_MSG.adminImagesOrderInvalid);
    }
    for (const [position, mediaId] of order.entries()) {
      await tx.execute(sql`update product_media set position = ${position} where mediaid = ${mediaId}`);
    }
  });
}
