/**
 * `npm run test:process`: two built servers, A and B, as a load balancer would put them behind one address
 * (decision 025): one PostgreSQL database, one S3-compatible bucket (s3rver), one Redis and one SMTP server, each
 * server with its own DATA_DIR and port. What one changes the other serves without waiting for its cache (the delay printed), and what A
 * queued before a `kill -9` B sends, once. PostgreSQL at TEST_DATABASE_URL's server and Redis at 127.0.0.1
 * (CLUSTER_REDIS_URL, a database of its own that the test empties) must be running.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { type EndpointDef, MIN_VISIBLE_STOCK, MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { isVariantAvailable, type StockedProduct } from '@store/contracts/stock';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { freshPostgres } from '../src/test/fresh-postgres.ts';
import { startS3 } from '../src/test/s3.ts';
import { apiUrl, type CallOptions, call, killServers, login, type Server, startServer, waitHealthy } from './server-process.ts';
import { type CapturedMail, startSmtpCapture } from './smtp-capture.ts';

const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const RATE_LIMIT_MAX = 6;
const STORE_INBOX = 'ventas@cluster.test';
/**
 * B's catalogue cache lives 600 s here, so B serving a change at all before then is the bus's doing. The
 * second the product allows is a latency figure, printed by each check; under CI's load (four lanes on two
 * cores, a load of 15 to 20) one request to B alone took over a second, so the checks fail only past 10 s.
 */
const WITHIN_MS = 10_000;

// Each check logs in from its own client address (X-Forwarded-For, trusted from 127.0.0.1): the rate limit
// counts per address, so the logins one check makes never eat into another's allowance.
let nextClient = 1;
const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });

let received: CapturedMail[] = [];
let a: Server;
let b: Server;
let database: Awaited<ReturnType<typeof freshPostgres>>;
let sql: pg.Client;
let aListener: string;
let adminToken: string;
let distributorToken: string;
const cleanup: (() => Promise<unknown>)[] = [];

