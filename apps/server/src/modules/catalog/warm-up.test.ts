import path from 'node:path';
import { endpoints } from '@store/contracts/endpoints/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { seedLarge } from '../../db/seed/large.ts';
import { call, createTestStore, type TestStore } from '../../test/harness.ts';
import { cacheProducts } from './service.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
  // More than one warm-up batch (200 products), so that a warm-up can be overtaken between two batches.
  await seedLarge(store.database.db, { products: 700, variantsPerProduct: 1, mediaDir: path.join(store.dataDir, 'media') });
});
afterAll(() => store?.close());

describe('warming the product cards and pages', () => {
  it('stops a warm-up overtaken by a catalogue write: quick writes in a row warm the catalogue once', async () => {
    const { catalogCache, catalogIndex } = store.app;
    const warmed: unknown[] = [];
    const { log } = store.app;
    const info = log.info;
    log.info = ((obj: unknown, msg?: string) => {
      if (msg === 'product cards and pages warmed') warmed.push(obj);
    }) as typeof log.info;
    try {
      for (let i = 0; i < 3; i++) {
        catalogCache.clear();
        // The store front loads the index, whose load starts a warm-up of every product.
        expect((await call(store.app, endpoints.catalog.storeFront)).statusCode).toBe(200);
      }
      for (let i = 0; i < 400 && catalogCache.details.size < (catalogIndex.size ?? 1); i++) await new Promise((r) => setTimeout(r, 25));
      // Time for the overtaken warm-ups to run on, were they not stopped.
      await new Promise((r) => setTimeout(r, 1500));
      expect(catalogIndex.size).toBeGreaterThan(600);
      expect(catalogCache.details.size).toBe(catalogIndex.size);
      expect(warmed).toEqual([{ products: catalogIndex.size, ms: expect.any(Number) }]);
    } finally {
      log.info = info;
    }
  });

  it('keeps every product of a load but the one a sale touched meanwhile', async () => {
    const { catalogCache } = store.app;
    catalogCache.clear();
    const ids = (await store.database.db.select({ id: products.id }).from(products).limit(300)).map((p) => p.id);
    // As a warm-up's batch or a store page's missing cards load, an order sells one of them.
    const loading = cacheProducts(store.app.db, catalogCache, ids);
    catalogCache.forgetProducts([ids[0]]);
    await loading;
    expect(ids.filter((id) => catalogCache.details.get(id) && catalogCache.cards.get(id))).toEqual(ids.slice(1));
    // A load that began after the sale keeps it.
    await cacheProducts(store.app.db, catalogCache, [ids[0]]);
    expect(catalogCache.details.get(ids[0])).toBeDefined();
  });
});
