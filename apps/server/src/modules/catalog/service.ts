/**
 * The product cards (kept serialised in the card cache) and what is built from them: store-front pages,
 * the home page's lists and the header's suggestions.
 */
import type { ProductCard, StoreFrontQuery, Suggestion, Variant } from '@store/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { CatalogCache } from '../../plugins/catalog-cache.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { lookupFields, lookupJson } from './product-lookups.ts';
import { loadVariants, summarise } from './product-variants.ts';

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

/**
 * The header's suggestions from the cards (no database round trip once they are warm): a code that matched
 * shows that variant's price, a name the card's (the cheapest).
 */
export async function suggestions(
  db: Db,
  cache: CatalogCache,
  found: { id: number; code: string | null }[],
  priced: boolean,
): Promise<Suggestion[]> {
  const cards = await cardsJson(
    db,
    cache,
    found.map((f) => f.id),
    priced,
  );
  const codeOf = new Map(found.map((f) => [f.id, f.code]));
  return cards.map((bytes) => {
    const card: ProductCard = JSON.parse(bytes.toString());
    const code = codeOf.get(card.productid) ?? null;
    const variant = card.product_variants.find((v) => v.code === code);
    return {
      productid: card.productid,
      name: card.name,
      brand: card.marca.name,
      code,
      thumbnail: card.thumbnail,
      price: variant ? variant.price : card.price,
      discount_value: variant ? variant.discount_value : card.discount_value,
      preventa: card.preventa,
    };
  });
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

/** A card names its product's gender and brand, in this order. */
const CARD_LOOKUPS = ['genders', 'brands'] as const;

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
        ...lookupFields(CARD_LOOKUPS),
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
        ...lookupJson(CARD_LOOKUPS, r),
        product_variants: variants,
      },
    ];
  });
}
