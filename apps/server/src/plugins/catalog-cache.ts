import { promisify } from 'node:util';
import { constants, crc32, deflateRawSync, gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_CACHE_MB } from '../config.ts';
import { crc32Combine, crc32Shift } from '../lib/crc32-combine.ts';
import { megabytes, type SizedCache, sizedCache } from '../lib/sized-cache.ts';
import type { Invalidation } from './invalidation.ts';

/**
 * A serialised response as UTF-8 bytes, or the parts it is joined from (a list of cards); its gzip copy is
 * made once the body has proved popular (concurrent hits wait for the same one). Bytes rather than strings
 * keep the cache off the JavaScript heap, whose size the engine multiplies.
 */
export class CachedBody {
  readonly length: number;
  /** the whole body compressed (gzip -6), off the event loop */
  gzip?: Promise<Buffer>;
  /** how many times a joined gzip copy was sent */
  quickSends = 0;
  /** the answer's status, when not 200 (a rendered page that is not found, a redirect whose body is its address) */
  status = 200;

  /**
   * `joinable`: the same bytes as parts kept compressed (cards), from which a gzip copy is joined for
   * each of the first clients (`gzipOfParts`): a page nobody asked before (a random search) costs no
   * compression, and a kept one holds no copy of its own (decision 024).
   */
  constructor(
    private readonly parts: Buffer[],
    private readonly joinable?: BodyPart[],
  ) {
    let length = 0;
    for (const part of parts) length += part.length;
    this.length = length;
  }

  static of(v: string | Buffer | CachedBody): CachedBody {
    return v instanceof CachedBody ? v : new CachedBody(ownedBytes([typeof v === 'string' ? Buffer.from(v) : v]));
  }

  get data(): Buffer {
    if (this.parts.length === 1) return this.parts[0];
    // Joined each time, not kept: a client without gzip is rare, and a page is compressed whole once.
    return Buffer.concat(this.parts, this.length);
  }

  /** A gzip copy joined from its compressed parts, if it has them (~5 µs for 20 cards). */
  quickGzip(): Buffer | undefined {
    return this.joinable && gzipOfParts(this.joinable);
  }

  /** What it holds in memory: a body of parts holds views of the cards (counted with them) and its whole gzip copy. */
  get footprint(): number {
    const plain = this.parts.length === 1 ? this.length : 128 * this.parts.length;
    // The whole gzip copy, made later, is not re-measured: counted ahead (these bodies shrink to ~10-25 %).
    return plain + Math.ceil(this.length / 4) + 128;
  }
}

/**
 * Bytes a body is joined from, with their CRC-32 and its `crc32Shift`, so that a joined gzip copy gets its
 * checksum without reading them again; `deflated` when they are also kept compressed alone (`deflatedPart`).
 * One class, so that joining a page reads every part through one shape.
 */
export class BodyPart {
  readonly crc: number;
  readonly shift: number;

  constructor(
    readonly json: Buffer,
    readonly deflated?: Buffer,
  ) {
    this.crc = crc32(json);
    this.shift = crc32Shift(json.length);
  }
}

/** A product's card as kept: its JSON with prices, and that JSON compressed alone. */
export type CardBytes = BodyPart & { deflated: Buffer };

/** A product's page for each audience, gzipped (decision 024): what the product detail sends as it is. */
export interface ProductPages {
  priced: Buffer;
  public: Buffer;
}

/** The cached responses that list product cards, with their stock: store pages, best sellers, new arrivals. */
const CARD_LISTS = ['front', 'best', 'new'] as const;
type CardList = (typeof CARD_LISTS)[number];
/** The rendered pages' keys begin so: they show stock, so a sale forgets them with the lists. */
const PAGE = 'page';

/**
 * How the budget is shared (decision 034). Per product of the bench's shape a card is ~2.0 KB (its JSON and
 * its compressed copy), its two pages ~1.8 KB, its pages at three lists ~2.9 KB: 120 MB hold every card and
 * page of ~22,000 products, and the pages at lists' prices the buyers read lately (made on a miss, ~0.3 ms).
 */
const SHARES = {
  cards: 0.38,
  details: 0.32,
  listDetails: 0.14,
  listCards: 0.06,
  responses: 0.07,
  searches: 0.03,
} as const;

/** What a map of buffers holds: their bytes, and a little for each entry. */
const sizeOfBuffers = (bytes: Iterable<Buffer>) => {
  let size = 128;
  for (const b of bytes) size += b.length + 64;
  return size;
};

