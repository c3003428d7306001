import { API_BASE, canUse, type EndpointDef } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { bearer, call, createTestStore, login, loginAdmin, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let distributorToken: string;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  distributorToken = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every admin route the app serves, read from its own OpenAPI document: a new route is covered by itself. */
function adminRoutes(): { method: Method; url: string }[] {
  const doc = store.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(`${API_BASE}/admin/`))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase() as Method, url: path.replace(/\{[^}]+\}/g, '1') })),
    );
}

describe('admin routes', () => {
  it('are many, and include the ones each part of the back office needs', () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const expected of [
      'GET /api/admin/dashboard',
      'PATCH /api/admin/distributors/1/status',
      'GET /api/admin/distributors/1/documents/1',
      'PATCH /api/admin/orders/1/status',
      'PUT /api/admin/products/1',
      'POST /api/admin/variants/1/images',
      'POST /api/admin/brands',
      'DELETE /api/admin/filters/1/1',
      'POST /api/admin/banners',
      'PATCH /api/admin/brand-publicity/1',
      'GET /api/admin/catalog/export.csv',
      'POST /api/admin/catalog/import',
      'POST /api/admin/discount-codes',
      'PATCH /api/admin/contact-messages/1',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('answer 401 to a visitor on every route, before reading the request', async () => {
    for (const { method, url } of adminRoutes()) {
      const res = await store.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toEqual({ ok: false, msg: 'Su sesión no es válida o ha expirado. Inicie sesión nuevamente.' });
    }
  });

  it('answer 403 to a distributor on every route', async () => {
    for (const { method, url } of adminRoutes()) {
      const res = await store.app.inject({
        method,
        url,
        headers: bearer(distributorToken),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({ ok: false, msg: 'No tiene permiso para realizar esta acción' });
    }
  });

  it('let the administrator in', async () => {
    const res = await call(store.app, adminEndpoints.dashboard.get, { token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
  });
});

/** Every admin endpoint of the table with the part of the back office it belongs to. */
const areaByRoute = new Map(
  Object.values(adminEndpoints)
    .flatMap((group) => Object.values(group) as EndpointDef[])
    .filter((e) => e.access === 'admin')
    .map((e) => [`${e.method} ${API_BASE}${e.path.replace(/:\w+/g, '1')}`, e.area]),
);

describe.each([
  ['SALES', DEMO_ACCOUNTS.sales],
  ['WAREHOUSE', DEMO_ACCOUNTS.warehouse],
] as const)('a %s member of the staff', (role, account) => {
  let token: string;
  beforeAll(async () => {
    token = await login(store.app, account.email, account.password);
  });

  it('gets 403 on every admin route outside its areas, before the request is read, and is let in the others', async () => {
    const refused: string[] = [];
    for (const { method, url } of adminRoutes()) {
      const area = areaByRoute.get(`${method} ${url}`);
      expect(area, `${method} ${url} has an area`).toBeDefined();
      const res = await store.app.inject({
        method,
        url,
        headers: bearer(token),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (canUse(role, area!)) {
        expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json(), `${method} ${url}`).toEqual({ ok: false, msg: 'No tiene permiso para realizar esta acción' });
        refused.push(`${method} ${url}`);
      }
    }
    // what each role must never reach, named: prices and documents for the warehouse, staff and history for both
    const never = {
      SALES: [
        'GET /api/admin/staff',
        'GET /api/admin/history',
        'PUT /api/admin/products/1',
        'GET /api/admin/price-groups',
        'PUT /api/admin/distributors/1/credit',
      ],
      WAREHOUSE: [
        'GET /api/admin/distributors/1/documents/1',
        'GET /api/admin/distributors/1',
        'GET /api/admin/orders/1',
        'GET /api/admin/orders/export/1',
        'GET /api/admin/dashboard',
        'PUT /api/admin/variants/1',
        'GET /api/admin/price-groups',
        'GET /api/admin/staff',
      ],
    }[role];
    for (const r of never) expect(refused).toContain(r);
  });
});
