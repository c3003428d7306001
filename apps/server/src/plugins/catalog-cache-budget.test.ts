import { describe, expect, it } from 'vitest';
import { megabytes } from '../lib/sized-cache.ts';
import { BodyPart, type CardBytes, CatalogCache } from './catalog-cache.ts';

const bytes = (n: number) => Buffer.alloc(n, 1);

describe('the catalogue cache within its byte budget', () => {
  it('the catalogue cache keeps every part within the budget it is given', () => {
    const catalog = new CatalogCache(30_000, 1);
    for (let id = 1; id <= 2000; id++) {
      catalog.cards.set(id, new BodyPart(bytes(400), bytes(150)) as CardBytes);
      catalog.details.set(id, { priced: bytes(500), public: bytes(450) });
      catalog.listDetails.set(id, new Map([[1, bytes(800)]]));
    }
    const { total, cards, details, listDetails } = catalog.footprint;
    expect(cards).toBeGreaterThan(0);
    expect(details).toBeGreaterThan(0);
    expect(listDetails).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(megabytes(1));
    // the newest products are the ones kept
    expect(catalog.cards.has(2000)).toBe(true);
    expect(catalog.cards.has(1)).toBe(false);
    // full enough: the warm-up stops making pages at lists' prices
    expect(catalog.listPagesHaveRoom).toBe(false);
  });
});
