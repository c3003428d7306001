/**
 * The page cookie (decision 033): set by the server, HttpOnly; it selects the audience a rendered page is
 * made for and opens no route of the API; it ends with its session. HSTS over https only. Logins limited per
 * account as well as per address.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createDistributors, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { apiPath, call, createTestStore, loginAdmin, type TestStore } from '../../test/harness.ts';
import { LOGIN_ACCOUNT_LIMIT, LoginAttempts } from './login-limit.ts';

/**
 * A stand-in for the web build's renderer (apps/web/dist-server): it reads the store front as the page's
 * audience, as the real one does, and writes the first price and the greeting's name mark into the page.
 */
const FAKE_RENDERER = `
export async function render({ audience, language, api }) {
  const res = await api('${apiPath(endpoints.catalog.storeFront)}', { headers: { accept: 'application/json' } });
  const first = (await res.json()).products[0];
  const greeting = audience === 'visitor' ? 'Bienvenido' : 'Bienvenido, \\uE000name\\uE000';
  return { kind: 'page', status: 200, html: '<h1>' + greeting + '</h1><p>precio:' + first.price + '</p>', head: { title: 'Inicio' }, state: { audience }, language };
}`;

let store: TestStore;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'page-cookie-web-'));
  await mkdir(path.join(webRoot, 'dist'));
  await mkdir(path.join(webRoot, 'dist-server'));
  await writeFile(
    path.join(webRoot, 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webRoot, 'dist-server', 'entry-server.js'), FAKE_RENDERER);
  store = await createTestStore({ env: { WEB_DIR: path.join(webRoot, 'dist') } });
});
afterAll(async () => {
  await store?.close();
  await rm(webRoot, { recursive: true, force: true });
});

type Injected = Awaited<ReturnType<TestStore['app']['inject']>>;
const setCookies = (res: Injected) => [res.headers['set-cookie'] ?? []].flat().map(String);
const pageCookieOf = (res: Injected) => setCookies(res).find((c) => c.startsWith('ca_session='));
const pageTokenOf = (res: Injected) => /^ca_session=([^;]*)/.exec(pageCookieOf(res) ?? '')?.[1] ?? '';

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const res = await call(store.app, endpoints.auth.login, { payload: { email, password }, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, token: res.json().user.token as string, pageToken: pageTokenOf(res) };
}

const page = (url: string, cookie?: string) => store.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const PRICE = /precio:\d/;

