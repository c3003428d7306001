import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createProduct } from '../../test/fixtures.ts';
import { bearer, createTestStore, login, loginAdmin, one, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) =>
  store.app.inject({ method, url, headers: bearer(token), payload });

describe('the history', () => {
  it('keeps a price edit with who, when, the record and the price before and after, on the product and in the search', async () => {
    const p = await createProduct(store.database.db, {
      stockType: 'BOXES',
      quantity: 10,
      priceCents: 4000,
      name: 'Botín Historial Cóndor',
    });
    const v = await one<{ code: string; colorid: number }>(
      store,
      sql`select code, colorid from product_variants where prodvarid = ${p.variantId}`,
    );
    const started = Date.now();
    const saved = await call('PUT', `/api/admin/variants/${p.variantId}`, {
      code: v.code,
      colorid: Number(v.colorid),
      priceCents: 4550,
      discountPercent: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const own = await call('GET', `/api/admin/history?entity=product&entityId=${p.productId}`);
    expect(own.statusCode).toBe(200);
    const [entry] = own.json().items;
    expect(entry).toMatchObject({
      actor: { email: DEMO_ACCOUNTS.admin.email, name: 'Andrea Vintimilla' },
      entity: 'product',
      entityId: p.productId,
      label: `Botín Historial Cóndor (${v.code})`,
      action: 'Editó la variante',
      changes: [{ field: 'Precio', before: '$40.00', after: '$45.50' }],
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);

    // the search finds it by words of the record and of the values, accents and case aside
    const found = await call('GET', '/api/admin/history?q=historial%20condor%2045.50');
    expect(found.json().items.map((i: { id: number }) => i.id)).toContain(entry.id);
    const none = await call('GET', '/api/admin/history?q=historial%20condor&entity=order');
    expect(none.json().items).toEqual([]);
  });

  it('writes nothing for a save that changed nothing, and nothing when the save is refused', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, priceCents: 1000 });
    const v = await one<{ code: string; colorid: number }>(
      store,
      sql`select code, colorid from product_variants where prodvarid = ${p.variantId}`,
    );
    const count = async () => (await call('GET', `/api/admin/history?entity=product&entityId=${p.productId}`)).json().info.total;
    await call('PUT', `/api/admin/variants/${p.variantId}`, {
      code: v.code,
      colorid: Number(v.colorid),
      priceCents: 1000,
      discountPercent: 0,
    });
    expect(await count()).toBe(0);
    const refused = await call('PUT', `/api/admin/variants/${p.variantId}`, {
      code: v.code,
      colorid: Number(v.colorid),
      priceCents: 2000,
      discountPercent: 0,
      stock: [{ sizeid: null, expected: 3, quantity: 5 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(0);
  });

  it('keeps the small settings too, from the request (a new filter value)', async () => {
    const res = await call('POST', '/api/admin/filters/materials', { name: 'Cuero del Historial' });
    expect(res.statusCode, res.body).toBe(201);
    const list = await call('GET', '/api/admin/history?entity=catalog&q=cuero%20del%20historial');
    expect(list.json().items[0]).toMatchObject({
      action: 'Creó el valor de filtro',
      label: 'Valor de filtro «Cuero del Historial»',
      changes: [{ field: 'Nombre', before: null, after: 'Cuero del Historial' }],
    });
  });

  it("keeps a distributor's credit terms and an order's move on their records", async () => {
    const userid = (await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.distributor.email}`))
      .userid;
    const set = await call('PUT', `/api/admin/distributors/${userid}/credit`, { terms: 'CREDIT', days: 30, limit: 1500 });
    expect(set.statusCode, set.body).toBe(200);
    const credit = await call('GET', `/api/admin/history?entity=distributor&entityId=${userid}`);
    expect(credit.json().items[0]).toMatchObject({
      label: 'Calzado El Paso',
      action: 'Cambió las condiciones de pago',
      changes: [
        { field: 'Condiciones de pago', before: 'Contado', after: 'Crédito' },
        { field: 'Plazo', before: null, after: '30 días' },
        { field: 'Límite de crédito', before: null, after: '$1500.00' },
      ],
    });
    const [order] = (await call('GET', '/api/admin/orders?status=RECEIVED')).json().orders;
    await call('PATCH', `/api/admin/orders/${order.saleid}/status`, { status: 'APPROVED' });
    const moves = await call('GET', `/api/admin/history?entity=order&entityId=${order.saleid}`);
    expect(moves.json().items[0]).toMatchObject({
      label: `Pedido #${order.saleid}`,
      changes: [{ field: 'Estado', after: 'Orden Aprobada' }],
    });
  });

  it("is the Administrador's only", async () => {
    const sales = await login(store.app, DEMO_ACCOUNTS.sales.email, DEMO_ACCOUNTS.sales.password);
    expect((await call('GET', '/api/admin/history', undefined, sales)).statusCode).toBe(403);
  });

  it('refuses a bad filter with its message', async () => {
    const res = await call('GET', '/api/admin/history?entity=cosas');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Elija qué registros mostrar: productos, distribuidores, pedidos, precios o personal');
    const day = await call('GET', '/api/admin/history?from=2026-02-30');
    expect(day.json().msg).toBe('Ingrese una fecha válida (AAAA-MM-DD)');
  });
});
