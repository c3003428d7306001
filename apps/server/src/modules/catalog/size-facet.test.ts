import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, call, createTestStore, one, type QueryOf, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

interface SizeValue {
  sizeid: number;
  name: string;
  count: number;
}

async function sizeGroup(query?: QueryOf<typeof endpoints.catalog.filters>) {
  const res = await call(store.app, endpoints.catalog.filters, { query });
  expect(res.statusCode).toBe(200);
  const group = res.json().filters.find((g: { key: string }) => g.key === 'sizeid');
  return group as { title: string; filters: SizeValue[] };
}

/** What the database says: per size, the active products of the mode whose stock or box holds it. */
async function expectedCounts(preventa: boolean, brandid?: number) {
  const brand = brandid === undefined ? sql`true` : sql`p.brandid = ${brandid}`;
  return all<{ sizeid: number; n: number }>(
    store,
    sql`select z.sizeid, count(distinct p.productid)::int as n from products p join sizes z on
          exists (select 1 from stock s join product_variants v on v.prodvarid = s.prodvarid where v.productid = p.productid and s.sizeid = z.sizeid)
          or exists (select 1 from jsonb_array_elements(p.box_size_run) r where r->>'size' = z.name)
        where p.active and p.preventa = ${preventa} and ${brand} group by z.sizeid order by z.sizeid`,
  );
}

const asCounts = (values: SizeValue[]) => values.map(({ sizeid, count }) => ({ sizeid, n: count })).sort((a, b) => a.sizeid - b.sizeid);

describe('the size filter («Talla»)', () => {
  it('lists the sizes products hold, in the sizes’ order, each with how many products it leaves', async () => {
    const group = await sizeGroup();
    expect(group.title).toBe('Tallas');
    expect(group.filters.length).toBeGreaterThan(3);
    expect(asCounts(group.filters)).toEqual(await expectedCounts(false));
    const order = await all<{ name: string }>(store, sql`select name from sizes order by sort_order, name`);
    const names = group.filters.map((v) => v.name);
    expect(names).toEqual(order.map((o) => o.name).filter((n) => names.includes(n)));
  });

  it('counts a BOXES product under each size of its box and finds it by that size', async () => {
    const { productid, name } = await one<{ productid: number; name: string }>(
      store,
      sql`select productid, name from products where active and not preventa and stocktype = 'BOXES' and box_size_run is null order by productid limit 1`,
    );
    const { sizeid: rare, name: rareName } = await one<{ sizeid: number; name: string }>(
      store,
      sql`select sizeid, name from sizes order by sort_order desc, name desc limit 1`,
    );
    const before = (await sizeGroup()).filters.find((v) => v.sizeid === rare)?.count ?? 0;
    const run = JSON.stringify([
      { size: rareName, count: 6 },
      { size: '__no_such_size__', count: 6 },
    ]);
    await store.database.db.execute(sql`update products set box_size_run = ${run}::jsonb where productid = ${productid}`);
    store.app.catalogCache.clear();

    const after = (await sizeGroup()).filters.find((v) => v.sizeid === rare);
    expect(after?.count).toBe(before + 1);
    const found = await call(store.app, endpoints.catalog.storeFront, { query: { sizeid: rare, size: 100 } });
    expect(found.statusCode).toBe(200);
    const products = found.json().products.map((p: { productid: number; name: string }) => p.name);
    expect(products).toContain(name);
    expect(found.json().info.total).toBe(before + 1);
  });

  it("narrows its counts by the other groups' choices but not by its own", async () => {
    const { brandid } = await one<{ brandid: number }>(
      store,
      sql`select brandid from products where active and not preventa and stocktype = 'SIZES' group by brandid order by count(*) desc limit 1`,
    );
    const byBrand = await sizeGroup({ brandid });
    const withCount = byBrand.filters.filter((v) => v.count > 0);
    expect(asCounts(withCount)).toEqual(await expectedCounts(false, brandid));
    const [first] = withCount;
    const chosen = await sizeGroup({ brandid, sizeid: first.sizeid });
    expect(chosen.filters).toEqual(byBrand.filters);
    const listed = await call(store.app, endpoints.catalog.storeFront, { query: { brandid, sizeid: first.sizeid } });
    expect(listed.json().info.total).toBe(first.count);
  });

  it('refuses a size that is not an id with the Spanish message', async () => {
    const res = await call(store.app, endpoints.catalog.storeFront, { query: { sizeid: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('El identificador no es válido');
  });
});
