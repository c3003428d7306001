import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { megabytes } from '../lib/sized-cache.ts';
import { BodyPart, CachedBody, type CardBytes, CatalogCache, deflatedPart, ownedBytes } from './catalog-cache.ts';

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

  it('keeps bytes that own their memory: a small page holds no zlib chunk nor a shared pool slab', () => {
    // what zlib and Buffer.from answer: views of 16 KB and 8 KB, which a kept entry would hold whole
    const page = gzipSync(JSON.stringify({ ok: true, product: { name: 'Zapatilla' } }));
    const card = Buffer.from('{"productid":1}');
    expect(page.buffer.byteLength).toBe(16_384);
    expect(card.buffer.byteLength).toBe(8192);

    const [ownPage, ownCard, ownDeflated] = ownedBytes([page, card, deflatedPart(card)]);
    expect(ownPage.equals(page) && ownCard.equals(card)).toBe(true);
    expect(ownPage.buffer.byteLength).toBe(page.length + card.length + ownDeflated.length);
    expect(CachedBody.of('{"ok":true}').data.buffer.byteLength).toBe(11);
  });
});
