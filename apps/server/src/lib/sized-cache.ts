/**
 * The one kind of cache the server keeps (decision 034): an LRU bounded by the bytes its values hold, not by a
 * count of entries nor by the heap's limit. Past its budget the least recently read entries are forgotten, and
 * a value larger than the whole budget is not kept at all, so what it holds never exceeds the budget.
 */
import { LRUCache } from 'lru-cache';

export interface SizedCacheOptions<K, V> {
  /** the budget: the most bytes its values may hold together */
  bytes: number;
  /** what one value holds in memory, in bytes (its buffers, plus a little for the entry itself) */
  sizeOf: (value: V, key: K) => number;
  /** how long an entry is kept at most; unset: until evicted or deleted */
  ttlMs?: number;
}

export type SizedCache<K extends {}, V extends {}> = LRUCache<K, V>;

/**
 * No `max` (entry count): lru-cache would allocate its lists for that many entries up front (~2.8 MB for
 * 100,000), whatever the cache holds; the size bound alone is enough.
 */
export function sizedCache<K extends {}, V extends {}>(opts: SizedCacheOptions<K, V>): SizedCache<K, V> {
  // lru-cache needs a positive size for each entry and for the budget (a budget of 0 keeps next to nothing).
  const bytes = Math.max(1, Math.floor(opts.bytes));
  return new LRUCache<K, V>({
    maxSize: bytes,
    maxEntrySize: bytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(opts.sizeOf(value, key))),
    ...(opts.ttlMs ? { ttl: opts.ttlMs } : {}),
  });
}

/** Megabytes (the configuration's unit) in bytes. */
export const megabytes = (mb: number) => Math.round(mb * 1024 * 1024);
