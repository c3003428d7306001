import {
  type CountingUnit,
  DEFAULT_IMAGE_URL,
  discountedCents,
  type ProductCard,
  type ProductDetail,
  type StoreFrontQuery,
  toCents,
  toDollars,
  type Variant,
} from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { num, rows } from '../../lib/rows.ts';
import type { CatalogCache } from '../../plugins/catalog-cache.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { FILTERS } from './filters.ts';

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

export async function mostSoldIds(db: Db, limit: number) {
  const ids = await rows(
    db,
    sql`select productid from products where active and not preventa order by units_sold desc, created_at desc, productid desc limit ${limit}`,
  );
  return ids.map((r) => num(r.productid));
}

export async function newArrivalIds(db: Db, limit: number) {
  const ids = await rows(
    db,
    sql`select productid from products where active and not preventa order by created_at desc, productid desc limit ${limit}`,
  );
  return ids.map((r) => num(r.productid));
}

interface VariantRow {
  productid: number;
  variant: Variant;
}

/**
 * Variants with colour, stock and pictures, priced, in one query. Cards carry only each variant's first
 * picture (all a card shows); the detail page gets every picture and the per-size stock.
 */
async function loadVariants(db: Db, productIds: number[], detail: boolean): Promise<VariantRow[]> {
  const media = detail
    ? sql`select m.url, m.type from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid`
    : sql`select m.url, m.type from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid limit 1`;
  const sizes = detail
    ? sql`, (select coalesce(json_agg(z), '[]'::json) from (
            select s.stockid, z.sizeid, z.name, s.quantity from stock s join sizes z on z.sizeid = s.sizeid
            where s.prodvarid = v.prodvarid order by z.sort_order, z.sizeid) z) as sizes`
    : sql``;
  const variantRows = await rows(
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
      prodvarid: num(r.prodvarid),
      code: String(r.code),
      price: toDollars(num(r.price_cents)),
      discount_value: num(r.discount_percent),
      stock_quantity: stock,
      color: { colorid: num(r.colorid), name: String(r.color_name), hexcode: String(r.hexcode) },
      product_stock: [{ quantity: stock }],
      product_media: jsonColumn(r.media) as Variant['product_media'],
    };
    if (detail) variant.stock_sizes = jsonColumn(r.sizes) as NonNullable<Variant['stock_sizes']>;
    return { productid: num(r.productid), variant };
  });
}

/** A `json` column: parsed by node-postgres and PGlite alike, but a string if a driver ever leaves it raw. */
const jsonColumn = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

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
    rows(
      db,
      sql`select p.productid, p.name, p.stocktype, p.units_per_box, p.preventa, p.brandid, p.genderid,
            (select name from brands where brandid = p.brandid) as brand_name,
            (select name from genders where genderid = p.genderid) as gender_name
          from products p where p.productid in ${ids} and p.active`,
    ),
    loadVariants(db, ids, false),
  ]);
  const byId = new Map(productRows.map((r) => [num(r.productid), r]));
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
        name: String(r.name),
        ...summarise(variants),
        stocktype: r.stocktype as ProductCard['stocktype'],
        units_per_box: num(r.units_per_box),
        preventa: Boolean(r.preventa),
        gender: { genderid: num(r.genderid), name: String(r.gender_name) },
        marca: { brandid: num(r.brandid), name: String(r.brand_name) },
        product_variants: variants,
      },
    ];
  });
}

export async function productDetail(db: Db, id: number, priced: boolean): Promise<ProductDetail | null> {
  const [[r], variantRows] = await Promise.all([
    rows(
      db,
      // Scalar subqueries rather than an eight-table join: PostgreSQL plans them in a fraction of the time.
      sql`select p.productid, p.name, p.description, p.stocktype, p.units_per_box, p.preventa, p.brandid, p.genderid, p.categoryid,
          p.materialid, p.typeid, p.technologyid, p.useid,
          (select name from brands where brandid = p.brandid) as brand_name,
          (select name from genders where genderid = p.genderid) as gender_name,
          (select name from categories where categoryid = p.categoryid) as category_name,
          (select unit from categories where categoryid = p.categoryid) as unit,
          (select name from materials where materialid = p.materialid) as material_name,
          (select name from types where typeid = p.typeid) as type_name,
          (select name from technologies where technologyid = p.technologyid) as technology_name,
          (select name from uses where useid = p.useid) as use_name
        from products p
        where p.productid = ${id} and p.active`,
    ),
    loadVariants(db, [id], true),
  ]);
  if (!r) return null;
  const pricedVariants = variantRows.map((v) => v.variant);
  const summary = summarise(pricedVariants);
  const variants = priced ? pricedVariants : pricedVariants.map((v) => ({ ...v, price: null }));
  if (!priced) summary.price = null;
  return {
    productInfo: {
      productid: id,
      name: String(r.name),
      description: String(r.description),
      brandid: num(r.brandid),
      stocktype: r.stocktype as ProductCard['stocktype'],
      unit: r.unit as CountingUnit,
      units_per_box: num(r.units_per_box),
      thumbnail: summary.thumbnail,
      preventa: Boolean(r.preventa),
      price: summary.price,
      discount_value: summary.discount_value,
      marca: { brandid: num(r.brandid), name: String(r.brand_name) },
      gender: { genderid: num(r.genderid), name: String(r.gender_name) },
      category: { categoryid: num(r.categoryid), name: String(r.category_name) },
      material: { materialid: num(r.materialid), name: String(r.material_name) },
      type: { typeid: num(r.typeid), name: String(r.type_name) },
      technology: { technologyid: num(r.technologyid), name: String(r.technology_name) },
      use: { useid: num(r.useid), name: String(r.use_name) },
    },
    productVariants: variants,
  };
}

/** The filter groups, listing only values that products of the chosen mode (regular or pre-sale) use. */
export async function filterGroups(db: Db, preventa: boolean) {
  const groups = [];
  for (const g of FILTERS) {
    const table = sql.raw(g.table);
    const id = sql.raw(g.id);
    const used =
      g.key === 'colorid'
        ? sql`exists (select 1 from product_variants v join products p on p.productid = v.productid
                      where v.colorid = x.colorid and p.active and p.preventa = ${preventa})`
        : sql`exists (select 1 from products p where p.${id} = x.${id} and p.active and p.preventa = ${preventa})`;
    const extra = g.key === 'colorid' ? sql`, x.hexcode` : sql``;
    const values = await rows(db, sql`select x.${id}, x.name${extra} from ${table} x where ${used} order by x.name`);
    groups.push({
      title: g.title,
      key: g.key,
      filters: values.map((v) => ({ ...v, [g.id]: num(v[g.id]) }) as Record<string, string | number>),
    });
  }
  return groups;
}
