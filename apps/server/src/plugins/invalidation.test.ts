import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
/**
 * Two stores on one PostgreSQL database, in this process: what one instance writes, the other stops serving
 * from memory within a second, and a dropped notification connection comes back with everything reloaded.
 * The bus exists only on PostgreSQL, so this file always uses the machine's server (TEST_DATABASE_URL or
 * the default one), also in the PGlite run.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { call, freshPostgres, login, loginAdmin } from '../test/harness.ts';

const BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let fresh: Awaited<ReturnType<typeof freshPostgres>>;
const stores: { app: App; database: Database }[] = [];

async function instance(url: string, seed: boolean) {
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: `/tmp/store-invalidation-${process.pid}-${stores.length}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
  });
  const database = await openDatabase({ url, poolSize: 5 });
  if (seed) await seedDemo(database.db, config);
  const app = await buildApp(config, database);
  await app.ready();
  stores.push({ app, database });
  return app;
}

/** Polls `check` until it holds, up to `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

let a: App;
let b: App;
beforeAll(async () => {
  fresh = await freshPostgres(BASE);
  a = await instance(fresh.url, true);
  b = await instance(fresh.url, false);
}, 60_000);
afterAll(async () => {
  for (const { app, database } of stores) {
    await app.close();
    await database.close();
  }
  await fresh?.drop();
});

const productOn = async (app: App, id: number, token: string) =>
  (await call(app, endpoints.catalog.product, { params: { id }, token })).json().product;

describe('the invalidation bus between two instances', () => {
  it('listens on both', () => {
    expect(a.invalidation.state).toBe('listening');
    expect(b.invalidation.state).toBe('listening');
  });

  it("a price saved through A's back office is served by B within a second", async () => {
    const admin = await loginAdmin(a);
    const buyer = await login(b, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const [variant] = (
      await a.database.db.execute(
        sql`select v.prodvarid, v.productid, v.code, v.colorid, v.price_cents, v.discount_percent from product_variants v join products p using (productid) where p.active order by v.prodvarid limit 1`,
      )
    ).rows as { prodvarid: number; productid: number; code: string; colorid: number; price_cents: number; discount_percent: number }[];
    const before = await productOn(b, variant.productid, buyer);
    const newCents = variant.price_cents + 1234;
    const saved = await call(a, adminEndpoints.products.updateVariant, {
      params: { id: variant.prodvarid },
      token: admin,
      payload: { code: variant.code, colorid: variant.colorid, priceCents: newCents, discountPercent: variant.discount_percent, stock: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const price = (p: { productVariants: { prodvarid: number; price: number }[] }) =>
      p.productVariants.find((v) => v.prodvarid === variant.prodvarid)?.price;
    expect(price(before)).toBe(variant.price_cents / 100);
    const ms = await within(1000, async () => price(await productOn(b, variant.productid, buyer)) === newCents / 100);
    expect(ms).toBeLessThan(1000);
  });

  it('a token logged out on A: B refuses it for the account at once, and forgets its cached check within a second', async () => {
    const token = await login(a, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const [{ productid }] = (await b.database.db.execute(sql`select productid from products where active order by productid limit 1`))
      .rows as { productid: number }[];
    const cart = () => call(b, endpoints.cart.get, { token });
    // The priced product page checks the token through B's ten-second cache: only the bus can make B drop it.
    const page = () => call(b, endpoints.catalog.product, { params: { id: productid }, token });
    expect((await cart()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(200);
    const out = await call(a, endpoints.auth.logout, { token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await cart()).statusCode).toBe(401);
    await within(1000, async () => (await page()).statusCode === 401);
  });

  it('a company disabled on A, or a person its owner removes there: B refuses their cached sessions within a second', async () => {
    const [{ productid }] = (await b.database.db.execute(sql`select productid from products where active order by productid limit 1`))
      .rows as { productid: number }[];
    const page = (token: string) => call(b, endpoints.catalog.product, { params: { id: productid }, token });
    const owner = await login(a, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const buyer = await login(a, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
    const ambato = await login(a, DEMO_ACCOUNTS.groupA.email, DEMO_ACCOUNTS.groupA.password);
    for (const token of [buyer, ambato]) expect((await page(token)).statusCode).toBe(200);

    const [{ userid }] = (await a.database.db.execute(sql`select userid from users where email = ${DEMO_ACCOUNTS.buyer.email}`)).rows as {
      userid: number;
    }[];
    const removed = await call(a, endpoints.company.removePerson, { token: owner, params: { id: userid } });
    expect(removed.statusCode, removed.body).toBe(200);
    await within(1000, async () => (await page(buyer)).statusCode === 401);

    const admin = await login(a, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const [{ companyid }] = (await a.database.db.execute(sql`select companyid from users where email = ${DEMO_ACCOUNTS.groupA.email}`))
      .rows as { companyid: number }[];
    const disabled = await call(a, adminEndpoints.distributors.setStatus, {
      token: admin,
      params: { id: companyid },
      payload: { status: 'DISABLED', reason: 'Prueba' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await within(1000, async () => (await page(ambato)).statusCode === 401);
  });

  it('after its connection is cut, B reconnects and reloads what it holds, seeing a change it was never told of', async () => {
    const buyer = await login(b, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const [p] = (await b.database.db.execute(sql`select productid, name from products where active order by productid limit 1`)).rows as {
      productid: number;
      name: string;
    }[];
    expect((await productOn(b, p.productid, buyer)).productInfo.name).toBe(p.name);
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'store-invalidation-%' and datname = current_database()`,
    );
    // Written behind both instances' backs while B is not listening: only the reload on reconnect shows it.
    await a.database.db.execute(sql`update products set name = ${`${p.name} (renombrado)`} where productid = ${p.productid}`);
    await within(2000, async () => b.invalidation.state === 'reconnecting');
    await within(5000, async () => b.invalidation.state === 'listening' && a.invalidation.state === 'listening');
    await within(1000, async () => (await productOn(b, p.productid, buyer)).productInfo.name === `${p.name} (renombrado)`);
  });
});