/**
 * Catalogue responses and product cards, kept serialised. The same page serves every visitor and every
 * distributor, so a response is built once per audience. Losing any of it is harmless. Sales and cancels
 * forget the products they touched and the lists that show them, and the services that write the catalogue
 * call clear(); both are told to the other instances (app.ts wires `onChange` to the invalidation bus),
 * whose own calls arrive with `remote` set so that they are not told back.
 */
export class CatalogCache {
  private readonly responses: SizedCache<string, CachedBody>;
  private readonly searches: SizedCache<string, CachedBody>;
  /** each product's card as JSON, with prices (visitors get a copy with the prices taken out) */
  readonly cards: SizedCache<number, CardBytes>;
  /** each product's page: built with its card, rebuilt with it */
  readonly details: SizedCache<number, ProductPages>;
  /** each product's card and gzipped page as a price list prices them (decision 028), per list id: made from the above */
  readonly listCards: SizedCache<number, Map<number, CardBytes>>;
  readonly listDetails: SizedCache<number, Map<number, Buffer>>;
  private readonly enabled: boolean;
  /** concurrent misses of one key share one build */
  private readonly inflight = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  /** The generation each product was last forgotten at (a sale), and the one everything was (clear). */
  private readonly forgottenAt = new Map<number, number>();
  private clearedAt = 0;
  private readonly seenSearches = new Doorkeeper();
  private readonly listeners: ((event: Invalidation, remote: boolean) => void)[] = [];
  /** answers served from memory (a build in flight counts too) and answers built: the metrics read them */
  hits = 0;
  misses = 0;

  /**
   * `ttlMs` 0 turns the response cache off (tests of the uncached path); cards live until invalidated or
   * evicted. `budgetMb` bounds everything it keeps together, shared out by SHARES (decision 034).
   */
  constructor(ttlMs: number, budgetMb = CATALOG_CACHE_MB) {
    this.enabled = ttlMs > 0;
    const ttlOf = { ttlMs: Math.max(ttlMs, 1) };
    const bytes = (share: keyof typeof SHARES) => megabytes(budgetMb * SHARES[share]);
    const sizeOf = (v: CachedBody) => v.footprint;
    this.responses = sizedCache({ bytes: bytes('responses'), sizeOf, ...ttlOf });
    this.searches = sizedCache({ bytes: bytes('searches'), sizeOf, ...ttlOf });
    this.cards = sizedCache({ bytes: bytes('cards'), sizeOf: (v) => v.json.length + v.deflated.length + 128 });
    // Past its share, the least read pages are read again from the database.
    this.details = sizedCache({ bytes: bytes('details'), sizeOf: (v) => v.priced.length + v.public.length + 128 });
    this.listCards = sizedCache({
      bytes: bytes('listCards'),
      sizeOf: (v) => sizeOfBuffers([...v.values()].flatMap((card) => [card.json, card.deflated])),
    });
    this.listDetails = sizedCache({ bytes: bytes('listDetails'), sizeOf: (v) => sizeOfBuffers(v.values()) });
  }

  /** Whether the pages at lists' prices have room left: the warm-up makes them until they are nearly full. */
  get listPagesHaveRoom(): boolean {
    return this.listDetails.calculatedSize < 0.9 * this.listDetails.maxSize;
  }

  /** The bytes each part holds now and their total (the tests read it). */
  get footprint() {
    const parts = {
      responses: this.responses.calculatedSize,
      searches: this.searches.calculatedSize,
      cards: this.cards.calculatedSize,
      details: this.details.calculatedSize,
      listCards: this.listCards.calculatedSize,
      listDetails: this.listDetails.calculatedSize,
    };
    let total = 0;
    for (const v of Object.values(parts)) total += v;
    return { ...parts, total };
  }

