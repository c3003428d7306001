/**
 * The catalogue's reads: product cards (kept serialised in the card cache), store-front pages, the home
 * page's lists, a product's page and the filter groups.
 */
import {
  DEFAULT_IMAGE_URL,
  discountedCents,
  FILTER_GROUPS,
  LOOKUPS,
  type ProductCard,
  type ProductDetail,
  type StoreFrontQuery,
  toCents,
  toDollars,
  type Variant,
} from '@store/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { brands, categories, genders, materials, products, technologies, types, uses } from '../../db/schema.ts';
import { jsonColumn, num, rows } from '../../lib/rows.ts';
import type { CatalogCache } from '../../plugins/catalog-cache.ts';
import type { CatalogIndex } from './catalog-index.ts';

/**
 * A card's JSON without prices, for visitors. In JSON text a `"price":` key can only be a key: a quote
 * inside a string value is always escaped.
 */
export const withoutPrices = (json: string) => json.replace(/"price":[^,}\]]+/g, '"price":null');

/** Loads the cards of these products into the card cache, one batch of queries for all. */
export async function cacheCards(db: Db, cache: CatalogCache, ids: number[]) {
  const generation = cache.generationNow;
  const loaded = new Map<number, Buffer>();
  for (const card of await loadCards(db, ids)) {
    const bytes = Buffer.from(JSON.stringify(card));
    // A sale or an edit since the load began may have changed these cards: answer them, do not keep them.
    if (cache.isCurrent(generation)) cache.cards.set(card.productid, bytes);
    loaded.set(card.productid, bytes);
  }
  return loaded;
}

/**
 * (Re)loads the card of every product into the card cache in the background, a batch at a time, so that a
 * search nobody made before costs no database round trip.
 */
