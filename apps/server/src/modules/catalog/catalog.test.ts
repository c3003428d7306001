import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createProduct } from '../../test/fixtures.ts';
import { all, apiPath, bearer, call, createTestStore, login, one, type QueryOf, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let token: string;

beforeAll(async () => {
  store = await createTestStore();
  token = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
});
afterAll(() => store?.close());

const get = (url: string, auth?: string) => store.app.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
const front = (query?: QueryOf<typeof endpoints.catalog.storeFront>, token?: string) =>
  call(store.app, endpoints.catalog.storeFront, { query, token });

/** Every `price` anywhere in a JSON document. */
function prices(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) prices(v, found);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'price') found.push(v);
      prices(v, found);
    }
  return found;
}

describe('visitors never receive a price', () => {
  const urls = async () => {
    const { productid } = await one<{ productid: number }>(
      store,
      sql`select productid from products where active order by productid limit 1`,
    );
    return [
      apiPath(endpoints.catalog.storeFront, {}, { page: 1, size: 100 }),
      apiPath(endpoints.catalog.storeFront, {}, { preventa: true }),
      apiPath(endpoints.catalog.mostSelled, {}, { limit: 8 }),
      apiPath(endpoints.catalog.newArrived, {}, { limit: 8 }),
      apiPath(endpoints.catalog.product, { id: productid }),
    ];
  };

  it('gets price: null on every product and variant, while a distributor gets numbers', async () => {
    for (const url of await urls()) {
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(200);
      const visitorPrices = prices(visitor.json());
      expect(visitorPrices.length, url).toBeGreaterThan(0);
      expect(
        visitorPrices.every((p) => p === null),
        url,
      ).toBe(true);

      const distributor = await get(url, token);
      expect(distributor.statusCode, url).toBe(200);
      const distributorPrices = prices(distributor.json());
      expect(
        distributorPrices.every((p) => typeof p === 'number' && p > 0),
        url,
      ).toBe(true);
    }
  });

  it('the warehouse (Bodega) signed in gets none either, and no cart (the routes that carry prices are not its)', async () => {
    const bodega = await login(store.app, DEMO_ACCOUNTS.warehouse.email, DEMO_ACCOUNTS.warehouse.password);
    for (const url of await urls()) {
      const res = await get(url, bodega);
      expect(res.statusCode, url).toBe(200);
      expect(
        prices(res.json()).every((p) => p === null),
        url,
      ).toBe(true);
    }
    for (const url of [
      apiPath(endpoints.cart.get),
      apiPath(endpoints.users.credit),
      apiPath(endpoints.documents.priceList, { format: 'pdf' }),
    ]) {
      const res = await get(url, bodega);
      expect(res.statusCode, url).toBe(403);
    }
    // its own profile still opens
    expect((await call(store.app, endpoints.users.myInfo, { token: bodega })).statusCode).toBe(200);
  });

  it('answers 401 with a message for a forged token instead of a price-less page', async () => {
    const res = await front({}, 'forged-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, msg: 'Su sesión no es válida o ha expirado. Inicie sesión nuevamente.' });
  });
});

describe('store front', () => {
  it('pages the regular store with info and the default size of 20', async () => {
    const { total } = await one<{ total: number }>(store, sql`select count(*)::int as total from products where active and not preventa`);
    const res = await front();
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.products).toHaveLength(20);
    expect(body.info).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 20), limit: 20, total });
    expect(body.products.every((p: { preventa: boolean }) => p.preventa === false)).toBe(true);

    const pages50 = Math.ceil(total / 50);
    const last = await front({ page: pages50, size: 50 });
    expect(last.json().info).toEqual({ currentPage: pages50, totalPages: pages50, limit: 50, total });
    expect(last.json().products).toHaveLength(total - (pages50 - 1) * 50);
    const beyond = await front({ page: pages50 + 1, size: 50 });
    expect(beyond.json()).toMatchObject({ products: [], info: { total } });
    const sized = await front({ size: 50, page: 2 });
    expect(sized.json().products).toHaveLength(50);
    expect(sized.json().info.limit).toBe(50);
  });

  it('falls back to 20 for a page size that is not offered, and to page 1 for a bad page', async () => {
    const res = await front({ size: 7, page: 'abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().info).toMatchObject({ currentPage: 1, limit: 20 });
  });

  it('lists only pre-sale products in pre-sale mode', async () => {
    const { total } = await one<{ total: number }>(store, sql`select count(*)::int as total from products where active and preventa`);
    expect(total).toBeGreaterThanOrEqual(20);
    const res = await front({ preventa: true, size: 100 });
    expect(res.json().info.total).toBe(total);
    expect(res.json().products.every((p: { preventa: boolean }) => p.preventa)).toBe(true);
  });

  it('shows each product with its brand, gender, all its variants, stock and media', async () => {
    const res = await front({ size: 10 }, token);
    const product = res.json().products[0];
    const { n } = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from product_variants where productid = ${product.productid}`,
    );
    expect(product.product_variants).toHaveLength(n);
    expect(product.marca).toEqual({ brandid: expect.any(Number), name: expect.any(String) });
    expect(product.gender).toEqual({ genderid: expect.any(Number), name: expect.any(String) });
    const v = product.product_variants[0];
    expect(v.product_stock[0].quantity).toBe(v.stock_quantity);
    expect(v.product_media[0].url).toMatch(/^\/media\//);
    expect(v.color.hexcode).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('searches names without regard to case or accents, and variant codes', async () => {
    const accented = await one<{ productid: number; name: string }>(
      store,
      sql`select productid, name from products where active and not preventa and name ~ '[áéíóúñÁÉÍÓÚÑ]' order by productid limit 1`,
    );
    const word = accented.name.split(' ').find((w) => /[áéíóúñ]/i.test(w)) as string;
    const plain = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const res = await front({ size: 100, search: plain });
    const ids = res.json().products.map((p: { productid: number }) => p.productid);
    expect(ids).toContain(accented.productid);
    for (const p of res.json().products)
      expect(
        p.name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
      ).toContain(plain);

    const { code, productid } = await one<{ code: string; productid: number }>(
      store,
      sql`select v.code, v.productid from product_variants v join products p using (productid) where not p.preventa order by v.prodvarid desc limit 1`,
    );
    const byCode = await front({ search: code.toLowerCase() });
    expect(byCode.json().products.map((p: { productid: number }) => p.productid)).toEqual([productid]);

    const none = await front({ search: 'zzzz-no-existe' });
    expect(none.json()).toMatchObject({ ok: true, products: [], info: { total: 0, totalPages: 1 } });
    const long = await front({ search: 'zapatilla'.repeat(20) });
    expect(long.json()).toMatchObject({ ok: true, products: [], info: { total: 0 } });
  });

  it('narrows by brand and by colour, and by several filters at once', async () => {
    const { brandid, n } = await one<{ brandid: number; n: number }>(
      store,
      sql`select brandid, count(*)::int as n from products where active and not preventa group by brandid order by brandid limit 1`,
    );
    const res = await front({ brandid, size: 100 });
    expect(res.json().info.total).toBe(n);
    expect(res.json().products.every((p: { marca: { brandid: number } }) => p.marca.brandid === brandid)).toBe(true);

    const { colorid } = await one<{ colorid: number }>(store, sql`select colorid from colors order by colorid limit 1`);
    const byColor = await front({ colorid, size: 100 });
    for (const p of byColor.json().products)
      expect(p.product_variants.some((v: { color: { colorid: number } }) => v.color.colorid === colorid)).toBe(true);

    const combo = await one<Record<string, number>>(
      store,
      sql`select brandid, genderid, categoryid, materialid, typeid, technologyid, useid from products where active and not preventa order by productid limit 1`,
    );
    const q = {
      brandid: combo.brandid,
      genderid: combo.genderid,
      categories: combo.categoryid,
      materials: combo.materialid,
      typeid: combo.typeid,
      technologies: combo.technologyid,
      uses: combo.useid,
    };
    const { expected } = await one<{ expected: number }>(
      store,
      sql`select count(*)::int as expected from products where active and not preventa and brandid = ${combo.brandid} and genderid = ${combo.genderid}
          and categoryid = ${combo.categoryid} and materialid = ${combo.materialid} and typeid = ${combo.typeid} and technologyid = ${combo.technologyid} and useid = ${combo.useid}`,
    );
    const comboRes = await front(q);
    expect(comboRes.json().info.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });
});

describe('filters', () => {
  it('lists nine groups with titles, keys and values', async () => {
    const res = await call(store.app, endpoints.catalog.filters);
    const groups = res.json().filters;
    expect(groups.map((g: { key: string }) => g.key)).toEqual([
      'brandid',
      'categories',
      'genderid',
      'materials',
      'colorid',
      'typeid',
      'technologies',
      'uses',
      'sizeid',
    ]);
    expect(groups[0].title).toBe('Marcas');
    expect(groups[0].filters[0]).toEqual({ brandid: expect.any(Number), name: expect.any(String), count: expect.any(Number) });
    expect(groups[4].filters[0]).toEqual({
      colorid: expect.any(Number),
      name: expect.any(String),
      hexcode: expect.any(String),
      count: expect.any(Number),
    });
  });

  it('in pre-sale mode lists only the brands pre-sale products use', async () => {
    const used = await all<{ brandid: number }>(
      store,
      sql`select distinct brandid from products where active and preventa order by brandid`,
    );
    const res = await call(store.app, endpoints.catalog.filters, { query: { preventa: true } });
    const brands = res
      .json()
      .filters[0].filters.map((b: { brandid: number }) => b.brandid)
      .sort((a: number, b: number) => a - b);
    expect(brands).toEqual(used.map((u) => u.brandid));
  });
});

describe('home lists', () => {
  it('ranks best-sellers by units sold, then newest', async () => {
    const expected = await all<{ productid: number }>(
      store,
      sql`select productid from products where active and not preventa order by units_sold desc, created_at desc, productid desc limit 4`,
    );
    const res = await call(store.app, endpoints.catalog.mostSelled);
    expect(res.json().products.map((p: { productid: number }) => p.productid)).toEqual(expected.map((e) => e.productid));
  });

  it('lists new arrivals by date added under productsNewArrived', async () => {
    const expected = await all<{ productid: number }>(
      store,
      sql`select productid from products where active and not preventa order by created_at desc, productid desc limit 6`,
    );
    const res = await call(store.app, endpoints.catalog.newArrived, { query: { limit: 6 } });
    expect(res.json().productsNewArrived.map((p: { productid: number }) => p.productid)).toEqual(expected.map((e) => e.productid));
  });
});

describe('product detail', () => {
  it('returns productInfo and productVariants with per-size stock for SIZES products', async () => {
    const { productid } = await one<{ productid: number }>(
      store,
      sql`select productid from products where stocktype = 'SIZES' and active order by productid limit 1`,
    );
    const res = await call(store.app, endpoints.catalog.product, { params: { id: productid }, token });
    expect(res.statusCode).toBe(200);
    const { productInfo, productVariants } = res.json().product;
    expect(productInfo).toMatchObject({ productid, stocktype: 'SIZES' });
    expect(productInfo.description.length).toBeGreaterThan(10);
    const sizes = productVariants[0].stock_sizes;
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes[0]).toEqual({
      stockid: expect.any(Number),
      sizeid: expect.any(Number),
      name: expect.any(String),
      quantity: expect.any(Number),
    });
    expect(productVariants[0].stock_quantity).toBe(sizes.reduce((s: number, z: { quantity: number }) => s + z.quantity, 0));
  });

  it('answers 404 for an unknown id and 400 for a malformed one, with a Spanish message', async () => {
    const unknown = await call(store.app, endpoints.catalog.product, { params: { id: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, msg: 'El producto no existe' });
    for (const id of ['abc', '-1']) {
      const res = await call(store.app, endpoints.catalog.product, { params: { id } });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().msg).toBe('El identificador no es válido');
    }
  });
});

describe('content and media', () => {
  it('lists banners of the three kinds and brand publicity with and without landing', async () => {
    const banners = (await call(store.app, endpoints.content.banners)).json().banners;
    const kinds = new Set(banners.map((b: { type: string }) => b.type));
    expect(kinds.has('image')).toBe(true);
    expect(kinds.has('bottom')).toBe(true);
    const publicity = (await call(store.app, endpoints.content.brandPublicity)).json().brandsPublicity;
    expect(publicity.some((p: { landing: boolean }) => p.landing)).toBe(true);
    expect(publicity.some((p: { landing: boolean }) => !p.landing)).toBe(true);
  });

  it('serves product images under /media with long cache headers', async () => {
    const { url } = await one<{ url: string }>(store, sql`select url from product_media order by mediaid limit 1`);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('the in-memory search index', () => {
  it('finds exactly what SQL LIKE finds on the stored search text, for many terms', async () => {
    const samples = await all<{ name: string; code: string }>(
      store,
      sql`select p.name, v.code from products p join product_variants v using (productid) where p.active order by v.prodvarid limit 400`,
    );
    const terms = new Set<string>(['a', 'ZA', 'ñan', 'zapatilla', 'bota cuero', 'zzz', '-', '10', 'Ñ']);
    for (const [i, s] of samples.entries()) {
      const word = s.name.split(' ')[i % s.name.split(' ').length];
      terms.add(word.slice(0, 3 + (i % 4)));
      terms.add(s.code.slice(0, 3 + (i % 6)));
    }
    for (const term of [...terms].slice(0, 120)) {
      for (const preventa of [false, true]) {
        const res = await front({ size: 100, search: term, preventa: preventa || undefined });
        const normal = term
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
        const expected = await all<{ productid: number }>(
          store,
          sql`select productid from products where active and preventa = ${preventa} and search_text like ${`%${normal}%`} order by productid desc limit 100`,
        );
        const { total } = await one<{ total: number }>(
          store,
          sql`select count(*)::int as total from products where active and preventa = ${preventa} and search_text like ${`%${normal}%`}`,
        );
        expect(res.json().info.total, term).toBe(total);
        expect(
          res.json().products.map((p: { productid: number }) => p.productid),
          term,
        ).toEqual(expected.map((e) => e.productid));
      }
    }
  });

  it('sends a repeated page gzipped to clients that accept it', async () => {
    const plain = await front({ size: 50 });
    const zipped = await call(store.app, endpoints.catalog.storeFront, { query: { size: 50 }, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });
});

describe('a search nobody made before', () => {
  it('is sent gzipped from the precompressed cards until it proves popular, then compressed whole, the same JSON each time', async () => {
    // A query no other test asks.
    const query = { size: 29, search: 'a' };
    const zipped = () => call(store.app, endpoints.catalog.storeFront, { query, token, headers: { 'accept-encoding': 'gzip' } });
    const sizes: number[] = [];
    const bodies = new Set<string>();
    const { gunzipSync } = await import('node:zlib');
    for (let i = 0; i < 19; i++) {
      const res = await zipped();
      expect(res.headers['content-encoding']).toBe('gzip');
      bodies.add(gunzipSync(res.rawPayload).toString());
      sizes.push(res.rawPayload.length);
    }
    expect([...bodies]).toEqual([(await front(query, token)).body]);
    expect(JSON.parse([...bodies][0]).products.length).toBeGreaterThan(10);
    // Built for the first request and not kept (a one-off is not cached), kept from the second, joined from
    // the cards compressed one by one for its first sixteen sends from the cache, then compressed whole.
    expect(new Set(sizes.slice(0, 17)).size).toBe(1);
    expect(sizes[17]).toBeLessThan(sizes[0] / 2);
    expect(sizes[18]).toBe(sizes[17]);
  });
});

describe('catalogue changes', () => {
  it('shows a product added to the catalogue as soon as the catalogue cache is cleared', async () => {
    const before = (await front({ size: 10 })).json();
    const added = await createProduct(store.database.db, { stockType: 'BOXES', name: 'Zapatilla Recién Llegada Cóndor' });
    const stale = (await front({ size: 10 })).json();
    expect(stale.info.total).toBe(before.info.total);
    store.app.catalogCache.clear();
    const fresh = (await front({ size: 10 }, token)).json();
    expect(fresh.info.total).toBe(before.info.total + 1);
    expect(fresh.products[0]).toMatchObject({ productid: added.productId, name: 'Zapatilla Recién Llegada Cóndor', price: 25 });
    const found = (await front({ search: 'recien llegada' })).json();
    expect(found.products.map((p: { productid: number }) => p.productid)).toEqual([added.productId]);
  });

  it("prices a card by its cheapest variant once discounted, with that variant's discount", async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 3000, discount: 0 });
    const { colorid } = await one<{ colorid: number }>(store, sql`select colorid from colors order by colorid desc limit 1`);
    await store.database.db.execute(
      sql`insert into product_variants (productid, code, colorid, price_cents, discount_percent) values (${p.productId}, ${`${p.code}-B`}, ${colorid}, 4000, 40)`,
    );
    store.app.catalogCache.clear();
    const card = (await front({ search: p.code.toLowerCase() }, token)).json().products[0];
    // 40.00 − 40% = 24.00 is cheaper than 30.00: the card shows 40.00 with 40% off, never 30.00 with 40% off.
    expect(card).toMatchObject({ price: 40, discount_value: 40 });
  });
});
