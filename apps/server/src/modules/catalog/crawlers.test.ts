import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createProduct } from '../../test/fixtures.ts';
import { createTestStore, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

describe('what crawlers read', () => {
  it('robots.txt keeps them out of the private pages and names the sitemap', async () => {
    const res = await store.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/cart', '/orders', '/user', '/quick-order', '/admin', '/staff-invitation', '/api/'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  });

  it('sitemap.xml lists an active product, not a hidden one, after the catalogue changed', async () => {
    const shown = await createProduct(store.database.db, { stockType: 'BOXES' });
    const hidden = await createProduct(store.database.db, { stockType: 'BOXES' });
    await store.database.db.update(products).set({ active: false }).where(eq(products.id, hidden.productId));
    store.app.catalogCache.clear();
    const res = await store.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`/product?productid=${shown.productId}</loc>`);
    expect(res.body).not.toContain(`/product?productid=${hidden.productId}</loc>`);
    expect(res.body).toMatch(/\/store\?brandid=\d+<\/loc>/);
  });

  it('a preview picture of no product (or no id) is a 404, never a 500', async () => {
    for (const url of ['/preview/product/999999.jpg', '/preview/product/abc.jpg', '/preview/product/0x7.jpg']) {
      const res = await store.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