export async function warmCards(db: Db, cache: CatalogCache, ids: number[], batch = 200) {
  for (let i = 0; i < ids.length; i += batch) {
    await cacheCards(db, cache, ids.slice(i, i + batch));
    // Let requests waiting for the database go between two batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Cards as JSON bytes, in the order of `ids`, from the card cache or loaded in one batch. */
export async function cardsJson(db: Db, cache: CatalogCache, ids: number[], priced: boolean): Promise<Buffer[]> {
  const found = new Map<number, Buffer>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = cache.cards.get(id);
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length) for (const [id, card] of await cacheCards(db, cache, missing)) found.set(id, card);
  return ids.flatMap((id) => {
    const card = found.get(id);
    if (!card) return [];
    return [priced ? card : Buffer.from(withoutPrices(card.toString()))];
  });
}

/** `{"ok":true,"<key>":[card,card,…]<rest>}` assembled from the cards' bytes without parsing them. */
export function cardListJson(key: string, cards: Buffer[], rest = ''): Buffer {
  const parts: Buffer[] = [Buffer.from(`{"ok":true,"${key}":[`)];
  cards.forEach((card, i) => {
    if (i) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(Buffer.from(`]${rest}}`));
  return Buffer.concat(parts);
}
const COMMA = Buffer.from(',');

/** A store-front page: ids from the in-memory index, cards from the card cache. */
export async function storeFront(db: Db, cache: CatalogCache, index: CatalogIndex, q: StoreFrontQuery, priced: boolean) {
  const { ids, total } = await index.query(q);
  const cards = await cardsJson(db, cache, ids, priced);
  const info = { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total };
  return cardListJson('products', cards, `,"info":${JSON.stringify(info)}`);
}

const listed = and(eq(products.active, true), eq(products.preventa, false));

export async function mostSoldIds(db: Db, limit: number) {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(listed)
    .orderBy(desc(products.unitsSold), desc(products.createdAt), desc(products.id))
    .limit(limit);
  return found.map((r) => r.id);
}

export async function newArrivalIds(db: Db, limit: number) {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(listed)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return found.map((r) => r.id);
}

/** What the variants query selects: a JSON aggregate per variant, so it stays raw SQL. */
interface VariantRow {
  prodvarid: number;
  productid: number;
  code: string;
  price_cents: number;
  discount_percent: number;
  colorid: number;
  color_name: string;
  hexcode: string;
  /** a sum: text from node-postgres */
  stock: number | string;
  media: unknown;
  /** the detail page's only */
  sizes?: unknown;
}

/**
 * Variants with colour, stock and pictures, priced, in one query. Cards carry only each variant's first
 * picture (all a card shows); the detail page gets every picture and the per-size stock.
 */
async function loadVariants(db: Db, productIds: number[], detail: boolean): Promise<{ productid: number; variant: Variant }[]> {
  const media = detail
    ? sql`select m.url, m.type from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid`
    : sql`select m.url, m.type from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid limit 1`;
  const sizes = detail
    ? sql`, (select coalesce(json_agg(z), '[]'::json) from (
            select s.stockid, z.sizeid, z.name, s.quantity from stock s join sizes z on z.sizeid = s.sizeid
            where s.prodvarid = v.prodvarid order by z.sort_order, z.sizeid) z) as sizes`
    : sql``;
  const variantRows = await rows<VariantRow>(
    db,
    sql`select v.prodvarid, v.productid, v.code, v.price_cents, v.discount_percent, c.colorid, c.name as color_name, c.hexcode,
          coalesce((select sum(s.quantity) from stock s where s.prodvarid = v.prodvarid), 0) as stock,
          (select coalesce(json_agg(m), '[]'::json) from (${media}) m) as media ${sizes}
        from product_variants v join colors c on c.colorid = v.colorid
        where v.productid in ${productIds} order by v.productid, v.position, v.prodvarid`,
  );
  return variantRows.map((r) => {
    const stock = num(r.stock);
    const variant: Variant = {
      prodvarid: r.prodvarid,
      code: r.code,
      price: toDollars(r.price_cents),
      discount_value: r.discount_percent,
      stock_quantity: stock,
      color: { colorid: r.colorid, name: r.color_name, hexcode: r.hexcode },
      product_stock: [{ quantity: stock }],
      product_media: jsonColumn<Variant['product_media']>(r.media),
    };
    if (detail) variant.stock_sizes = jsonColumn<NonNullable<Variant['stock_sizes']>>(r.sizes);
    return { productid: r.productid, variant };
  });
}

/**
 * A lookup's value for the product in hand, as a scalar subquery: PostgreSQL plans seven of these in a
 * fraction of the time of an eight-table join. The subquery is an SQL object of its own because Drizzle
 * writes the columns a one-table select lists without their table, and this one needs them.
 */
const lookupOf = <C extends AnyPgColumn>(value: C, id: AnyPgColumn, productColumn: AnyPgColumn) => {
  const subquery = sql`select ${value} from ${value.table} where ${id} = ${productColumn}`;
  return sql`(${subquery})`.mapWith(value);
};

/** What a product shows on a card: the price and discount of its cheapest variant once discounted. */
function summarise(variants: Variant[]) {
  const cost = (v: Variant) => discountedCents(toCents(v.price ?? 0), v.discount_value);
  const cheapest = variants.reduce<Variant | null>((best, v) => (!best || cost(v) < cost(best) ? v : best), null);
  return {
    price: cheapest?.price ?? null,
    discount_value: cheapest?.discount_value ?? 0,
    stock: variants.reduce((sum, v) => sum + v.stock_quantity, 0),
    thumbnail: variants.find((v) => v.product_media.length)?.product_media[0].url ?? DEFAULT_IMAGE_URL,
  };
}

/** Priced cards of these products, in the order of `ids` (inactive or unknown ids are left out). */
export async function loadCards(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const [productRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        stocktype: products.stockType,
        unitsPerBox: products.unitsPerBox,
        preventa: products.preventa,
        brandId: products.brandId,
        genderId: products.genderId,
        brandName: lookupOf(brands.name, brands.id, products.brandId),
        genderName: lookupOf(genders.name, genders.id, products.genderId),
      })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.active, true))),
    loadVariants(db, ids, false),
  ]);
  const byId = new Map(productRows.map((r) => [r.id, r]));
  const variantsOf = new Map<number, Variant[]>();
  for (const { productid, variant } of variantRows) {
    const group = variantsOf.get(productid);
    if (group) group.push(variant);
    else variantsOf.set(productid, [variant]);
  }
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const variants = variantsOf.get(id) ?? [];
    return [
      {
        productid: id,
        name: r.name,
        ...summarise(variants),
        stocktype: r.stocktype,
        units_per_box: r.unitsPerBox,
        preventa: r.preventa,
        gender: { genderid: r.genderId, name: r.genderName },
        marca: { brandid: r.brandId, name: r.brandName },
        product_variants: variants,
      },
    ];
  });
}

