import { Readable } from 'node:stream';
import { CSV_HEADERS, HISTORY_MAX_BYTES, HISTORY_MAX_CHANGES, HISTORY_PAGE_SIZE, type HistoryEntry } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { createProduct } from '../../../test/fixtures.ts';
import { call, caller, createTestStore, login, loginAdmin, one, type TestStore } from '../../../test/harness.ts';
import { sentFields } from './request-history.ts';
import { recordChange } from './service.ts';

let store: TestStore;
let admin: string;
let adminId: number;
beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
  adminId = (await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.admin.email}`)).userid;
});
afterAll(() => store?.close());

const asAdmin = caller(() => ({ app: store.app, token: admin }));

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
    const saved = await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: p.variantId },
      payload: {
        code: v.code,
        colorid: Number(v.colorid),
        priceCents: 4550,
        discountPercent: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const own = await asAdmin(adminEndpoints.history.list, { query: { entity: 'product', entityId: p.productId } });
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
    const found = await asAdmin(adminEndpoints.history.list, { query: { q: 'historial condor 45.50' } });
    expect(found.json().items.map((i: { id: number }) => i.id)).toContain(entry.id);
    const none = await asAdmin(adminEndpoints.history.list, { query: { q: 'historial condor', entity: 'order' } });
    expect(none.json().items).toEqual([]);
  });

  it('writes nothing for a save that changed nothing, and nothing when the save is refused', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, priceCents: 1000 });
    const v = await one<{ code: string; colorid: number }>(
      store,
      sql`select code, colorid from product_variants where prodvarid = ${p.variantId}`,
    );
    const count = async () =>
      (await asAdmin(adminEndpoints.history.list, { query: { entity: 'product', entityId: p.productId } })).json().info.total;
    await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: p.variantId },
      payload: {
        code: v.code,
        colorid: Number(v.colorid),
        priceCents: 1000,
        discountPercent: 0,
      },
    });
    expect(await count()).toBe(0);
    const refused = await asAdmin(adminEndpoints.products.updateVariant, {
      params: { id: p.variantId },
      payload: {
        code: v.code,
        colorid: Number(v.colorid),
        priceCents: 2000,
        discountPercent: 0,
        stock: [{ sizeid: null, expected: 3, quantity: 5 }],
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(0);
  });

  it('keeps the small settings too, from the request (a new filter value)', async () => {
    const res = await asAdmin(adminEndpoints.values.create, { params: { group: 'materials' }, payload: { name: 'Cuero del Historial' } });
    expect(res.statusCode, res.body).toBe(201);
    const list = await asAdmin(adminEndpoints.history.list, { query: { entity: 'catalog', q: 'cuero del historial' } });
    expect(list.json().items[0]).toMatchObject({
      action: 'Creó el valor de filtro',
      label: 'Valor de filtro «Cuero del Historial»',
      changes: [{ field: 'Nombre', before: null, after: 'Cuero del Historial' }],
    });
  });

  it("keeps a distributor's credit terms and an order's move on their records", async () => {
    const userid = (await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.distributor.email}`))
      .userid;
    const set = await asAdmin(adminEndpoints.credit.set, { params: { id: userid }, payload: { terms: 'CREDIT', days: 30, limit: 1500 } });
    expect(set.statusCode, set.body).toBe(200);
    const credit = await asAdmin(adminEndpoints.history.list, { query: { entity: 'distributor', entityId: userid } });
    expect(credit.json().items[0]).toMatchObject({
      label: 'Calzado El Paso',
      action: 'Cambió las condiciones de pago',
      changes: [
        { field: 'Condiciones de pago', before: 'Contado', after: 'Crédito' },
        { field: 'Plazo', before: null, after: '30 días' },
        { field: 'Límite de crédito', before: null, after: '$1,500.00' },
      ],
    });
    const [order] = (await asAdmin(adminEndpoints.orders.list, { query: { status: 'RECEIVED' } })).json().orders;
    await asAdmin(adminEndpoints.orders.move, { params: { id: order.saleid }, payload: { status: 'APPROVED' } });
    const moves = await asAdmin(adminEndpoints.history.list, { query: { entity: 'order', entityId: order.saleid } });
    expect(moves.json().items[0]).toMatchObject({
      label: `Pedido #${order.saleid}`,
      changes: [{ field: 'Estado', after: 'Orden Aprobada' }],
    });
  });

  it("is the Administrador's only", async () => {
    const sales = await login(store.app, DEMO_ACCOUNTS.sales.email, DEMO_ACCOUNTS.sales.password);
    expect((await call(store.app, adminEndpoints.history.list, { token: sales })).statusCode).toBe(403);
  });

  it('refuses a bad filter with its message', async () => {
    const res = await asAdmin(adminEndpoints.history.list, { query: { entity: 'cosas' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Elija qué registros mostrar: productos, distribuidores, pedidos, precios o personal');
    const day = await asAdmin(adminEndpoints.history.list, { query: { from: '2026-02-30' } });
    expect(day.json().msg).toBe('Ingrese una fecha válida (AAAA-MM-DD)');
  });
});

describe('a history that stays readable (decision 030)', () => {
  it("keeps a JSON body's fields in the staff's words, and never a file's bytes", () => {
    const file = Buffer.from('productid,producto\n1,Bota\n');
    const omitted = { Archivo: '(contenido del archivo omitido)' };
    expect(sentFields(file)).toEqual(omitted);
    expect(sentFields(new Uint8Array(file))).toEqual(omitted);
    expect(sentFields(file.toString())).toEqual(omitted);
    expect(sentFields(Readable.from(['a,b']))).toEqual(omitted);
    expect(sentFields([1, 2])).toBeNull();
    expect(sentFields({ isActive: false, name: 'Verano', discountValue: 5, priceCents: 3290, password: 'x' })).toEqual({
      Activo: 'No',
      Nombre: 'Verano',
      Descuento: 5,
      Precio: '$32.90',
    });
    // very long texts are left out, long ones cut, and no more than 20 fields are kept
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`campoExtra${i}`, i]));
    const kept = sentFields({ ...many, note: 'n'.repeat(5000) }) ?? {};
    expect(Object.keys(kept)).toHaveLength(20);
    expect(Object.keys(kept)[0]).toBe('Campo extra0');
    expect(sentFields({ note: 'n'.repeat(300) })?.Note).toBe(`${'n'.repeat(200)}…`);
  });

  it('caps a line of thousands of changes when written, with «… y N cambios más»', async () => {
    const after = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`Variante CAP-${i}`, 'editada']));
    await store.database.db.transaction((tx) =>
      recordChange(tx, adminId, { entity: 'catalog', entityId: null, label: 'Catálogo', action: 'Probó el tope', before: null, after }),
    );
    const [entry] = (await asAdmin(adminEndpoints.history.list, { query: { q: 'probo el tope' } })).json().items;
    expect(entry.changes).toHaveLength(HISTORY_MAX_CHANGES);
    expect(entry.changes[0]).toEqual({ field: 'Variante CAP-0', before: null, after: 'editada' });
    expect(entry.changes.at(-1)).toEqual({ field: '…', before: null, after: 'y 2951 cambios más' });
  });

  it('after an import of 2,000 rows, the history answers at once with a short, readable line', async () => {
    const exported = await asAdmin(adminEndpoints.csv.export);
    const rows: Record<string, string>[] = parse(exported.rawPayload, { columns: true, bom: true });
    const base = rows.find((r) => r.tipo_stock !== 'SIZES') as Record<string, string>;
    const stamp = Date.now().toString(36).toUpperCase();
    const file = stringify(
      Array.from({ length: 2000 }, (_, i) => ({ ...base, productid: '', producto: `Historial ${stamp} ${i}`, codigo: `HI${stamp}${i}` })),
      { header: true, columns: CSV_HEADERS },
    );
    const started = await asAdmin(adminEndpoints.csv.import, {
      query: { dryRun: false },
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    expect(started.statusCode, started.body).toBe(202);
    for (;;) {
      const job = (await asAdmin(adminEndpoints.csv.job, { params: { jobId: started.json().jobId } })).json();
      if (job.status !== 'running') {
        expect(job.status, JSON.stringify(job)).toBe('done');
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }

    const t0 = performance.now();
    const list = await asAdmin(adminEndpoints.history.list, { query: { entity: 'catalog' } });
    const ms = performance.now() - t0;
    expect(list.statusCode).toBe(200);
    console.info(`history after a 2,000-row import: ${Math.round(ms)} ms, ${list.body.length} bytes`);
    expect(ms).toBeLessThan(2000);
    expect(list.body.length).toBeLessThan(HISTORY_PAGE_SIZE * (HISTORY_MAX_BYTES + 2000));
    const items: HistoryEntry[] = list.json().items;
    // the import's own line, written in its transaction (the request itself writes none)
    const importLine = items.find((i) => i.action.startsWith('Importó el catálogo'));
    expect(importLine?.action).toMatch(/^Importó el catálogo: \d+ productos y \d+ variantes cambiados$/);
    expect(importLine?.changes.at(-1)?.field).toBe('…');
    for (const item of items) {
      expect(item.changes.length).toBeLessThanOrEqual(HISTORY_MAX_CHANGES);
      // no byte-per-field keys, no raw camelCase keys
      expect(item.changes.filter((c) => /^\d+$/.test(c.field) || /[a-z][A-Z]/.test(c.field))).toEqual([]);
    }
  }, 600_000);
});
