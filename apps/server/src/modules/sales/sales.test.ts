import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, loginAdmin, one, outbox, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'sale');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}
const add = (token: string, payload: object) => call(store.app, endpoints.cart.add, { token, payload });
const makeSale = (token: string, payload?: object) => call(store.app, endpoints.sales.place, { token, payload });
const processOrders = (token: string) => call(store.app, endpoints.sales.processOrders, { token });
const sizeStockOf = async (variantId: number, sizeId: number) =>
  (await one<{ q: number }>(store, sql`select quantity as q from stock where prodvarid = ${variantId} and sizeid = ${sizeId}`)).q;
const stockOf = async (variantId: number) =>
  (await one<{ q: number }>(store, sql`select coalesce(sum(quantity), 0)::int as q from stock where prodvarid = ${variantId}`)).q;

describe('make_sale', () => {
  it('refuses an empty cart', async () => {
    const { token } = await newDistributor();
    const res = await makeSale(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg: 'No hay productos en el carrito de compras' });
  });

  it('creates a RECEIVED order with snapshots and VAT, decrements stock and empties the cart', async () => {
    const { token, id: userId } = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 30, priceCents: 3990, discount: 10 });
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 12, '41': 12 }, priceCents: 2500 });
    await add(token, { prodvarid: boxes.variantId, quantity: 2 });
    await add(token, { prodvarid: sized.variantId, quantity: 3, sizeid: sized.sizeIds['41'] });

    const detailStock = async () =>
      (await call(store.app, endpoints.catalog.product, { params: { id: boxes.productId }, token: token })).json().product
        .productVariants[0].stock_quantity;
    expect(await detailStock()).toBe(30);
    // The cart already prices the box line as 2 × 12 pairs × $35.91.
    const cart = (await call(store.app, endpoints.cart.get, { token: token })).json().userCart;
    expect(cart.cartdetail[0]).toMatchObject({ quantity: 2, line_total: 861.84 });
    expect(cart.summary).toMatchObject({ units: 27, gross: 936.84 });

    const res = await makeSale(token, { discountcode: 'MAYORISTA10' });
    expect(res.statusCode).toBe(201);
    expect(await detailStock()).toBe(28);
    const { saleid, msg } = res.json();
    expect(msg).toBe('Su orden fue recibida. Le enviaremos la confirmación por correo.');

    // 2 boxes × 12 pairs × (39.90 − 10%) = 24 × 35.91 = 861.84; 3 × 25.00 = 75.00; gross 936.84; code −10% = 93.68 → 843.16
    const sale = await one<Record<string, number | string>>(store, sql`select * from sales where saleid = ${saleid}`);
    expect(sale).toMatchObject({
      userid: userId,
      status: 'RECEIVED',
      gross_cents: 93684,
      discount_value: 10,
      discount_code: 'MAYORISTA10',
      discount_cents: 9368,
      total_cents: 84316,
      subtotal_cents: 73318,
      vat_cents: 10998,
      items: 27,
    });
    const lines = await all(
      store,
      sql`select code, color_name, size_name, stocktype, units_per_quantity, quantity, price_cents, discount_value, line_total_cents from sale_details where saleid = ${saleid} order by saledetailid`,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        code: boxes.code,
        size_name: null,
        stocktype: 'BOXES',
        units_per_quantity: 12,
        quantity: 2,
        price_cents: 3990,
        discount_value: 10,
        line_total_cents: 86184,
      }),
      expect.objectContaining({
        code: sized.code,
        size_name: '41',
        stocktype: 'SIZES',
        units_per_quantity: 1,
        quantity: 3,
        price_cents: 2500,
        discount_value: 0,
        line_total_cents: 7500,
      }),
    ]);
    expect(await stockOf(boxes.variantId)).toBe(28);
    expect(await sizeStockOf(sized.variantId, sized.sizeIds['41'])).toBe(9);
    expect(await sizeStockOf(sized.variantId, sized.sizeIds['39'])).toBe(12);
    expect((await call(store.app, endpoints.cart.get, { token: token })).json().userCart.cartdetail).toEqual([]);
    expect((await one<{ s: string }>(store, sql`select status as s from sale_status_history where saleid = ${saleid}`)).s).toBe('RECEIVED');

    // Later catalogue edits do not change the order.
    await store.database.db.execute(sql`update product_variants set price_cents = 1 where prodvarid = ${boxes.variantId}`);
    const detail = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: token })).json().userSale;
    expect(detail).toMatchObject({
      saleid,
      status: 'RECEIVED',
      sale_total: 843.16,
      subtotal: 733.18,
      vat: 109.98,
      gross: 936.84,
      discount_value: 10,
      discount_amount: 93.68,
      items: 27,
    });
    expect(detail.saledetail[0]).toMatchObject({
      price: 39.9,
      discount_value: 10,
      quantity: 2,
      stocktype: 'BOXES',
      unit: 'PAIR',
      units_per_quantity: 12,
      line_total: 861.84,
      product_sale_detail: { code: boxes.code },
    });
    expect(detail.saledetail[1].size).toBe('41');
  });

  it('fails whole, changing nothing, when a line no longer has the stock', async () => {
    const { token } = await newDistributor();
    const plenty = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    const scarce = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 5 });
    await add(token, { prodvarid: plenty.variantId, quantity: 2 });
    await add(token, { prodvarid: scarce.variantId, quantity: 5 });
    await store.database.db.execute(sql`update stock set quantity = 4 where prodvarid = ${scarce.variantId}`);
    const res = await makeSale(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain(scarce.code);
    expect(await stockOf(plenty.variantId)).toBe(10);
    expect((await call(store.app, endpoints.cart.get, { token: token })).json().userCart.cartdetail).toHaveLength(2);
  });

  it('places an order of a member of the staff, who has no company: their own name, Contado, the stock taken', async () => {
    const token = await loginAdmin(store.app);
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 3 });
    expect((await add(token, { prodvarid: boxes.variantId, quantity: 1 })).statusCode).toBe(201);
    const res = await makeSale(token);
    expect(res.statusCode).toBe(201);
    const sale = await one<Record<string, unknown>>(
      store,
      sql`select companyid, company_name, due_on from sales where saleid = ${res.json().saleid}`,
    );
    expect(sale).toEqual({ companyid: null, company_name: expect.stringMatching(/\S/), due_on: null });
    expect(await stockOf(boxes.variantId)).toBe(2);
  });

  it('refuses an invalid discount code instead of silently charging more', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    await add(token, { prodvarid: p.variantId, quantity: 1 });
    const res = await makeSale(token, { discountcode: 'VERANO2025' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('El código de descuento no es válido o ha expirado');
  });

  it('turns one cart into one order when checkout is sent twice at once', async () => {
    const { token, id } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    await add(token, { prodvarid: p.variantId, quantity: 3 });
    const [a, b] = await Promise.all([makeSale(token), makeSale(token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.statusCode === 400)?.json().msg).toBe('No hay productos en el carrito de compras');
    expect(await stockOf(p.variantId)).toBe(7);
    const { n } = await one<{ n: number }>(store, sql`select count(*)::int as n from sales where userid = ${id}`);
    expect(n).toBe(1);
  });

  it('refuses to sell a product taken off sale after it was put in the cart', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    await add(token, { prodvarid: p.variantId, quantity: 2 });
    await store.database.db.execute(sql`update products set active = false where productid = ${p.productId}`);
    const cart = (await call(store.app, endpoints.cart.get, { token: token })).json();
    expect(cart.userCart.cartdetail[0].available).toBe(0);
    const res = await makeSale(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(`El producto ${p.code} ya no está a la venta. Retírelo del carrito para continuar.`);
    expect(await stockOf(p.variantId)).toBe(10);
  });

  it('sells exactly the last 10 units to 50 distributors racing for them, never below zero', async () => {
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    const buyers = await createDistributors(store.database.db, 50, 'race');
    const tokens = await Promise.all(buyers.map((b) => login(store.app, b.email, FIXTURE_PASSWORD)));
    for (const token of tokens) expect((await add(token, { prodvarid: p.variantId, quantity: 1 })).statusCode).toBe(201);

    const results = await Promise.all(tokens.map((token) => makeSale(token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().msg).toContain('mayor al stock disponible');
    expect(await stockOf(p.variantId)).toBe(0);
    const { sold } = await one<{ sold: number }>(
      store,
      sql`select coalesce(sum(quantity), 0)::int as sold from sale_details where prodvarid = ${p.variantId}`,
    );
    expect(sold).toBe(10);
    // Ten boxes of twelve pairs: the best-seller count is in pairs.
    const { units } = await one<{ units: number }>(store, sql`select units_sold as units from products where productid = ${p.productId}`);
    expect(units).toBe(120);
  });
});

describe('the order e-mails', () => {
  it('are queued with the order: placed through the API alone, the distributor and the store each get theirs once', async () => {
    const { token, email } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, name: 'Bota Cóndor de prueba' });
    await add(token, { prodvarid: p.variantId, quantity: 2 });
    const before = (await outbox(store.dataDir)).length;
    const { saleid } = (await makeSale(token)).json();
    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email, 'ventas@tienda.test'].sort());
    expect(mails.find((m) => m.to === email)?.subject).toBe(`Confirmación de su orden #${saleid}`);
    // Two boxes of twelve pairs at $25.00 a pair, in both e-mails.
    for (const m of mails) {
      // The distributor's confirmation carries the order's PDF note (modules/documents).
      const note = m.to === email ? ['application/pdf'] : [];
      expect(m.parts).toEqual([...(note.length ? ['multipart/mixed'] : []), 'multipart/alternative', 'text/plain', 'text/html', ...note]);
      expect(m.text).toContain(`Bota Cóndor de prueba · ${p.code}`);
      expect(m.text).toContain('· 2 cajas (24 pares) × $25.00 c/par · $300.00 c/caja = $600.00');
      expect(m.text).toContain('Total: $600.00');
    }
    // The API contract's process_orders stays, and finds nothing left to send.
    const again = await processOrders(token);
    expect(again.json()).toEqual({ ok: true, msg: 'No hay órdenes pendientes de confirmar' });
    expect((await outbox(store.dataDir)).length).toBe(before + 2);
    expect(await one(store, sql`select processed_at is not null as processed from sales where saleid = ${saleid}`)).toEqual({
      processed: true,
    });
  });

  it('are not queued for an order that is refused: nothing of it is kept', async () => {
    const { token, id } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 2 });
    await add(token, { prodvarid: p.variantId, quantity: 2 });
    await store.database.db.execute(sql`update stock set quantity = 1 where prodvarid = ${p.variantId}`);
    const before = (await outbox(store.dataDir)).length;
    const res = await makeSale(token);
    expect(res.statusCode).toBe(409);
    expect((await outbox(store.dataDir)).length).toBe(before);
    expect(await all(store, sql`select saleid from sales where userid = ${id}`)).toEqual([]);
  });

  it('of an order placed without them (by an older version) are sent by process_orders, once', async () => {
    const { token, email } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    await add(token, { prodvarid: p.variantId, quantity: 1 });
    const { saleid } = (await makeSale(token)).json();
    await store.database.db.execute(sql`update sales set processed_at = null where saleid = ${saleid}`);
    const before = (await outbox(store.dataDir)).length;
    const res = await processOrders(token);
    expect(res.json()).toEqual({ ok: true, msg: 'Compra confirmada ✅' });
    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([email, 'ventas@tienda.test'].sort());
    expect((await processOrders(token)).json()).toEqual({
      ok: true,
      msg: 'No hay órdenes pendientes de confirmar',
    });
    expect((await outbox(store.dataDir)).length).toBe(before + 2);
  });

  it('gives both order e-mails an HTML part with the same lines, pre-sale mark and totals, and escapes the company', async () => {
    const { token, email, id } = await newDistributor();
    await store.database.db.execute(
      sql`update companies set company_name = 'Comercial <script>alert(1)</script> & Cía' where companyid = ${id}`,
    );
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, name: 'Bota Cóndor de prueba' });
    const early = await createProduct(store.database.db, {
      stockType: 'SIZES',
      sizes: { '41': 12 },
      discount: 10,
      preventa: true,
      name: 'Zapatilla de preventa',
    });
    await add(token, { prodvarid: boxes.variantId, quantity: 2 });
    await add(token, { prodvarid: early.variantId, quantity: 3, sizeid: early.sizeIds['41'] });
    const before = (await outbox(store.dataDir)).length;
    const { saleid } = (await makeSale(token)).json();
    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      // The distributor's confirmation carries the order's PDF note (modules/documents).
      const note = m.to === email ? ['application/pdf'] : [];
      expect(m.parts).toEqual([...(note.length ? ['multipart/mixed'] : []), 'multipart/alternative', 'text/plain', 'text/html', ...note]);
      expect(m.text).toContain(`- [PREVENTA] Zapatilla de preventa · ${early.code} · `);
      expect(m.text).toContain(' · talla 41 · 3 pares × $25.00 c/par (−10%) = $67.50');
      expect(m.text).toContain('Total: $667.50');
      expect(m.html).toContain(`Orden #${saleid}`);
      expect(m.html).toContain('2 cajas (24 pares)');
      expect(m.html).toContain('$600.00');
      expect(m.html).toContain('3 pares');
      expect(m.html).toContain('$25.00 c/par · $300.00 c/caja');
      expect(m.html).toContain('−10%');
      expect(m.html).toContain('$67.50');
      expect(m.html).toContain('talla 41');
      expect(m.html).toContain('IVA 15%');
      expect(m.html).toContain('$667.50');
      // Only the pre-sale line is marked.
      expect(m.html.match(/Preventa/g)).toHaveLength(1);
    }
    const buyer = mails.find((m) => m.to === email)!;
    expect(buyer.html).toContain('href="http://tienda.test/orders"');
    const copy = mails.find((m) => m.to === 'ventas@tienda.test')!;
    expect(copy.subject).toBe(`Nueva orden #${saleid} de Comercial <script>alert(1)</script> & Cía`);
    expect(copy.html).toContain('Comercial &#60;script&#62;alert(1)&#60;/script&#62; &#38; Cía');
    expect(copy.html).not.toContain('<script');
    expect(copy.html).toContain(`href="http://tienda.test/admin/orders/${saleid}"`);
  });
});

