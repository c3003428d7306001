import { FILTER_VALUES_MAX, MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createProduct } from '../../test/fixtures.ts';
import { all, apiPath, call, createTestStore, login, one, type QueryOf, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let token: string;
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  store = await createTestStore();
  token = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
  product = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 30, priceCents: 2590, name: 'Mocasín Ñandú Quiteño' });
  store.app.catalogCache.clear();
});
afterAll(() => store?.close());

interface Suggestion {
  productid: number;
  name: string;
  brand: string;
  code: string | null;
  thumbnail: string;
  price: number | null;
}
const suggest = async (q: string, token?: string) => {
  const res = await call(store.app, endpoints.catalog.suggest, { query: { q }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products as Suggestion[];
};
type Filters = QueryOf<typeof endpoints.catalog.filters>;
const total = async (query: Filters) => {
  const res = await call(store.app, endpoints.catalog.storeFront, { query });
  expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(200);
  return res.json().info.total as number;
};
type Group = { key: string; filters: ({ name: string; count: number } & Record<string, number | string>)[] };
const filters = async (query: Filters) => {
  const res = await call(store.app, endpoints.catalog.filters, { query });
  expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(200);
  return res.json().filters as Group[];
};
const ID_COLUMN: Record<string, string> = {
  brandid: 'brandid',
  categories: 'categoryid',
  genderid: 'genderid',
  materials: 'materialid',
  colorid: 'colorid',
  typeid: 'typeid',
  technologies: 'technologyid',
  uses: 'useid',
};

describe('the header suggests products', () => {
  it('by name, without regard to case or accents, with its brand, thumbnail and no price for a visitor', async () => {
    const found = await suggest('NANDU quit');
    expect(found).toEqual([
      {
        productid: product.productId,
        name: 'Mocasín Ñandú Quiteño',
        brand: expect.any(String),
        code: null,
        thumbnail: expect.any(String),
        price: null,
        discount_value: 0,
        preventa: false,
      },
    ]);
    const { brand } = await one<{ brand: string }>(
      store,
      sql`select b.name as brand from products p join brands b using (brandid) where p.productid = ${product.productId}`,
    );
    expect(found[0].brand).toBe(brand);
  });

  it('gives a distributor the price', async () => {
    const [found] = await suggest('mocasin nandu', token);
    expect(found).toMatchObject({ productid: product.productId, price: 25.9 });
  });

  it('by code, in another case and with spaces, naming the code that matched', async () => {
    const spaced = product.code
      .toLowerCase()
      .replace('-', ' - ')
      .replace(/(\w{3})$/, ' $1');
    const found = await suggest(spaced);
    expect(found[0]).toMatchObject({ productid: product.productId, code: product.code });
    expect(await suggest(product.code.slice(0, 5).toLowerCase())).toContainEqual(expect.objectContaining({ code: product.code }));
  });

  it('suggests nothing under two letters and at most eight products', async () => {
    expect(await suggest('m')).toEqual([]);
    expect(await suggest(' ')).toEqual([]);
    expect((await call(store.app, endpoints.catalog.suggest)).json()).toEqual({ ok: true, products: [] });
    const common = await suggest('za');
    expect(common.length).toBeGreaterThan(0);
    expect(common.length).toBeLessThanOrEqual(8);
  });
});

describe('filter values count the products they would leave', () => {
  it('within a group ignoring its own choice, across groups with the others', async () => {
    const [a, b] = await all<{ brandid: number; genderid: number }>(
      store,
      sql`select brandid, min(genderid) as genderid from products where active and not preventa group by brandid order by count(*) desc limit 2`,
    );
    const choice = { brandid: `${a.brandid},${b.brandid}`, genderid: a.genderid };
    const groups = await filters(choice);
    const byKey = new Map(groups.map((g) => [g.key, g]));
    const count = (key: string, id: number) => byKey.get(key)?.filters.find((v) => v[ID_COLUMN[key]] === id)?.count;

    // a brand's count: that brand alone with the chosen gender
    for (const value of byKey.get('brandid')?.filters ?? []) {
      expect(value.count, value.name).toBe(await total({ brandid: value.brandid, genderid: a.genderid }));
    }
    // a gender's count: the two chosen brands with that gender
    for (const value of byKey.get('genderid')?.filters ?? []) {
      expect(value.count, value.name).toBe(await total({ brandid: `${a.brandid},${b.brandid}`, genderid: value.genderid }));
    }
    // any other group: the whole choice plus that value
    for (const key of ['categories', 'colorid', 'uses'] as const) {
      for (const value of byKey.get(key)?.filters ?? []) {
        expect(value.count, `${key} ${value.name}`).toBe(await total({ ...choice, [key]: value[ID_COLUMN[key]] }));
      }
    }
    // one value per product: the chosen brands' counts add up to the list's total
    expect((count('brandid', a.brandid) ?? 0) + (count('brandid', b.brandid) ?? 0)).toBe(await total(choice));
    expect(await total(choice)).toBeGreaterThan(0);
  });

  it('follows the search, and lists a value that would leave nothing with 0', async () => {
    const groups = await filters({ search: 'nandu quiteno' });
    const brands = groups[0].filters;
    expect(brands.filter((v) => v.count > 0)).toEqual([expect.objectContaining({ count: 1 })]);
    expect(brands.some((v) => v.count === 0)).toBe(true);
    const plain = await filters({});
    expect(plain[0].filters.every((v) => v.count > 0)).toBe(true);
  });
});

describe('several values per group', () => {
  it('are OR-ed within a group and AND-ed across groups', async () => {
    const brands = await all<{ brandid: number; n: number }>(
      store,
      sql`select brandid, count(*)::int as n from products where active and not preventa group by brandid order by brandid limit 2`,
    );
    const [a, b] = brands;
    expect(await total({ brandid: `${a.brandid},${b.brandid}` })).toBe(a.n + b.n);
    const res = await call(store.app, endpoints.catalog.storeFront, { query: { brandid: `${b.brandid},${a.brandid}`, size: 100 } });
    for (const p of res.json().products) expect([a.brandid, b.brandid]).toContain(p.marca.brandid);

    const [c1, c2] = await all<{ colorid: number }>(store, sql`select colorid from colors order by colorid limit 2`);
    const { both } = await one<{ both: number }>(
      store,
      sql`select count(*)::int as both from products p where p.active and not p.preventa and p.brandid in (${a.brandid}, ${b.brandid})
          and exists (select 1 from product_variants v where v.productid = p.productid and v.colorid in (${c1.colorid}, ${c2.colorid}))`,
    );
    expect(await total({ brandid: `${a.brandid},${b.brandid}`, colorid: `${c1.colorid},${c2.colorid}` })).toBe(both);
  });

  it('keep an old single-value link working, in any order and with repeats', async () => {
    const { brandid, n } = await one<{ brandid: number; n: number }>(
      store,
      sql`select brandid, count(*)::int as n from products where active and not preventa group by brandid order by brandid limit 1`,
    );
    expect(await total({ brandid })).toBe(n);
    expect(await total({ brandid: `${brandid},${brandid}` })).toBe(n);
  });

  it('refuses a malformed list with a Spanish 400, on the list and on the filters', async () => {
    const many = Array.from({ length: FILTER_VALUES_MAX + 1 }, (_, i) => i + 1).join(',');
    const cases: [string, string][] = [
      ['brandid=3,,7', MSG.idInvalid],
      ['colorid=3,x', MSG.idInvalid],
      ['brandid=3,', MSG.idInvalid],
      ['uses=03', MSG.idInvalid],
      ['brandid=3&brandid=7', MSG.filterRepeated],
      [`materials=${many}`, MSG.filterTooMany],
    ];
    for (const [query, msg] of cases) {
      // the malformed query string is the subject: written out after each endpoint's path
      for (const url of [endpoints.catalog.storeFront, endpoints.catalog.filters].map((e) => `${apiPath(e)}?${query}`)) {
        const res = await store.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ ok: false, msg });
      }
    }
  });
});