describe('the page cookie', () => {
  it('is set by the login, HttpOnly and SameSite=Lax, without Secure over plain http; a random token apart from the bearer', async () => {
    const { res, token, pageToken } = await signIn(DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const cookie = pageCookieOf(res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(pageToken).toMatch(/^[\w-]{40,}$/);
    expect(pageToken).not.toBe(token);
    // The old name cookie browsers wrote is cleared: the page cookie carries the account now.
    expect(setCookies(res)).toContainEqual(expect.stringMatching(/^ca_name=; .*Max-Age=0/));
  });

  it("renders a distributor's page with its prices and its name, and a visitor's without either", async () => {
    const { pageToken, token } = await signIn(DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const signedIn = await page('/', `ca_session=${pageToken}`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toMatch(PRICE);
    expect(signedIn.body).toContain('Bienvenido, Calzado El Paso');
    const visitor = await page('/');
    expect(visitor.body).not.toMatch(PRICE);
    expect(visitor.body).toContain('<h1>Bienvenido</h1>');
    // The bearer token in the cookie (as browsers kept it before) selects nothing: a visitor's page.
    expect((await page('/', `ca_session=${token}`)).body).not.toMatch(PRICE);
    expect((await page('/', 'ca_session=not-a-token')).body).not.toMatch(PRICE);
  });

  it("Bodega's page cookie gets its own page, drawn from a visitor's data: no price, and not the visitors' copy", async () => {
    const { pageToken } = await signIn(DEMO_ACCOUNTS.warehouse.email, DEMO_ACCOUNTS.warehouse.password);
    const html = (await page('/', `ca_session=${pageToken}`)).body;
    expect(html).not.toMatch(PRICE);
    expect(html).toContain('"audience":"WAREHOUSE"');
    // the visitors' cached page is another copy, which names nobody
    const visitor = (await page('/')).body;
    expect(visitor).toContain('<h1>Bienvenido</h1>');
    expect(visitor).toContain('"audience":"visitor"');
  });

  it('a stolen page cookie is no API credential: as a bearer or as a cookie, the back office and the cart answer 401', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const dist = await signIn(DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    // Each page cookie has just been read for a page: the session cache holds it, and must not lend it to the API.
    await page('/', `ca_session=${admin.pageToken}`);
    await page('/', `ca_session=${dist.pageToken}`);
    for (const { pageToken } of [admin, dist]) {
      for (const endpoint of [adminEndpoints.distributors.list, endpoints.cart.get]) {
        const asBearer = await call(store.app, endpoint, { token: pageToken });
        expect(asBearer.statusCode, endpoint.path).toBe(401);
        expect(asBearer.json()).toEqual({ ok: false, msg: MSG.unauthorized });
        const asCookie = await call(store.app, endpoint, { headers: { cookie: `ca_session=${pageToken}` } });
        expect(asCookie.statusCode, endpoint.path).toBe(401);
      }
      const add = await call(store.app, endpoints.cart.add, {
        token: pageToken,
        headers: { cookie: `ca_session=${pageToken}` },
        payload: { prodvarid: 1, quantity: 1 },
      });
      expect(add.statusCode).toBe(401);
    }
    // The bearers themselves still open them.
    expect((await call(store.app, adminEndpoints.distributors.list, { token: admin.token })).statusCode).toBe(200);
    expect((await call(store.app, endpoints.cart.get, { token: dist.token })).statusCode).toBe(200);
  });

  it('the logout clears it and ends it: the same value then selects a visitor page', async () => {
    const { token, pageToken } = await signIn(DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    expect((await page('/store', `ca_session=${pageToken}`)).body).toMatch(PRICE);
    const out = await call(store.app, endpoints.auth.logout, { token });
    expect(out.statusCode).toBe(200);
    expect(pageCookieOf(out)).toMatch(/^ca_session=; .*Max-Age=0.*HttpOnly/);
    expect((await page('/store', `ca_session=${pageToken}`)).body).not.toMatch(PRICE);
  });

  it('a change of password gives a new page cookie and ends the old one; staff disabling the account ends the new one', async () => {
    const [dist] = await createDistributors(store.database.db, 1, 'pagecookie');
    const first = await signIn(dist.email, FIXTURE_PASSWORD);
    const other = await signIn(dist.email, FIXTURE_PASSWORD);
    expect((await page('/', `ca_session=${first.pageToken}`)).body).toMatch(PRICE);
    const changed = await call(store.app, endpoints.auth.changePassword, {
      token: first.token,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'otra-clave-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = pageTokenOf(changed);
    expect(renewed).toMatch(/^[\w-]{40,}$/);
    expect(pageCookieOf(changed)).toMatch(/HttpOnly/);
    expect((await page('/', `ca_session=${first.pageToken}`)).body).not.toMatch(PRICE);
    expect((await page('/', `ca_session=${other.pageToken}`)).body).not.toMatch(PRICE);
    expect((await page('/', `ca_session=${renewed}`)).body).toMatch(PRICE);

    const disabled = await call(store.app, adminEndpoints.distributors.setStatus, {
      params: { id: dist.id },
      token: await loginAdmin(store.app),
      payload: { status: 'DISABLED' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await page('/', `ca_session=${renewed}`)).body).not.toMatch(PRICE);
  });

  it('a session begun before the page cookie existed asks for one with its bearer', async () => {
    const { token } = await signIn(DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.distributor2.password);
    const res = await call(store.app, endpoints.auth.pageSession, { token });
    expect(res.statusCode).toBe(200);
    expect(pageCookieOf(res)).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await page('/', `ca_session=${pageTokenOf(res)}`)).body).toMatch(PRICE);
    expect((await call(store.app, endpoints.auth.pageSession)).statusCode).toBe(401);
  });
});

describe('https', () => {
  let https: TestStore;
  beforeAll(async () => {
    https = await createTestStore({ seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => https?.close());

  it('HSTS is absent over plain http and present when the proxy says https; the page cookie is then Secure', async () => {
    const plain = await call(https.app, endpoints.health.check);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect((await call(store.app, endpoints.health.check)).headers['strict-transport-security']).toBeUndefined();
    const secure = await call(https.app, endpoints.health.check, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    // Other security headers are on both.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');

    const [dist] = await createDistributors(https.database.db, 1, 'secure');
    const login = await call(https.app, endpoints.auth.login, {
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: dist.email, password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(pageCookieOf(login)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('a PUBLIC_URL with https means https too (a proxy that ends TLS without being trusted)', async () => {
    const configured = https.app.config.publicUrl;
    https.app.config.publicUrl = 'https://tienda.example';
    try {
      const res = await call(https.app, endpoints.health.check);
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
    } finally {
      https.app.config.publicUrl = configured;
    }
  });
});

describe('login attempts per account', () => {
  const attempt = (email: string, password: string, address: string) =>
    call(store.app, endpoints.auth.login, { payload: { email, password }, remoteAddress: address });

  it('many failed logins for one e-mail from many addresses: the same message as the per-address limit, 429, even with the right password', async () => {
    const [dist] = await createDistributors(store.database.db, 1, 'guessed');
    for (let i = 1; i <= LOGIN_ACCOUNT_LIMIT.failures; i++) {
      const res = await attempt(dist.email, `mala-${i}`, `10.0.${i}.1`);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.loginInvalid);
    }
    // The e-mail as typed with capitals and spaces is the same account.
    const over = await attempt(`  ${dist.email.toUpperCase()} `, 'mala-otra', '10.9.9.9');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ ok: false, msg: MSG.tooManyRequests });
    expect(MSG.tooManyRequests).toBe('Demasiados intentos. Espere un momento e intente de nuevo.');
    expect((await attempt(dist.email, FIXTURE_PASSWORD, '10.9.9.10')).statusCode).toBe(429);
    // Another account is not touched.
    const [other] = await createDistributors(store.database.db, 1, 'untouched');
    expect((await attempt(other.email, FIXTURE_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });

  it("a successful login takes back its own attempt only, not the others' failures", async () => {
    const [dist] = await createDistributors(store.database.db, 1, 'mixed');
    for (let i = 1; i < LOGIN_ACCOUNT_LIMIT.failures; i++) expect((await attempt(dist.email, 'mala', `10.1.${i}.1`)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await attempt(dist.email, FIXTURE_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    expect((await attempt(dist.email, 'mala', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt(dist.email, 'mala', '10.3.0.2')).statusCode).toBe(429);
  });
});

describe('login attempts shared through Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: Redis | null = null;
  beforeAll(async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
    redis = await client.connect().then(
      () => client,
      () => {
        client.disconnect();
        return null;
      },
    );
  });
  afterAll(() => redis?.disconnect());

  it('two instances count one account together (skipped without a Redis server)', async (context) => {
    if (!redis) return context.skip();
    const prefix = `test:${process.pid}:${Date.now()}:`;
    const one = new LoginAttempts(redis, prefix);
    const two = new LoginAttempts(redis, prefix);
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.failures / 2; i++) {
      expect(await one.tooMany('ana@example.com')).toBe(false);
      expect(await two.tooMany('ana@example.com')).toBe(false);
    }
    expect(await one.tooMany('ana@example.com')).toBe(true);
    const ttl = await redis.pttl(`${prefix}login-account:ana@example.com`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LOGIN_ACCOUNT_LIMIT.windowMs);
    await redis.del(`${prefix}login-account:ana@example.com`);
  });
});