/**
 * A product's own fields and the names of its lookups, built once per database as a prepared statement:
 * the detail is the catalogue's most frequent uncached read, and building the query each time cost a
 * fifth of its throughput on PostgreSQL.
 */
const detailQuery = (db: Db) =>
  db
    .select({
      name: products.name,
      description: products.description,
      stocktype: products.stockType,
      unitsPerBox: products.unitsPerBox,
      preventa: products.preventa,
      brandId: products.brandId,
      genderId: products.genderId,
      categoryId: products.categoryId,
      materialId: products.materialId,
      typeId: products.typeId,
      technologyId: products.technologyId,
      useId: products.useId,
      brandName: lookupOf(brands.name, brands.id, products.brandId),
      genderName: lookupOf(genders.name, genders.id, products.genderId),
      categoryName: lookupOf(categories.name, categories.id, products.categoryId),
      unit: lookupOf(categories.unit, categories.id, products.categoryId),
      materialName: lookupOf(materials.name, materials.id, products.materialId),
      typeName: lookupOf(types.name, types.id, products.typeId),
      technologyName: lookupOf(technologies.name, technologies.id, products.technologyId),
      useName: lookupOf(uses.name, uses.id, products.useId),
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.active, true)))
    .prepare('product_detail');
const detailQueries = new WeakMap<Db, ReturnType<typeof detailQuery>>();

export async function productDetail(db: Db, id: number, priced: boolean): Promise<ProductDetail | null> {
  let query = detailQueries.get(db);
  if (!query) detailQueries.set(db, (query = detailQuery(db)));
  const [[r], variantRows] = await Promise.all([query.execute({ id }), loadVariants(db, [id], true)]);
  if (!r) return null;
  const pricedVariants = variantRows.map((v) => v.variant);
  const summary = summarise(pricedVariants);
  const variants = priced ? pricedVariants : pricedVariants.map((v) => ({ ...v, price: null }));
  if (!priced) summary.price = null;
  return {
    productInfo: {
      productid: id,
      name: r.name,
      description: r.description,
      brandid: r.brandId,
      stocktype: r.stocktype,
      unit: r.unit,
      units_per_box: r.unitsPerBox,
      thumbnail: summary.thumbnail,
      preventa: r.preventa,
      price: summary.price,
      discount_value: summary.discount_value,
      marca: { brandid: r.brandId, name: r.brandName },
      gender: { genderid: r.genderId, name: r.genderName },
      category: { categoryid: r.categoryId, name: r.categoryName },
      material: { materialid: r.materialId, name: r.materialName },
      type: { typeid: r.typeId, name: r.typeName },
      technology: { technologyid: r.technologyId, name: r.technologyName },
      use: { useid: r.useId, name: r.useName },
    },
    productVariants: variants,
  };
}

/** A filter group's value: its id (keyed by the group's id column in the answer), name and, for colours, hexcode. */
interface FilterValueRow {
  id: number;
  name: string;
  hexcode?: string;
}

/**
 * The filter groups of the lookup registry, in its order, listing only values that products of the chosen
 * mode (regular or pre-sale) use. Raw SQL: the tables and columns are the registry's names.
 */
export async function filterGroups(db: Db, preventa: boolean) {
  const groups = [];
  for (const name of FILTER_GROUPS) {
    const { table, id, filterKey, title, usedBy } = LOOKUPS[name];
    const column = sql.identifier(id);
    const used =
      usedBy === 'variants'
        ? sql`exists (select 1 from product_variants v join products p on p.productid = v.productid
                      where v.${column} = x.${column} and p.active and p.preventa = ${preventa})`
        : sql`exists (select 1 from products p where p.${column} = x.${column} and p.active and p.preventa = ${preventa})`;
    const hexcode = name === 'colors' ? sql`, x.hexcode` : sql``;
    const values = await rows<FilterValueRow>(
      db,
      sql`select x.${column} as id, x.name${hexcode} from ${sql.identifier(table)} x where ${used} order by x.name`,
    );
    groups.push({ title, key: filterKey, filters: values.map(({ id: value, ...rest }) => ({ [id]: value, ...rest })) });
  }
  return groups;
}