  /**
   * A build that answers '' (not found) is passed on but not kept. Store-front searches are kept in an LRU
   * of their own, from their second request: one-off searches would otherwise evict the pages everyone
   * reads, and churn the kept memory the collector walks (decision 024).
   */
  getOrBuild(key: string, build: () => Promise<string | Buffer | CachedBody>): Promise<CachedBody> {
    if (!this.enabled) return build().then(CachedBody.of);
    const responses = CatalogCache.isSearch(key) ? this.searches : this.responses;
    const hit = responses.get(key);
    if (hit !== undefined) {
      this.hits++;
      return Promise.resolve(hit);
    }
    const pending = this.inflight.get(key);
    if (pending) {
      this.hits++;
      return pending;
    }
    this.misses++;
    const generation = this.generation;
    const promise = build()
      .then((v) => {
        const built = CachedBody.of(v);
        if (generation === this.generation && built.length && (responses !== this.searches || this.seenSearches.again(key)))
          responses.set(key, built);
        return built;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  private delete(key: string): void {
    this.responses.delete(key);
    this.searches.delete(key);
    this.inflight.delete(key);
  }

  private static isSearch(key: string) {
    return key.startsWith('front:') && key.includes('search=');
  }

  /** A list of cards for one audience and query; a sale or a cancel forgets every one of them. */
  static listKey(list: CardList, audience: string, query: string | number) {
    return `${list}:${audience}:${query}`;
  }

  /** A page rendered on the server for one audience, language and address (plugins/page-render.ts). */
  static pageKey(audience: string, language: string, address: string) {
    return `${PAGE}:${audience}:${language}:${address}`;
  }

  /** Builds started before now may hold old data: they are answered but not kept. */
  get generationNow() {
    return this.generation;
  }

  /**
   * Whether a product's card or page read since `generation` may be kept: neither it nor the whole catalogue was
   * forgotten since. Per product, so that a load of many (a warm-up's batch, a store page's missing cards) keeps
   * all but the few a sale meanwhile touched: under steady orders it would otherwise keep nothing.
   */
  keeps(id: number, generation: number) {
    return this.clearedAt <= generation && (this.forgottenAt.get(id) ?? 0) <= generation;
  }

  /**
   * Stock of these products changed (a sale, a cancelled order): their pages and cards are rebuilt
   * on the next read, and so is every cached list of cards (store pages, best sellers, new arrivals), which
   * would otherwise show the old stock until its TTL. Lists are rebuilt from the cached cards, so this is cheap.
   */
  forgetProducts(ids: Iterable<number>, remote = false) {
    this.generation++;
    const list = [...ids];
    for (const id of list) {
      this.forgottenAt.set(id, this.generation);
      this.cards.delete(id);
      this.details.delete(id);
      this.listCards.delete(id);
      this.listDetails.delete(id);
    }
    // Rendered pages (plugins/page-render.ts) show stock too.
    for (const key of [...this.responses.keys(), ...this.searches.keys()])
      if (key.startsWith(`${PAGE}:`) || CARD_LISTS.some((l) => key.startsWith(`${l}:`))) this.delete(key);
    this.changed({ kind: 'products', ids: list }, remote);
  }

  /** Runs after clear() and forgetProducts() (the search index and the invalidation bus listen). */
  onChange(listener: (event: Invalidation, remote: boolean) => void) {
    this.listeners.push(listener);
  }

  private changed(event: Invalidation, remote: boolean) {
    for (const listener of this.listeners) listener(event, remote);
  }

  /**
   * The catalogue changed (a product, price or picture edited through this instance): everything is
   * rebuilt from the database on the next read. Catalogue writes must call it.
   */
  clear(remote = false): void {
    this.generation++;
    this.clearedAt = this.generation;
    this.forgottenAt.clear();
    this.responses.clear();
    this.searches.clear();
    this.cards.clear();
    this.details.clear();
    this.listCards.clear();
    this.listDetails.clear();
    this.inflight.clear();
    this.changed({ kind: 'catalog' }, remote);
  }
}

/**
 * Which keys were asked lately, as bits of a hash (TinyLFU's doorkeeper): `again` says whether a key was
 * seen before and marks it. A false "yes" only keeps a one-off. Cleared after as many marks as a quarter of
 * its bits, so that it remembers the last few thousand keys and stays mostly empty.
 */
class Doorkeeper {
  private readonly bits = new Uint32Array(2048);
  private marks = 0;

  again(key: string): boolean {
    // FNV-1a over the UTF-16 units: no allocation.
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    const bit = (h >>> 0) % (this.bits.length * 32);
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    if (this.bits[word] & mask) return true;
    if (++this.marks > this.bits.length * 8) {
      this.bits.fill(0);
      this.marks = 1;
    }
    this.bits[word] |= mask;
    return false;
  }
}

const gzipAsync = promisify(gzip);

/**
 * These bytes copied, one after the other, into one allocation of exactly their size, answered as views of
 * it. What the cache keeps must own its memory: zlib answers a view of a 16 KB chunk, and `Buffer.from`
 * puts anything under 4 KB in a shared 8 KB pool slab; a kept view holds the whole chunk or slab, which the
 * budget never counted (a 1 KB page held 16 KB: +250 MB RSS under random product pages at a group's
 * prices, decision 034).
 */
export function ownedBytes(parts: Buffer[]): Buffer[] {
  let size = 0;
  for (const part of parts) size += part.length;
  const slab = Buffer.allocUnsafeSlow(size);
  let at = 0;
  return parts.map((part) => {
    slab.set(part, at);
    at += part.length;
    return slab.subarray(at - part.length, at);
  });
}

/** Gzip bytes that own their memory, compressed off the event loop: a one-off page of 20 cards (a search
 * nobody made before) cost the loop 0.3 ms to compress, most of its build (decision 024). */
const gzipped = async (data: Buffer) => ownedBytes([await gzipAsync(data, { level: 6 })])[0];

/** A JSON reply whose body varies with accept-encoding; whether the client takes gzip. */
function jsonReply(request: FastifyRequest, reply: FastifyReply, type = 'application/json') {
  const vary = reply.getHeader('vary');
  reply.type(type).header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

/**
 * Bytes compressed alone so that they can be joined to others into one gzip body (`gzipOfParts`): a raw
 * deflate stream ended by a sync flush (byte-aligned, no final block) is a run of blocks any other can follow.
 * A view of zlib's chunk: whoever keeps it copies it (`ownedBytes`).
 */
export const deflatedPart = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A final empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([3, 0]);

/**
 * The gzip body of `parts` joined, written into one allocation: a part kept compressed goes in as those
 * bytes, any other (under 64 KB) as a stored block; the checksum is combined from the parts' own. ~5 µs
 * for a page of 20 cards against ~300 µs to compress it; the body is ~3 times gzip -6's size.
 */
function gzipOfParts(parts: BodyPart[]): Buffer {
  let size = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  for (const p of parts) size += p.deflated ? p.deflated.length : 5 + p.json.length;
  const out = Buffer.allocUnsafe(size);
  // TypedArray `set` rather than Buffer `copy`: the latter's checks cost more than copying a card.
  out.set(GZIP_HEADER, 0);
  let at = GZIP_HEADER.length;
  let crc = 0;
  let length = 0;
  for (const p of parts) {
    crc = crc32Combine(crc, p.crc, p.shift);
    length += p.json.length;
    if (p.deflated) {
      out.set(p.deflated, at);
      at += p.deflated.length;
    } else {
      // A stored block: not final, type 0, the rest of the byte padding; then LEN and its complement.
      const n = p.json.length;
      out[at] = 0;
      out[at + 1] = n & 0xff;
      out[at + 2] = n >>> 8;
      out[at + 3] = ~n & 0xff;
      out[at + 4] = (~n >>> 8) & 0xff;
      out.set(p.json, at + 5);
      at += 5 + n;
    }
  }
  out.set(FINAL_BLOCK, at);
  at += FINAL_BLOCK.length;
  out.writeUInt32LE(crc, at);
  out.writeUInt32LE(length >>> 0, at + 4);
  return out;
}

/**
 * A page sent this many times from its cards' compressed bytes is popular: it is then compressed whole, once
 * (about half the bytes). Under random searches a lower count (3) compressed many pages only a few people
 * asked for: the collector and zlib's states cost ~4 ms of p99 (decision 024).
 */
const QUICK_SENDS = 16;

/** Sends a cached body as it is, gzipped when the client accepts it, without serialising it again. */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody, type?: string) {
  if (jsonReply(request, reply, type) && body.length > 1024) {
    reply.header('content-encoding', 'gzip');
    const quick = !body.gzip && body.quickGzip();
    if (quick) {
      if (++body.quickSends >= QUICK_SENDS) body.gzip = gzipped(body.data);
      return reply.send(quick);
    }
    body.gzip ??= gzipped(body.data);
    return reply.send(await body.gzip);
  }
  return reply.send(body.data);
}

/** Sends a body kept gzipped as it is, or unzipped for the rare client that does not take gzip. */
export function sendGzipped(request: FastifyRequest, reply: FastifyReply, gzip: Buffer) {
  if (jsonReply(request, reply)) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(gunzipSync(gzip));
}
