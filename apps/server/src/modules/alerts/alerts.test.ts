import { CSV_HEADERS, MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, loginAdmin, one, outbox, type TestStore } from '../../test/harness.ts';
import { type AlertScope, claimStockAlerts, queueStockAlerts } from './fire-stock-alerts.ts';

let store: TestStore;
let admin: string;
let ana: { id: number; email: string; token: string };
let beto: { id: number; email: string; token: string };

beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
  const [a, b] = await createDistributors(store.database.db, 2, 'aviso');
  ana = { ...a, token: await login(store.app, a.email, FIXTURE_PASSWORD) };
  beto = { ...b, token: await login(store.app, b.email, FIXTURE_PASSWORD) };
}, 120_000);
afterAll(() => store?.close());

const ask = (payload: object, token = ana.token) => call(store.app, endpoints.alerts.create, { token, payload });
const mine = async (token = ana.token) =>
  (await call(store.app, endpoints.alerts.mine, { token })).json().alerts as Record<string, unknown>[];
const remove = (id: number, token: string) => call(store.app, endpoints.alerts.remove, { params: { id }, token });
const saveVariant = (id: number, payload: object) =>
  call(store.app, adminEndpoints.products.updateVariant, { params: { id }, token: admin, payload });
const mailsTo = async (email: string) => (await outbox(store.dataDir)).filter((m) => m.to.includes(email));
const notifiedAt = async (alertid: number) =>
  (await one<{ at: Date | null }>(store, sql`select notified_at as at from stock_alerts where alertid = ${alertid}`)).at;

/** What a write that gives stock back does: queues the 'stock-alerts' job, which this store's worker runs. */
async function alertsJob(scope: AlertScope) {
  await queueStockAlerts(store.app.queue, store.app.db, scope);
  store.app.queue.wakePending();
  await store.app.mailer.settled();
}

/** The back office's «Guardar variante» with only its stock rows changed. */
async function saveStock(variantId: number, stock: { sizeid: number | null; expected: number; quantity: number }[]) {
  const v = await one<{ code: string; colorid: number; price_cents: number; discount_percent: number }>(
    store,
    sql`select code, colorid, price_cents, discount_percent from product_variants where prodvarid = ${variantId}`,
  );
  const res = await saveVariant(variantId, {
    code: v.code,
    colorid: Number(v.colorid),
    priceCents: Number(v.price_cents),
    discountPercent: Number(v.discount_percent),
    stock,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A distributor who asked for an alert on this colour (or size) and gets it (201). */
async function asked(body: { prodvarid: number; sizeid?: number }) {
  const res = await ask(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().alert.alertid as number;
}

describe('POST /api/stock_alerts, GET mine, DELETE', () => {
  it('asks once for a sold-out size or colour, lists it in «Mis avisos», and removes only one’s own', async () => {
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '40': 0, '41': 12 }, name: 'Bota Curva Aviso' });
    const first = await ask({ prodvarid: sized.variantId, sizeid: sized.sizeIds['40'] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ok: true, msg: 'Le avisaremos por correo cuando haya stock' });
    const again = await ask({ prodvarid: sized.variantId, sizeid: sized.sizeIds['40'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ msg: MSG.alertCreated, alert: { alertid: first.json().alert.alertid } });
    const open = await all(store, sql`select alertid from stock_alerts where userid = ${ana.id} and prodvarid = ${sized.variantId}`);
    expect(open).toHaveLength(1);

    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'Mocasín Agotado' });
    expect((await ask({ prodvarid: boxes.variantId })).statusCode).toBe(201);

    const list = await mine();
    expect(list).toHaveLength(2);
    expect(list).toContainEqual(
      expect.objectContaining({
        productid: sized.productId,
        productName: 'Bota Curva Aviso',
        code: sized.code,
        sizeName: '40',
        picture: '/media/test.svg',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    expect(await mine(beto.token)).toEqual([]);

    const alertid = first.json().alert.alertid;
    const theirs = await remove(alertid, beto.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('El aviso no existe');
    const removed = await remove(alertid, ana.token);
    expect(removed.json()).toEqual({ ok: true, msg: 'Aviso eliminado' });
    expect((await remove(alertid, ana.token)).statusCode).toBe(404);
    expect((await mine()).map((a) => a.code)).toEqual([boxes.code]);
  });

  it('refuses what can be bought now (400), an unknown colour or size (404), and a visitor (401)', async () => {
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '40': 0, '41': 12 } });
    const inStock = await ask({ prodvarid: sized.variantId, sizeid: sized.sizeIds['41'] });
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json().msg).toBe('Este producto tiene stock: puede agregarlo al carrito ahora');
    expect((await ask({ prodvarid: sized.variantId })).statusCode).toBe(400);
    const unknownSize = await ask({ prodvarid: sized.variantId, sizeid: 999_999 });
    expect([unknownSize.statusCode, unknownSize.json().msg]).toEqual([404, MSG.sizeNotFound]);
    const unknown = await ask({ prodvarid: 999_999 });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, MSG.variantNotFound]);

    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 2 });
    expect((await ask({ prodvarid: boxes.variantId })).statusCode).toBe(400);
    // a BOXES colour has no sizes
    expect((await ask({ prodvarid: boxes.variantId, sizeid: sized.sizeIds['40'] })).statusCode).toBe(404);
    // 5 pairs of a UNITS colour: below half a box, not shown, so it may be asked for
    const units = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 5 });
    expect((await ask({ prodvarid: units.variantId })).statusCode).toBe(201);

    const visitor = await call(store.app, endpoints.alerts.create, { payload: { prodvarid: units.variantId } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a cap on open alerts', () => {
  it('a distributor with 100 open alerts is asked to remove one; the same alert again is still answered', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0 });
    const res0 = await ask({ prodvarid: p.variantId }, beto.token);
    expect(res0.statusCode, res0.body).toBe(201);
    await store.database.db.execute(
      sql`insert into stock_alerts (userid, prodvarid) select ${beto.id}, prodvarid from product_variants
          where prodvarid <> ${p.variantId} order by prodvarid limit 99`,
    );
    try {
      expect((await ask({ prodvarid: p.variantId }, beto.token)).statusCode).toBe(200);
      const other = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0 });
      const res = await ask({ prodvarid: other.variantId }, beto.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Ya tiene 100 avisos abiertos. Elimine alguno en «Mis avisos» para pedir otro.');
    } finally {
      await store.database.db.execute(sql`delete from stock_alerts where userid = ${beto.id}`);
    }
  });
});