describe('my orders', () => {
  it('pages newest first, and shows a detail only to its owner', async () => {
    const owner = await newDistributor();
    const other = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 100 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      await add(owner.token, { prodvarid: p.variantId, quantity: 1 });
      ids.push((await makeSale(owner.token)).json().saleid);
    }
    const first = (await call(store.app, endpoints.sales.mine, { token: owner.token })).json();
    expect(first.info).toEqual({ currentPage: 1, totalPages: 2, limit: 10, total: 12 });
    expect(first.userSales.map((s: { saleid: number }) => s.saleid)).toEqual([...ids].reverse().slice(0, 10));
    // One box of 12 pairs at $25 a pair.
    expect(first.userSales[0]).toMatchObject({
      status: 'RECEIVED',
      sale_total: 300,
      items: 12,
      unit_totals: { PAIR: 12, UNIT: 0 },
      due_on: null,
      overdue: false,
    });
    const second = (await call(store.app, endpoints.sales.mine, { query: { page: 2, size: 10 }, token: owner.token })).json();
    expect(second.userSales.map((s: { saleid: number }) => s.saleid)).toEqual([ids[1], ids[0]]);

    expect((await call(store.app, endpoints.sales.mine, { token: other.token })).json().userSales).toEqual([]);
    const peek = await call(store.app, endpoints.sales.detail, { params: { id: ids[0] }, token: other.token });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ ok: false, msg: 'La orden no existe' });
    expect((await call(store.app, endpoints.sales.detail, { params: { id: ids[0] } })).statusCode).toBe(401);
    expect((await call(store.app, endpoints.sales.mine)).statusCode).toBe(401);
  });

  it('says a credit order’s due day and «Vencida» once it is past and unpaid, the pairs and units apart, and where it goes', async () => {
    const buyer = await newDistributor();
    const pairs = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '40': 10 } });
    const units = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 24 });
    await add(buyer.token, { prodvarid: pairs.variantId, quantity: 3, sizeid: pairs.sizeIds['40'] });
    await add(buyer.token, { prodvarid: units.variantId, quantity: 12 });
    const { saleid } = (await makeSale(buyer.token)).json();
    await store.database.db.execute(sql`update sales set due_on = '2020-01-31' where saleid = ${saleid}`);
    // the fixtures' category counts pairs: the second product's lines as a category of units would have them
    await store.database.db.execute(sql`update sale_details set unit = 'UNIT' where saleid = ${saleid} and prodvarid = ${units.variantId}`);
    const [listed] = (await call(store.app, endpoints.sales.mine, { token: buyer.token })).json().userSales;
    expect(listed).toMatchObject({ saleid, due_on: '2020-01-31', overdue: true, unit_totals: { PAIR: 3, UNIT: 12 } });

    // paid, it is no longer overdue
    await store.database.db.execute(sql`update sales set payment_status = 'CONFIRMED' where saleid = ${saleid}`);
    const detail = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: buyer.token })).json().userSale;
    expect(detail).toMatchObject({ due_on: '2020-01-31', overdue: false });
    const address = await one<{ name: string; phone: string; province: string; city: string; address: string }>(
      store,
      sql`select u.name || ' ' || u.lastname as name, u.phone, c.province, c.city, c.address from users u join companies c using (companyid) where u.userid = ${buyer.id}`,
    );
    // a fixture distributor has no branch: the order goes to the address it registered
    expect(detail.delivery).toEqual({ ...address, branch: null, parish: null, reference: '' });
    // the order keeps where it was sent: the buyer's later move does not change it
    await store.database.db.execute(sql`update companies set address = 'Av. Nueva 123', city = 'Loja' where companyid = ${buyer.id}`);
    const later = (await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: buyer.token })).json().userSale;
    expect(later.delivery).toEqual({ ...address, branch: null, parish: null, reference: '' });
  });
});
