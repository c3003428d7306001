/**
 * The product cards and pages (kept serialised in the catalogue cache) and what is built from the cards:
 * store-front pages, the home page's lists and the header's suggestions.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type ProductCard,
  type ProductDetail,
  type StoreFrontQuery,
  type Suggestion,
  toCents,
  toDollars,
  type Variant,
} from '@store/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import {
  BodyPart,
  CachedBody,
  type CardBytes,
  type CatalogCache,
  deflatedPart,
  ownedBytes,
  type ProductPages,
} from '../../plugins/catalog-cache.ts';
import type { Repricer } from '../pricing/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { cardOf, detailOf, loadProducts } from './product-detail.ts';
import { summarise } from './product-variants.ts';

/**
 * Who a catalogue answer is built for, and its key in the cache: visitors (no prices), distributors at list prices,
 * or distributors whose group has a price list in effect (that list's prices; one copy per list, decision 028).
 */
export interface CatalogAudience {
  key: string;
  priced: boolean;
  /** the price list in effect and how it prices a variant (PriceListIndex.catalogueRepricer) */
  list: PricingList | null;
}
export interface PricingList {
  id: number;
  price: Repricer;
}
export const VISITORS: CatalogAudience = { key: 'public', priced: false, list: null };
export const LIST_PRICES: CatalogAudience = { key: 'priced', priced: true, list: null };
export const audienceOf = (list: PricingList | null): CatalogAudience =>
  list ? { key: `list${list.id}`, priced: true, list } : LIST_PRICES;

/**
 * A card's JSON without prices, for visitors. In JSON text a `"price":` key can only be a key: a quote
 * inside a string value is always escaped.
 */
export const withoutPrices = (json: string) => json.replace(/"price":[^,}\]]+/g, '"price":null');

const gzipPage = (product: ProductDetail) => gzipSync(JSON.stringify({ ok: true, product }));

/** A product's page (as distributors at list prices get it) at a price list's prices, gzipped. */
function listPageOf(detail: ProductDetail, list: PricingList): Buffer {
  const { product: productInfo, variants } = repriced(detail.productInfo, detail.productVariants, list.price);
  return gzipPage({ productInfo, productVariants: variants });
}

/**
 * Loads the cards and pages of these products into the catalogue cache, one batch of queries for all; with
 * `lists` (the warm-up's: every price list in effect) each product's page at each list's prices too, while
 * their share of the cache has room (the newest products first: the store front's first pages).
 */
export async function cacheProducts(db: Db, cache: CatalogCache, ids: number[], allLists: PricingList[] = []) {
  const generation = cache.generationNow;
  const found = await loadProducts(db, ids);
  const lists = cache.listPagesHaveRoom ? allLists : [];
  const made = found.map((p) => {
    const card = Buffer.from(JSON.stringify(cardOf(p)));
    const priced = detailOf(p, true);
    return { card, priced, visitor: detailOf(p, false) };
  });
  // One allocation per cache per batch: kept bytes made one by one between zlib's large short-lived buffers
  // fragment the process heap (~360 MB against ~280 MB packed, decision 024), and one for all would outlive
  // the entries each cache forgets on its own budget (an allocation is freed once every view of it is, 034).
  const cards = ownedBytes(made.flatMap(({ card }) => [card, deflatedPart(card)]));
  const gzipped = ownedBytes(made.flatMap(({ priced, visitor }) => [gzipPage(priced), gzipPage(visitor)]));
  const listed = ownedBytes(made.flatMap(({ priced }) => lists.map((l) => listPageOf(priced, l))));
  // A product a sale or an edit changed since the load began is answered, not kept.
  const loaded = new Map<number, { card: CardBytes; pages: ProductPages }>();
  found.forEach(({ row: { id } }, i) => {
    const [json, deflated] = [cards[2 * i], cards[2 * i + 1]];
    const [priced, visitor] = [gzipped[2 * i], gzipped[2 * i + 1]];
    const listPages = listed.slice(lists.length * i, lists.length * (i + 1));
    const card = new BodyPart(json, deflated) as CardBytes;
    const pages = { priced, public: visitor };
    if (cache.keeps(id, generation)) {
      cache.cards.set(id, card);
      cache.details.set(id, pages);
      if (lists.length) cache.listDetails.set(id, new Map(lists.map((l, j) => [l.id, listPages[j]])));
    }
    loaded.set(id, { card, pages });
  });
  return loaded;
}

/**
 * (Re)loads the card and page of every product into the catalogue cache in the background, a batch at a
 * time, so that a search nobody made before and any product's page cost no database round trip (for every
 * audience: its pages at the prices of each list in effect are made with them).
 */
