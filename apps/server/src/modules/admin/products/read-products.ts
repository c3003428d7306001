import {
  type AdminProduct,
  type AdminProductOptions,
  type AdminProductRow,
  type AdminVariant,
  MSG,
  PRODUCT_FORM_LOOKUPS,
} from '@store/contracts';
import { and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { lookupTable } from '../../../db/lookup-tables.ts';
import { brands, colors, products, sizes, variants } from '../../../db/schema.ts';
import { notFound } from '../../../lib/app-error.ts';
import { jsonColumn } from '../../../lib/rows.ts';
import { normalizeSearch } from '../../../lib/search-text.ts';
import { containsPattern } from '../../../lib/sql.ts';
import { formLookupIds } from './lookup-ids.ts';

/** The product form's choices: every lookup by name, colours with their hex code, sizes in the store's order. */
export async function productOptions(db: Db): Promise<Omit<AdminProductOptions, 'ok'>> {
  const lists = await Promise.all(
    PRODUCT_FORM_LOOKUPS.map(async (name) => {
      const table = lookupTable(name);
      return [name, await db.select({ id: table.id, name: table.name }).from(table).orderBy(table.name)] as const;
    }),
  );
  const [colorList, sizeList] = await Promise.all([
    db.select({ id: colors.id, name: colors.name, hexcode: colors.hexcode }).from(colors).orderBy(colors.name),
    db.select({ id: sizes.id, name: sizes.name }).from(sizes).orderBy(sizes.sortOrder, sizes.id),
  ]);
  return {
    ...(Object.fromEntries(lists) as Pick<AdminProductOptions, (typeof PRODUCT_FORM_LOOKUPS)[number]>),
    colors: colorList,
    sizes: sizeList,
  };
}

const variantCount = sql`(select count(*) from product_variants v where v.productid = ${products.id})`.mapWith(Number);
const totalStock = sql`(select coalesce(sum(s.quantity), 0) from stock s join product_variants v on v.prodvarid = s.prodvarid
  where v.productid = ${products.id})`.mapWith(Number);
/** the lowest variant price; null without variants */
const lowestPrice = sql<number | null>`(select min(v.price_cents) from product_variants v where v.productid = ${products.id})`;
/** the first picture of the first variant that has one */
const thumbnail = sql<string | null>`(select m.url from product_variants v join product_media m on m.prodvarid = v.prodvarid
  where v.productid = ${products.id} order by v.position, v.prodvarid, m.position, m.mediaid limit 1)`;

export async function listProducts(
  db: Db,
  q: { q?: string; brandid?: number; preventa?: boolean; active?: boolean; page: number; size: number },
) {
  const where: SQL[] = [];
  const term = q.q ? normalizeSearch(q.q) : '';
  if (term) where.push(like(products.searchText, containsPattern(term)));
  if (q.brandid) where.push(eq(products.brandId, q.brandid));
  if (q.preventa !== undefined) where.push(eq(products.preventa, q.preventa));
  if (q.active !== undefined) where.push(eq(products.active, q.active));
  const condition = and(...where);
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(products).where(condition),
    db
      .select({
        productid: products.id,
        name: products.name,
        stockType: products.stockType,
        unitsPerBox: products.unitsPerBox,
        preventa: products.preventa,
        active: products.active,
        createdAt: products.createdAt,
        brandid: products.brandId,
        brandName: brands.name,
        variantCount,
        totalStock,
        priceCents: lowestPrice,
        thumbnail,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(condition)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
  ]);
  const rows: AdminProductRow[] = list.map(({ brandid, brandName, createdAt, ...r }) => ({
    ...r,
    brand: { brandid, name: brandName },
    createdAt: createdAt.toISOString(),
  }));
  return {
    products: rows,
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
  };
}

/** A variant's stock rows (the single one first, then sizes in the store's order) and its pictures, as JSON. */
const variantStock = sql`(select coalesce(json_agg(json_build_object('sizeid', s.sizeid, 'sizeName', z.name, 'quantity', s.quantity)
    order by z.sort_order nulls first, s.sizeid nulls first), '[]'::json)
  from stock s left join sizes z on z.sizeid = s.sizeid where s.prodvarid = ${variants.id})`.mapWith(jsonColumn<AdminVariant['stock']>);
const variantImages = sql`(select coalesce(json_agg(json_build_object('mediaid', m.mediaid, 'url', m.url, 'position', m.position)
    order by m.position, m.mediaid), '[]'::json)
  from product_media m where m.prodvarid = ${variants.id})`.mapWith(jsonColumn<AdminVariant['images']>);

export async function getProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw notFound(MSG.productNotFound);
  const variantList: AdminVariant[] = await db
    .select({
      prodvarid: variants.id,
      code: variants.code,
      colorid: variants.colorId,
      colorName: colors.name,
      colorHex: colors.hexcode,
      priceCents: variants.priceCents,
      discountPercent: variants.discountPercent,
      position: variants.position,
      stock: variantStock,
      images: variantImages,
    })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(variants.productId, id))
    .orderBy(asc(variants.position), asc(variants.id));
  return {
    productid: p.id,
    name: p.name,
    description: p.description,
    stockType: p.stockType,
    unitsPerBox: p.unitsPerBox,
    boxSizeRun: p.boxSizeRun,
    preventa: p.preventa,
    active: p.active,
    ...formLookupIds(p),
    createdAt: p.createdAt.toISOString(),
    variants: variantList,
  };
}
