import { promisify } from 'node:util';
import { constants, crc32, deflateRawSync, gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Invalidation } from './invalidation.ts';

/**
 * A serialised response as UTF-8 bytes; its gzip copy is made on the first hit from a client that accepts
 * it (concurrent first hits wait for the same one). Bytes rather than strings keep the cache off the
 * JavaScript heap, whose size the engine multiplies.
 */
export interface CachedBody {
  data: Buffer;
  gzip?: Promise<Buffer>;
  /**
   * A gzip copy assembled from precompressed cards (`gzipOfParts`), sent to the first client only: a page
   * nobody asked before (a random search) costs no compression. Its second hit compresses it whole.
   */
  quickGzip?: Buffer;
}

/** A product's card as kept: its JSON with prices, and that JSON compressed alone (`deflatedPart`). */
export interface CardBytes {
  json: Buffer;
  deflated: Buffer;
}

/** A product's page for each audience, gzipped (decision 024): what the product detail sends as it is. */
export interface ProductPages {
  priced: Buffer;
  public: Buffer;
}

/** The cached responses that list product cards, with their stock: store pages, best sellers, new arrivals. */
const CARD_LISTS = ['front', 'best', 'new'] as const;
type CardList = (typeof CARD_LISTS)[number];

/**
 * Catalogue responses and product cards, kept serialised. The same page serves every visitor and every
 * distributor, so a response is built once per audience. Losing any of it is harmless. Sales and cancels
 * forget the products they touched and the lists that show them, and the services that write the catalogue
 * call clear(); both are told to the other instances (app.ts wires `onChange` to the invalidation bus),
 * whose own calls arrive with `remote` set so that they are not told back.
 */
export class CatalogCache {
  private readonly responses: LRUCache<string, CachedBody>;
  private readonly searches: LRUCache<string, CachedBody>;
  /** each product's card as JSON, with prices (visitors get a copy with the prices taken out) */
  readonly cards: LRUCache<number, CardBytes>;
  /** each product's page: built with its card, rebuilt with it */
  readonly details: LRUCache<number, ProductPages>;
  private readonly enabled: boolean;
  /** concurrent misses of one key share one build */
  private readonly inflight = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private readonly listeners: ((event: Invalidation, remote: boolean) => void)[] = [];
  /** answers served from memory (a build in flight counts too) and answers built: the metrics read them */
  hits = 0;
  misses = 0;

  /** `ttlMs` 0 turns the response cache off (tests of the uncached path); cards live until invalidated. */
  constructor(ttlMs: number) {
    this.enabled = ttlMs > 0;
    const ttl = Math.max(ttlMs, 1);
    // The gzip copy, made later, is not re-measured: count it ahead (these bodies shrink to ~10-25 %).
    const sizeCalculation = (v: CachedBody) => Math.ceil(v.data.length * 1.25) + (v.quickGzip?.length ?? 0) + 64;
    this.responses = new LRUCache({ max: 5000, ttl, maxSize: 8 * 1024 * 1024, sizeCalculation });
    this.searches = new LRUCache({ max: 1000, ttl, maxSize: 4 * 1024 * 1024, sizeCalculation });
    this.cards = new LRUCache({
      max: 100_000,
      maxSize: 48 * 1024 * 1024,
      sizeCalculation: (v) => v.json.length + v.deflated.length + 128,
    });
    // 20,000 products × 4 variants hold about 36 MB (decision 024); past the bound, the oldest pages are read again.
    this.details = new LRUCache({
      max: 100_000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (v) => v.priced.length + v.public.length + 128,
    });
  }

  /**
   * A build that answers '' (not found) is passed on but not kept. Store-front searches are kept in an LRU
   * of their own: random one-off searches would otherwise evict the pages everyone reads.
   */
  getOrBuild(key: string, build: () => Promise<string | Buffer | CachedBody>): Promise<CachedBody> {
    const body = (v: string | Buffer | CachedBody): CachedBody =>
      typeof v === 'string' ? { data: Buffer.from(v) } : Buffer.isBuffer(v) ? { data: v } : v;
    if (!this.enabled) return build().then(body);
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
        const built = body(v);
        if (generation === this.generation && built.data.length) responses.set(key, built);
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

  /** Builds started before now may hold old data: they are answered but not kept. */
  get generationNow() {
    return this.generation;
  }

  isCurrent(generation: number) {
    return generation === this.generation;
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
      this.cards.delete(id);
      this.details.delete(id);
    }
    for (const key of [...this.responses.keys(), ...this.searches.keys()])
      if (CARD_LISTS.some((l) => key.startsWith(`${l}:`))) this.delete(key);
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
    this.responses.clear();
    this.searches.clear();
    this.cards.clear();
    this.details.clear();
    this.inflight.clear();
    this.changed({ kind: 'catalog' }, remote);
  }
}

const gzipAsync = promisify(gzip);

/**
 * Gzip bytes that own exactly their size (zlib answers a view of a 16 KB chunk, which a kept copy would
 * hold on to whole), compressed off the event loop: a one-off page of 20 cards (a search nobody made
 * before) cost the loop 0.3 ms to compress, most of its build (decision 024).
 */
const gzipped = async (data: Buffer) => Buffer.from(await gzipAsync(data, { level: 6 }));

/** A JSON reply whose body varies with accept-encoding; whether the client takes gzip. */
function jsonReply(request: FastifyRequest, reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.type('application/json').header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

/**
 * Bytes compressed alone so that they can be joined to others into one gzip body (`gzipOfParts`): a raw
 * deflate stream ended by a sync flush (byte-aligned, no final block) is a run of blocks any other can follow.
 */
export const deflatedPart = (data: Buffer) => Buffer.from(deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH }));

/** A stored (uncompressed) deflate block: for the few bytes between the precompressed parts. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0; // not final, stored; the rest of the byte is the padding to the boundary
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A final empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([3, 0]);

/**
 * The gzip body of `plain`, which is `parts` joined: each part either plain bytes under 64 KB (sent as a
 * stored block) or `{ deflated }` made by `deflatedPart` from exactly those bytes of `plain`. ~30 µs for a
 * page of 20 cards against ~300 µs to compress it; the body is ~2.5 times gzip -6's size.
 */
export function gzipOfParts(plain: Buffer, parts: (Buffer | { deflated: Buffer })[]): Buffer {
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc32(plain) >>> 0, 0);
  trailer.writeUInt32LE(plain.length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map((p) => (Buffer.isBuffer(p) ? storedBlock(p) : p.deflated)), FINAL_BLOCK, trailer]);
}

/** Sends a cached body as it is, gzipped when the client accepts it, without serialising it again. */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  if (jsonReply(request, reply) && body.data.length > 1024) {
    const quick = body.quickGzip;
    // Sent once: the next hit compresses the page whole (off the event loop), it is no longer a one-off.
    body.quickGzip = undefined;
    if (quick && !body.gzip) return reply.header('content-encoding', 'gzip').send(quick);
    body.gzip ??= gzipped(body.data);
    return reply.header('content-encoding', 'gzip').send(await body.gzip);
  }
  return reply.send(body.data);
}

/** Sends a body kept gzipped as it is, or unzipped for the rare client that does not take gzip. */
export function sendGzipped(request: FastifyRequest, reply: FastifyReply, gzip: Buffer) {
  if (jsonReply(request, reply)) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(gunzipSync(gzip));
}
