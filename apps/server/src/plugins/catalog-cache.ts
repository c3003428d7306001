import { LRUCache } from 'lru-cache';

/**
 * Serialised catalogue responses. The same page serves every visitor and every distributor, so a
 * response is built once per audience and sent as a string. Losing it is harmless: entries expire after
 * a short TTL (another instance's edits show within it) and this instance's writes clear it at once.
 */
export class CatalogCache {
  private readonly lru: LRUCache<string, string>;
  constructor(ttlMs: number) {
    this.lru = new LRUCache({ max: 5000, ttl: Math.max(ttlMs, 1), maxSize: 64 * 1024 * 1024, sizeCalculation: (v) => v.length || 1 });
    this.enabled = ttlMs > 0;
  }
  private readonly enabled: boolean;
  /** concurrent misses of one key share one build */
  private readonly inflight = new Map<string, Promise<string>>();
  private generation = 0;

  getOrBuild(key: string, build: () => Promise<string>): Promise<string> {
    if (!this.enabled) return build();
    const hit = this.lru.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = build().finally(() => this.inflight.delete(key));
    promise.then(
      (value) => generation === this.generation && this.lru.set(key, value),
      () => {},
    );
    this.inflight.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.lru.delete(key);
    this.inflight.delete(key);
  }

  /** A build that started before the clear may hold old data: it is answered but not kept. */
  clear(): void {
    this.generation++;
    this.lru.clear();
    this.inflight.clear();
  }
}