describe('the demo', () => {
  it('the demo distributor waits for a sold-out colour and a sold-out size of one SIZES product', async () => {
    const token = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const list = await mine(token);
    expect(list).toHaveLength(2);
    expect(new Set(list.map((a) => a.productid)).size).toBe(1);
    const detail = (await call(store.app, endpoints.catalog.product, { params: { id: list[0].productid as number }, token })).json()
      .product;
    const colour = detail.productVariants.find((v: { prodvarid: number }) => v.prodvarid === list.find((a) => !a.sizeid)?.prodvarid);
    expect(colour.stock_quantity).toBe(0);
    const sized = list.find((a) => a.sizeid)!;
    const variant = detail.productVariants.find((v: { prodvarid: number }) => v.prodvarid === sized.prodvarid);
    expect(variant.stock_quantity).toBeGreaterThanOrEqual(6);
    expect(variant.stock_sizes.find((z: { sizeid: number }) => z.sizeid === sized.sizeid).quantity).toBe(0);
  });
});

describe('an alert fires once when stock comes back', () => {
  it('a staff edit of the stock: one e-mail with the link, the alert closed, a second edit sends nothing', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'Botín Vuelve' });
    const alertid = await asked({ prodvarid: p.variantId });
    const before = (await mailsTo(ana.email)).length;

    await saveStock(p.variantId, [{ sizeid: null, expected: 0, quantity: 1 }]);
    const mails = (await mailsTo(ana.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Ya hay stock: Botín Vuelve (${p.code})`);
    expect(mails[0].text).toContain(`http://tienda.test/product?productid=${p.productId}`);
    expect(mails[0].html).toContain(`href="http://tienda.test/product?productid=${p.productId}"`);
    expect(await notifiedAt(alertid)).not.toBeNull();
    expect(await mine()).not.toContainEqual(expect.objectContaining({ alertid }));

    await saveStock(p.variantId, [{ sizeid: null, expected: 1, quantity: 3 }]);
    expect((await mailsTo(ana.email)).length).toBe(before + 1);
  });

  it('a size waits for its own pairs; another size coming back sends nothing', async () => {
    const p = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '40': 0, '41': 12 }, name: 'Zapato Talla' });
    const alertid = await asked({ prodvarid: p.variantId, sizeid: p.sizeIds['40'] });
    const before = (await mailsTo(ana.email)).length;
    await saveStock(p.variantId, [{ sizeid: p.sizeIds['41'], expected: 12, quantity: 20 }]);
    expect((await mailsTo(ana.email)).length).toBe(before);
    expect(await notifiedAt(alertid)).toBeNull();

    await saveStock(p.variantId, [{ sizeid: p.sizeIds['40'], expected: 0, quantity: 6 }]);
    const mails = (await mailsTo(ana.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('talla 40');
  });

  it('an inactive product never fires; made active again with stock, it does', async () => {
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 0, name: 'Sandalia Pausada' });
    const alertid = await asked({ prodvarid: p.variantId });
    await store.database.db.execute(sql`update products set active = false where productid = ${p.productId}`);
    const before = (await mailsTo(ana.email)).length;
    await saveStock(p.variantId, [{ sizeid: null, expected: 0, quantity: 24 }]);
    expect((await mailsTo(ana.email)).length).toBe(before);
    expect(await notifiedAt(alertid)).toBeNull();

    const row = await one<Record<string, number | string | boolean>>(
      store,
      sql`select name, description, stocktype, brandid, genderid, categoryid, materialid, typeid, technologyid, useid from products where productid = ${p.productId}`,
    );
    const saved = await call(store.app, adminEndpoints.products.update, {
      params: { id: p.productId },
      token: admin,
      payload: { ...row, stockType: row.stocktype, preventa: false, active: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mailsTo(ana.email)).length).toBe(before + 1);
    expect(await notifiedAt(alertid)).not.toBeNull();
  });

  it('a CSV import that gives stock back, imported twice, sends one e-mail', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'Botín Importado' });
    const alertid = await asked({ prodvarid: p.variantId });
    const before = (await mailsTo(ana.email)).length;
    const exported = await call(store.app, adminEndpoints.csv.export, { token: admin });
    const rows = (parse(exported.body, { columns: true, bom: true }) as Record<string, string>[]).filter((r) => r.codigo === p.code);
    expect(rows).toHaveLength(1);

    const importStock = async (stock: string) => {
      const file = stringify(
        rows.map((r) => ({ ...r, stock })),
        { header: true, columns: CSV_HEADERS },
      );
      const res = await call(store.app, adminEndpoints.csv.import, {
        query: { dryRun: 0 },
        token: admin,
        headers: { 'content-type': 'text/csv' },
        payload: file,
      });
      expect(res.statusCode, res.body).toBe(202);
      for (;;) {
        const job = (await call(store.app, adminEndpoints.csv.job, { params: { jobId: res.json().jobId }, token: admin })).json();
        if (job.status !== 'running') return expect(job.status, job.msg).toBe('done');
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    await importStock('2');
    const mails = (await mailsTo(ana.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/product?productid=${p.productId}`);
    expect(await notifiedAt(alertid)).not.toBeNull();
    await importStock('5');
    expect((await mailsTo(ana.email)).length).toBe(before + 1);
  });

  it('a cancelled order that gives its units back fires the alert of the one who waited', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 1, name: 'Botín Cancelado' });
    const added = await call(store.app, endpoints.cart.add, { token: beto.token, payload: { prodvarid: p.variantId, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(201);
    const sale = await call(store.app, endpoints.sales.place, { token: beto.token, payload: {} });
    expect(sale.statusCode, sale.body).toBe(201);
    const alertid = await asked({ prodvarid: p.variantId });
    const before = (await mailsTo(ana.email)).length;

    const canceled = await call(store.app, adminEndpoints.orders.move, {
      params: { id: sale.json().saleid },
      token: admin,
      payload: { status: 'CANCELED', reason: 'Pedido duplicado' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const mails = (await mailsTo(ana.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Ya hay stock: Botín Cancelado (${p.code})`]);
    expect(await notifiedAt(alertid)).not.toBeNull();
  });

  it('two writes that race mail it once: the alert is claimed by one of them', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0 });
    const alertid = await asked({ prodvarid: p.variantId });
    await store.database.db.execute(sql`update stock set quantity = 4 where prodvarid = ${p.variantId}`);
    const before = (await mailsTo(ana.email)).length;
    // Three jobs' claims at once, as on three instances.
    const deps = { db: store.app.db, mailer: store.app.mailer, publicUrl: 'http://tienda.test' };
    const sent = await Promise.all([
      claimStockAlerts(deps, { variantIds: [p.variantId] }),
      claimStockAlerts(deps, { productIds: [p.productId] }),
      claimStockAlerts(deps, 'all'),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await mailsTo(ana.email)).length).toBe(before + 1);
    expect(await notifiedAt(alertid)).not.toBeNull();
  });

  it('the claim and its e-mail are one transaction: when the mail cannot be queued the alert stays open and the job is retried', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0 });
    const alertid = await asked({ prodvarid: p.variantId });
    await store.database.db.execute(sql`update stock set quantity = 4 where prodvarid = ${p.variantId}`);
    const before = (await mailsTo(ana.email)).length;
    const job = async () =>
      one<{ id: string; state: string; retry_count: number; error: string | null }>(
        store,
        sql`select id, state, retry_count, output->>'message' as error from pgboss.job where name = 'stock-alerts' and data->'scope'->'variantIds' = ${JSON.stringify([p.variantId])}::jsonb`,
      );
    const send = store.app.mailer.send;
    store.app.mailer.send = async () => {
      throw new Error('the queue refused the job');
    };
    try {
      await queueStockAlerts(store.app.queue, store.app.db, { variantIds: [p.variantId] });
      store.app.queue.wakePending();
      // The job's first attempt throws: its claim rolled back, it waits for its retry.
      for (let i = 0; i < 500 && (await job())?.state !== 'retry'; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await job()).toMatchObject({ state: 'retry', retry_count: 0, error: 'the queue refused the job' });
      expect(await notifiedAt(alertid)).toBeNull();
    } finally {
      store.app.mailer.send = send;
    }
    // Its retry (brought forward from its pause) claims the alert and mails it.
    await store.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${(await job()).id}`);
    expect((await mailsTo(ana.email)).length).toBe(before + 1);
    expect(await notifiedAt(alertid)).not.toBeNull();
    expect(await job()).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('a stock save queues the alerts’ job in its own transaction: a refused save queues none', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'Botín en Cola' });
    await asked({ prodvarid: p.variantId });
    const jobs = async () =>
      (await one<{ n: number }>(store, sql`select count(*)::int as n from pgboss.job where name = 'stock-alerts'`)).n;
    const before = await jobs();
    const taken = await one<{ code: string }>(store, sql`select code from product_variants where prodvarid <> ${p.variantId} limit 1`);
    const refused = await saveVariant(p.variantId, {
      code: taken.code,
      colorid: Number(
        (await one<{ colorid: number }>(store, sql`select colorid from product_variants where prodvarid = ${p.variantId}`)).colorid,
      ),
      priceCents: 1000,
      discountPercent: 0,
      stock: [{ sizeid: null, expected: 0, quantity: 4 }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await jobs()).toBe(before);
    await saveStock(p.variantId, [{ sizeid: null, expected: 0, quantity: 4 }]);
    expect(await jobs()).toBe(before + 1);
    expect((await mailsTo(ana.email)).at(-1)?.subject).toBe(`Ya hay stock: Botín en Cola (${p.code})`);
  });

  it('a disabled distributor’s alert waits (no e-mail) and fires once the account is approved again', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 0, name: 'Mocasín en Espera' });
    const alertid = await asked({ prodvarid: p.variantId });
    await store.database.db.execute(sql`update users set status = 'DISABLED' where userid = ${ana.id}`);
    try {
      await store.database.db.execute(sql`update stock set quantity = 4 where prodvarid = ${p.variantId}`);
      const before = (await mailsTo(ana.email)).length;
      await alertsJob({ variantIds: [p.variantId] });
      expect(await notifiedAt(alertid)).toBeNull();
      expect((await mailsTo(ana.email)).length).toBe(before);
      await store.database.db.execute(sql`update users set status = 'APPROVED' where userid = ${ana.id}`);
      await alertsJob({ variantIds: [p.variantId] });
      expect(await notifiedAt(alertid)).not.toBeNull();
      expect((await mailsTo(ana.email)).map((m) => m.subject).slice(before)).toEqual([`Ya hay stock: Mocasín en Espera (${p.code})`]);
    } finally {
      await store.database.db.execute(sql`update users set status = 'APPROVED' where userid = ${ana.id}`);
    }
  });
});