export async function warmProducts(db: Db, cache: CatalogCache, ids: number[], batch = 200, lists: PricingList[] = []) {
  for (let i = 0; i < ids.length; i += batch) {
    await cacheProducts(db, cache, ids.slice(i, i + batch), lists);
    // Let requests waiting for the database go between two batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A card as a list sends it: its JSON, and for distributors its checksum and compressed copy (visitors' has no prices). */
type ListedCard = { json: Buffer } | CardBytes;

/** Variants at a list's prices, and the product's cheapest price again. */
function repriced<T extends { price: number | null; discount_value: number }>(
  product: T,
  variants: Variant[],
  price: Repricer,
): { product: T; variants: Variant[] } {
  const priced = variants.map((v) => ({ ...v, price: v.price === null ? null : toDollars(price(v.prodvarid, toCents(v.price))) }));
  const { price: cheapest, discount_value } = summarise(priced);
  return { product: { ...product, price: cheapest, discount_value }, variants: priced };
}

/** These priced cards as a price list prices them, from the cache or made from them. */
function listCards(cache: CatalogCache, list: PricingList, cards: CardBytes[]): CardBytes[] {
  const generation = cache.generationNow;
  const kept = cards.map((card) => cache.listCards.get(productIdOf(card))?.get(list.id));
  const missing = cards.filter((_, i) => !kept[i]).map((card) => JSON.parse(card.json.toString()) as ProductCard);
  if (missing.length === 0) return kept as CardBytes[];
  const made = new Map(
    missing.map((card) => {
      const { product, variants } = repriced(card, card.product_variants, list.price);
      const bytes = Buffer.from(JSON.stringify({ ...product, product_variants: variants }));
      const [json, deflated] = ownedBytes([bytes, deflatedPart(bytes)]);
      return [card.productid, new BodyPart(json, deflated) as CardBytes];
    }),
  );
  for (const [id, card] of made)
    if (cache.keeps(id, generation)) cache.listCards.set(id, new Map(cache.listCards.get(id)).set(list.id, card));
  return cards.map((card, i) => kept[i] ?? (made.get(productIdOf(card)) as CardBytes));
}

/** A card's product id, read from the start of its JSON (`{"productid":12,…`) without parsing the rest. */
const productIdOf = (card: CardBytes) => Number(/^\{"productid":(\d+)/.exec(card.json.subarray(0, 32).toString())?.[1]);

/** Cards in the order of `ids`, from the card cache or loaded in one batch. */
async function listedCards(db: Db, cache: CatalogCache, ids: number[], audience: CatalogAudience): Promise<ListedCard[]> {
  const kept: (CardBytes | undefined)[] = ids.map((id) => cache.cards.get(id));
  const missing = ids.filter((_, i) => !kept[i]);
  if (missing.length) {
    const loaded = await cacheProducts(db, cache, missing);
    ids.forEach((id, i) => {
      kept[i] ??= loaded.get(id)?.card;
    });
  }
  const cards = kept.filter((card) => card !== undefined);
  if (!audience.priced) return cards.map((card) => ({ json: Buffer.from(withoutPrices(card.json.toString())) }));
  return audience.list ? listCards(cache, audience.list, cards) : cards;
}

/** Cards as JSON bytes, in the order of `ids`, from the card cache or loaded in one batch. */
export async function cardsJson(db: Db, cache: CatalogCache, ids: number[], audience: CatalogAudience): Promise<Buffer[]> {
  return (await listedCards(db, cache, ids, audience)).map((c) => c.json);
}

/**
 * `{"ok":true,"<key>":[card,card,…]<rest>}` joined from the cards' bytes without parsing them; when every
 * card is precompressed (a distributor's), with a gzip copy joined from them for its first hits.
 */
function cardListBody(key: string, cards: ListedCard[], rest = ''): CachedBody {
  const head = Buffer.from(`{"ok":true,"${key}":[`);
  const end = Buffer.from(`]${rest}}`);
  const plain: Buffer[] = [head];
  cards.forEach((card, i) => {
    if (i) plain.push(COMMA.json);
    plain.push(card.json);
  });
  plain.push(end);
  if (!cards.every((card): card is CardBytes => card instanceof BodyPart)) return new CachedBody(plain);
  const parts: BodyPart[] = [new BodyPart(head)];
  cards.forEach((card, i) => {
    if (i) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(new BodyPart(end));
  return new CachedBody(plain, parts);
}

/** `{"ok":true,"<key>":[card,card,…]<rest>}` assembled from the cards' bytes without parsing them. */
export function cardListJson(key: string, cards: Buffer[], rest = ''): Buffer {
  return cardListBody(
    key,
    cards.map((json) => ({ json })),
    rest,
  ).data;
}
const COMMA = new BodyPart(Buffer.from(','));

/**
 * A product's page for both audiences, from the cache or loaded (null: no such active product). An id the
 * loaded index does not hold is not active: answered without asking the database.
 */
export async function productPages(db: Db, cache: CatalogCache, index: CatalogIndex, id: number): Promise<ProductPages | null> {
  const kept = cache.details.get(id);
  if (kept) return kept;
  if (index.holds(id) === false) return null;
  return (await cacheProducts(db, cache, [id])).get(id)?.pages ?? null;
}

/** A product's gzipped page for one audience (null: no such active product). */
export async function productPage(db: Db, cache: CatalogCache, index: CatalogIndex, id: number, audience: CatalogAudience) {
  const pages = await productPages(db, cache, index, id);
  if (!pages) return null;
  if (!audience.priced) return pages.public;
  const { list } = audience;
  if (!list) return pages.priced;
  const kept = cache.listDetails.get(id)?.get(list.id);
  if (kept) return kept;
  const generation = cache.generationNow;
  const [page] = ownedBytes([listPageOf((JSON.parse(gunzipSync(pages.priced).toString()) as { product: ProductDetail }).product, list)]);
  if (cache.keeps(id, generation)) cache.listDetails.set(id, new Map(cache.listDetails.get(id)).set(list.id, page));
  return page;
}

/** A store-front page: ids from the in-memory index, cards from the card cache. */
export async function storeFront(db: Db, cache: CatalogCache, index: CatalogIndex, q: StoreFrontQuery, audience: CatalogAudience) {
  const { ids, total } = await index.query(q);
  const cards = await listedCards(db, cache, ids, audience);
  const info = { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total };
  return cardListBody('products', cards, `,"info":${JSON.stringify(info)}`);
}

/**
 * The header's suggestions from the cards (no database round trip once they are warm): a code that matched
 * shows that variant's price, a name the card's (the cheapest).
 */
export async function suggestions(
  db: Db,
  cache: CatalogCache,
  found: { id: number; code: string | null }[],
  audience: CatalogAudience,
): Promise<Suggestion[]> {
  const cards = await cardsJson(
    db,
    cache,
    found.map((f) => f.id),
    audience,
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
