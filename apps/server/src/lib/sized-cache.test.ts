import { describe, expect, it } from 'vitest';
import { sizedCache } from './sized-cache.ts';

const bytes = (n: number) => Buffer.alloc(n, 1);

describe('a cache with a byte budget', () => {
  it('forgets the least recently read entries once the budget is full, and never holds more than it', () => {
    const cache = sizedCache<string, Buffer>({ bytes: 1000, sizeOf: (b) => b.length });
    for (let i = 0; i < 50; i++) {
      cache.set(`k${i}`, bytes(100 + (i % 7) * 20));
      // read the first one now and then: it stays while others go
      cache.get('k0');
      expect(cache.calculatedSize).toBeLessThanOrEqual(1000);
    }
    expect(cache.has('k0')).toBe(true);
    expect(cache.has('k1')).toBe(false);
    expect(cache.has('k49')).toBe(true);
    let held = 0;
    for (const v of cache.values()) held += v.length;
    expect(held).toBe(cache.calculatedSize);
  });

  it('does not keep a value larger than its whole budget, nor drop the others for it', () => {
    const cache = sizedCache<string, Buffer>({ bytes: 1000, sizeOf: (b) => b.length });
    cache.set('small', bytes(300));
    cache.set('huge', bytes(1001));
    expect(cache.has('huge')).toBe(false);
    expect(cache.get('small')?.length).toBe(300);
  });

  it('counts what the size function says, entries of size 0 included', () => {
    const cache = sizedCache<number, Buffer>({ bytes: 10, sizeOf: () => 0 });
    for (let i = 0; i < 25; i++) cache.set(i, bytes(0));
    // each counts at least one byte: an empty value still costs its entry
    expect(cache.size).toBe(10);
  });
});
