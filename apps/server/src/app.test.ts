import { endpoints } from '@store/contracts/endpoints/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { call, createTestStore, type TestStore } from './test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store?.close());

describe('the API shell', () => {
  it('answers health when the database does', async () => {
    const res = await call(store.app, endpoints.health.check);
    expect(res.statusCode).toBe(200);
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    expect(res.json()).toEqual({
      ok: true,
      database: { kind: postgres ? 'postgres' : 'pglite', ok: true },
      storage: { kind: 'disk', ok: true },
      queue: { kind: 'pg-boss', ok: true, depth: { mail: 0, 'catalog-import': 0, 'stock-alerts': 0, 'e-invoice': 0, 'order-approval': 0 } },
      redis: null,
      invalidation: postgres ? 'listening' : 'local',
      catalog: { products: null, cards: 0 },
      invoicing: false,
    });
  });

  it('sends security headers, a request id, and no CORS unless configured', async () => {
    const res = await call(store.app, endpoints.health.check, { headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // Worked out once at start, they are on every reply, an error's too.
    const missing = await store.app.inject({ method: 'GET', url: '/api/nada' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  it('answers unknown API routes, bad JSON and huge bodies with 4xx and a Spanish msg', async () => {
    const missing = await store.app.inject({ method: 'GET', url: '/api/nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, msg: 'La ruta solicitada no existe' });
    const badJson = await call(store.app, endpoints.content.contact, {
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ ok: false, msg: 'El cuerpo de la solicitud no es un JSON válido' });
    const huge = await call(store.app, endpoints.content.contact, {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe('La solicitud es demasiado grande');
  });

  it('publishes the OpenAPI document built from the zod schemas', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/product/get_all_store_front',
      '/api/auth/login_whole_sale',
      '/api/sale/make_sale',
      '/api/shopping_cart/my_cart',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
    expect(doc.paths['/api/auth/login_whole_sale'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });
});

describe('protected routes', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['GET', '/api/user/my_info'],
    ['PUT', '/api/user/update'],
    ['PUT', '/api/auth/change_password'],
    ['POST', '/api/auth/logout'],
    ['GET', '/api/shopping_cart/my_cart'],
    ['POST', '/api/shopping_cart/add_product'],
    ['PUT', '/api/shopping_cart/update_quantity'],
    ['DELETE', '/api/shopping_cart/delete_of_cart/1'],
    ['POST', '/api/sale/make_sale'],
    ['GET', '/api/product/process_orders'],
    ['GET', '/api/sale/my_sales'],
    ['GET', '/api/sale/my_sale_detail/1'],
  ];
  it.each(routes)('%s %s answers 401 without a token, with a forged one and with a malformed header', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer forged-token' }, { authorization: 'Token abc' }]) {
      const res = await store.app.inject({ method, url, headers, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ ok: false, msg: 'Su sesión no es válida o ha expirado. Inicie sesión nuevamente.' });
    }
  });
});

describe('ids that cannot exist', () => {
  it('answer 404 or 400 with a message, never a 500, however large or malformed', async () => {
    const unknown = await call(store.app, endpoints.catalog.product, { params: { id: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('El producto no existe');
    for (const id of ['2147483648', '99999999999999999999', 'abc', '-1', '1.5', '0']) {
      const product = await call(store.app, endpoints.catalog.product, { params: { id } });
      expect(product.statusCode, id).toBe(400);
      expect(product.json().msg).toBe('El identificador no es válido');
    }
    const reset = await call(store.app, endpoints.auth.resetPassword, {
      payload: { userid: 2147483648, token: 'abc', password: 'abcdefg' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().msg).toBe('El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.');
  });
});

describe('configuration', () => {
  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(/SEED/);
    expect(loadConfig({}).port).toBe(3000);
  });

  it('allows the configured origin only', async () => {
    const withCors = await createTestStore({ seed: false, env: { CORS_ORIGIN: 'https://tienda.example' } });
    try {
      const res = await call(withCors.app, endpoints.health.check, { headers: { origin: 'https://tienda.example' } });
      expect(res.headers['access-control-allow-origin']).toBe('https://tienda.example');
      const cached = await call(withCors.app, endpoints.content.banners, { headers: { origin: 'https://tienda.example' } });
      expect(cached.headers.vary).toContain('Origin');
      expect(cached.headers.vary).toContain('accept-encoding');
    } finally {
      await withCors.close();
    }
  });
});