before(
  async () => {
    database = await freshPostgres(PG_BASE);
    cleanup.push(() => database.drop());
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanup.push(() => sql.end());

    const bucket = await startS3();
    cleanup.push(() => bucket.close());

    const smtp = await startSmtpCapture();
    received = smtp.received;
    cleanup.push(smtp.close);

    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();

    const shared = {
      DATABASE_URL: database.url,
      ...bucket.env,
      REDIS_URL,
      SMTP_URL: smtp.url,
      STORE_INBOX,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_MS: '600000',
      // Far beyond the test: whatever B shows anew, the bus told it, never an expired cache.
      CATALOG_CACHE_TTL_MS: '600000',
      // info: B's log must say when the invalidation connection is back
      LOG_LEVEL: 'info',
    };
    const dirs = await Promise.all(['a', 'b'].map((n) => mkdtemp(path.join(tmpdir(), `store-cluster-${n}-`))));
    cleanup.push(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
    // A first, and alone: it migrates and seeds the empty database. It only queues jobs, never runs them, so
    // that an e-mail it queues can only leave through B.
    a = await startServer({ ...shared, DATA_DIR: dirs[0], JOB_WORKERS: '0' });
    await waitHealthy(a, 300_000);
    aListener = (
      await sql.query<{ application_name: string }>(
        `select application_name from pg_stat_activity where datname = current_database() and application_name like 'store-invalidation-%'`,
      )
    ).rows.map((r) => r.application_name)[0];
    assert.ok(aListener, `A has no invalidation connection:\n${a.log()}`);
    b = await startServer({ ...shared, DATA_DIR: dirs[1] });
    await waitHealthy(b, 300_000);

    adminToken = await login(a, DEMO_ACCOUNTS.admin, fromNewClient());
    distributorToken = await login(b, DEMO_ACCOUNTS.distributor, fromNewClient());
  },
  { timeout: 600_000 },
);

after(async () => {
  killServers();
  for (const step of cleanup.reverse()) await step().catch((err) => console.error(err));
});

async function ok<T>(server: Server, endpoint: EndpointDef, options: CallOptions = {}) {
  const res = await call<T>(server, endpoint, options);
  assert.ok(
    res.status >= 200 && res.status < 300,
    `${endpoint.method} ${endpoint.path} on port ${server.port}: ${res.status} ${JSON.stringify(res.body)}`,
  );
  return res.body;
}

/**
 * Asks `probe` again and again (as fast as B answers) until it says yes; answers the milliseconds since
 * `since`. Gives up after `giveUpMs`, so a check that is only slow says how slow before it fails.
 */
async function msUntil(since: number, probe: () => Promise<boolean>, giveUpMs = 15_000): Promise<number> {
  while (!(await probe())) {
    assert.ok(performance.now() - since < giveUpMs, `still not seen after ${giveUpMs} ms`);
    await delay(10);
  }
  return Math.round(performance.now() - since);
}

interface StoreVariant {
  prodvarid: number;
  code: string;
  price: number | null;
  stock_quantity: number;
  product_stock: { quantity: number }[];
  product_media: { url: string }[];
  stock_sizes?: { sizeid: number; quantity: number }[];
}
interface StoreCard extends StockedProduct {
  productid: number;
  product_variants: StoreVariant[];
}
interface AdminVariant {
  prodvarid: number;
  code: string;
  colorid: number;
  priceCents: number;
  discountPercent: number;
  stock: { sizeid: number | null; quantity: number }[];
}

const storeFront = async (server: Server, query: CallOptions['query'] = { page: 1, size: 40 }) =>
  (await ok<{ products: StoreCard[] }>(server, endpoints.catalog.storeFront, { query, token: distributorToken })).products;
const detail = async (server: Server, productId: number) =>
  (
    await ok<{ product: { productInfo: StockedProduct; productVariants: StoreVariant[] } }>(server, endpoints.catalog.product, {
      params: { id: productId },
      token: distributorToken,
    })
  ).product;
const adminVariant = async (productId: number, variantId: number) => {
  const { product } = await ok<{ product: { variants: AdminVariant[] } }>(a, adminEndpoints.products.get, {
    params: { id: productId },
    token: adminToken,
  });
  const variant = product.variants.find((v) => v.prodvarid === variantId);
  assert.ok(variant, `variant ${variantId} not in the back office's product ${productId}`);
  return variant;
};
/** 'Guardar variante' on A: the fields as they are, with the changes given. */
const saveVariant = async (productId: number, variantId: number, changes: object) => {
  const v = await adminVariant(productId, variantId);
  const fields = { code: v.code, colorid: v.colorid, priceCents: v.priceCents, discountPercent: v.discountPercent };
  return ok(a, adminEndpoints.products.updateVariant, { params: { id: variantId }, token: adminToken, body: { ...fields, ...changes } });
};
const centsOn = async (server: Server, productId: number, variantId: number) => {
  const price = (await detail(server, productId)).productVariants.find((v) => v.prodvarid === variantId)?.price;
  return price == null ? null : Math.round(price * 100);
};

/** A shown colour of a SIZES product: sold by the pair, so one pair moves its stock by one. */
async function sizedColour() {
  const card = (await storeFront(b)).find((c) => c.stocktype === 'SIZES' && c.product_variants.some((v) => isVariantAvailable(v, c)));
  assert.ok(card, 'the demo catalogue has no shown colour of a SIZES product');
  const variant = card.product_variants.find((v) => isVariantAvailable(v, card));
  return { productId: card.productid, variantId: variant!.prodvarid, code: variant!.code };
}

test('a price edited through A is served by B, told by the bus, not by its cache expiring', async (t) => {
  const { productId, variantId } = await sizedColour();
  const before = await centsOn(b, productId, variantId);
  assert.ok(before !== null);
  const cents = before + 137;

  await saveVariant(productId, variantId, { priceCents: cents });
  const saved = performance.now();
  assert.equal(await centsOn(a, productId, variantId), cents);
  const ms = await msUntil(saved, async () => (await centsOn(b, productId, variantId)) === cents);
  t.diagnostic(`B served ${cents} cents ${ms} ms after A saved it`);
  assert.ok(ms <= WITHIN_MS, `B served the new price after ${ms} ms`);
});

test('a sale on A that leaves a colour below 6 pairs hides it on B, told by the bus', async (t) => {
  const { productId, variantId, code } = await sizedColour();
  // The colour holds exactly what the store still shows (half a box) in one size, none in the others.
  const { stock } = await adminVariant(productId, variantId);
  const [kept, ...emptied] = stock;
  assert.ok(kept.sizeid !== null);
  await saveVariant(productId, variantId, {
    stock: [
      { sizeid: kept.sizeid, expected: kept.quantity, quantity: MIN_VISIBLE_STOCK },
      ...emptied.filter((s) => s.quantity > 0).map((s) => ({ sizeid: s.sizeid, expected: s.quantity, quantity: 0 })),
    ],
  });
  /** whether B shows the colour as the store does: on the product's card and on its page */
  const shownOnB = async () => {
    const card = (await storeFront(b, { search: code, size: 10 })).find((c) => c.productid === productId);
    const onCard = card?.product_variants.find((v) => v.prodvarid === variantId);
    const page = await detail(b, productId);
    const onPage = page.productVariants.find((v) => v.prodvarid === variantId);
    assert.ok(onPage, `colour ${variantId} missing from product ${productId}`);
    return { card: !!card && !!onCard && isVariantAvailable(onCard, card), page: isVariantAvailable(onPage, page.productInfo) };
  };
  // Both of B's pages hold the colour with those pairs (and are cached so) before the sale.
  await msUntil(performance.now(), async () => {
    const shown = await shownOnB();
    return shown.card && shown.page;
  });

  const added = await call(a, endpoints.cart.add, {
    token: distributorToken,
    body: { prodvarid: variantId, quantity: 1, sizeid: kept.sizeid },
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const sale = await call<{ saleid: number }>(a, endpoints.sales.place, { token: distributorToken, body: {} });
  assert.equal(sale.status, 201, JSON.stringify(sale.body));
  const sold = performance.now();
  const ms = await msUntil(sold, async () => {
    const shown = await shownOnB();
    return !shown.card && !shown.page;
  });
  t.diagnostic(`order ${sale.body.saleid} on A left ${MIN_VISIBLE_STOCK - 1} pairs; B hid the colour ${ms} ms later`);
  assert.ok(ms <= WITHIN_MS, `B still showed the colour ${ms} ms after the sale`);
});

test('a token logged out on A gets 401 on B at once', async (t) => {
  for (let round = 1; round <= 3; round++) {
    const token = await login(a, DEMO_ACCOUNTS.distributor2, fromNewClient());
    // B has checked the token, so it holds the session in its cache.
    await ok(b, endpoints.cart.get, { token });
    await ok(a, endpoints.auth.logout, { token });
    const loggedOut = performance.now();
    const res = await call(b, endpoints.cart.get, { token });
    if (res.status !== 401) {
      const ms = await msUntil(loggedOut, async () => (await call(b, endpoints.cart.get, { token })).status === 401);
      assert.fail(`round ${round}: B answered ${res.status} right after the logout on A, and 401 only ${ms} ms later`);
    }
    assert.deepEqual(res.body, { ok: false, msg: MSG.unauthorized });
  }
  t.diagnostic('three logouts on A: the very next request on B got 401 each time');
});

test('a picture uploaded through A is served by B', async (t) => {
  const { productId, variantId } = await sizedColour();
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'cluster.png');
  const res = await fetch(apiUrl(a, adminEndpoints.products.uploadImage, { id: variantId }), {
    method: adminEndpoints.products.uploadImage.method,
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  const uploaded = (await res.json()) as { url: string };
  assert.equal(res.status, 201, JSON.stringify(uploaded));

  const fromA = await fetch(`http://127.0.0.1:${a.port}${uploaded.url}`);
  const fromB = await fetch(`http://127.0.0.1:${b.port}${uploaded.url}`);
  assert.equal(fromA.status, 200);
  assert.equal(fromB.status, 200, `B answered ${fromB.status} for ${uploaded.url}`);
  assert.equal(fromB.headers.get('content-type'), 'image/webp');
  const bytes = Buffer.from(await fromB.arrayBuffer());
  assert.deepEqual(bytes, Buffer.from(await fromA.arrayBuffer()));
  assert.deepEqual(
    await sharp(bytes)
      .metadata()
      .then((m) => [m.format, m.width, m.height]),
    ['webp', 64, 48],
  );
  // And B's product page lists it, the catalogue having been told.
  const ms = await msUntil(performance.now(), async () =>
    (await detail(b, productId)).productVariants.some(
      (v) => v.prodvarid === variantId && v.product_media.some((m) => m.url === uploaded.url),
    ),
  );
  t.diagnostic(`${uploaded.url}: ${bytes.length} bytes from B, the same as from A; on B's product page after ${ms} ms`);
});

test('login attempts spread over A and B meet one limit', async (t) => {
  // An address no other check uses; the test emptied its Redis database, so the count starts at 0.
  const client = { 'x-forwarded-for': '203.0.113.7' };
  const statuses: number[] = [];
  let refused: unknown;
  for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
    const res = await call(i % 2 ? b : a, endpoints.auth.login, {
      headers: client,
      body: { email: DEMO_ACCOUNTS.distributor.email, password: 'no-es-esta' },
    });
    statuses.push(res.status);
    if (res.status === 429) refused = res.body;
  }
  t.diagnostic(`attempts alternating A, B, A…: ${statuses.join(' ')}`);
  assert.deepEqual(statuses, [...Array(RATE_LIMIT_MAX).fill(401), 429, 429]);
  assert.deepEqual(refused, { ok: false, msg: MSG.tooManyRequests });
});

test('B reloads what it holds when its notification connection comes back, and says so', async (t) => {
  const { productId, variantId } = await sizedColour();
  const before = await centsOn(b, productId, variantId);
  assert.ok(before !== null);
  const cents = before + 211;
  // B is paused while its LISTEN connection is cut and the price changes, so the change's notification
  // cannot reach it: only the reload after the reconnect can show it the new price.
  b.child.kill('SIGSTOP');
  let resumed = false;
  try {
    const cut = await sql.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and application_name like 'store-invalidation-%' and application_name <> $1`,
      [aListener],
    );
    assert.deepEqual(
      cut.rows.map((r) => r.done),
      [true],
      "B's invalidation connection was not found",
    );
    await saveVariant(productId, variantId, { priceCents: cents });
    await delay(300);
    b.child.kill('SIGCONT');
    resumed = true;
  } finally {
    if (!resumed) b.child.kill('SIGCONT');
  }
  const back = performance.now();
  const ms = await msUntil(back, async () => (await centsOn(b, productId, variantId)) === cents);
  t.diagnostic(`B served the price changed while it was cut off ${ms} ms after it resumed`);
  assert.ok(ms <= 5000, `B served the new price only after ${ms} ms`);
  assert.match(b.log(), /invalidation connection lost/);
  assert.match(b.log(), /invalidation connection restored/);
});

test('an e-mail queued on A, killed with kill -9 before sending, is sent by B once', async (t) => {
  const subject = `Pedido del clúster ${randomBytes(4).toString('hex')}`;
  const sent = await call(a, endpoints.content.contact, {
    headers: fromNewClient(),
    body: { name: 'Carla Ruiz', email: 'carla@example.com', subject, message: '¿Tienen 200 pares para marzo?' },
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  a.child.kill('SIGKILL');
  assert.equal(await a.exited, null);
  const killed = performance.now();

  const ours = () => received.filter((m) => m.subject === `Contacto: ${subject}`);
  const ms = await msUntil(killed, async () => ours().length > 0, 60_000);
  // Long enough for a second worker's poll, or a retry, to send it again.
  await delay(5000);
  assert.deepEqual(ours(), [{ to: STORE_INBOX, subject: `Contacto: ${subject}` }]);
  const jobs = await sql.query<{ state: string }>(`select state from pgboss.job where name = 'mail' and data::text like $1`, [
    `%${subject}%`,
  ]);
  assert.deepEqual(
    jobs.rows.map((r) => r.state),
    ['completed'],
    'the e-mail did not go through the queue',
  );
  t.diagnostic(`sent by B ${ms} ms after A was killed; one copy after 5 s more`);
});
