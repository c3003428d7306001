import { canMoveOrder, SALE_STATUS_LABELS, SALE_STATUSES, type SaleStatus } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { STORE_PROFILE } from '@store/contracts/store-profile';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { all, call, createTestStore, login, loginAdmin, one, outbox, type QueryOf, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  adminId = (await one<{ id: number }>(store, sql`select userid as id from users where email = ${DEMO_ACCOUNTS.admin.email}`)).id;
});
afterAll(() => store?.close());

const label = (s: SaleStatus) => SALE_STATUS_LABELS[s];

async function newDistributor(prefix = 'ord') {
  const [user] = await createDistributors(store.database.db, 1, prefix);
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}

/** An order placed through the real cart and checkout routes. */
async function placeOrder(token: string, lines: object[], discountcode?: string): Promise<number> {
  for (const line of lines) {
    const res = await call(store.app, endpoints.cart.add, { token, payload: line });
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await call(store.app, endpoints.sales.place, { token, payload: discountcode ? { discountcode } : undefined });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().saleid as number;
}

/** `quantity` boxes of 12 pairs at $2.50 a pair: two boxes cost $60.00. */
async function simpleOrder(token: string, quantity = 2) {
  const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 50, priceCents: 250 });
  return placeOrder(token, [{ prodvarid: p.variantId, quantity }]);
}

const move = (id: number, status: string, token = adminToken) =>
  call(store.app, adminEndpoints.orders.move, {
    params: { id },
    token,
    payload: { status, ...(status === 'CANCELED' && { reason: 'Pedido duplicado' }) },
  });
const statusOf = async (id: number) => (await one<{ s: SaleStatus }>(store, sql`select status as s from sales where saleid = ${id}`)).s;
const productName = async (id: number) => (await one<{ name: string }>(store, sql`select name from products where productid = ${id}`)).name;
const colorName = async (variantId: number) =>
  (
    await one<{ name: string }>(
      store,
      sql`select c.name from product_variants v join colors c on c.colorid = v.colorid where v.prodvarid = ${variantId}`,
    )
  ).name;
const historyCount = async (id: number) =>
  (await one<{ n: number }>(store, sql`select count(*)::int as n from sale_status_history where saleid = ${id}`)).n;

describe('PATCH /api/admin/orders/:id/status', () => {
  it('walks an order through every state, recording who and when, mailing the distributor each time', async () => {
    const dist = await newDistributor();
    const saleid = await simpleOrder(dist.token);
    const steps: SaleStatus[] = ['APPROVED', 'TO_DELIVER', 'DELIVERING', 'DELIVERED'];
    const expectedNext: Record<string, SaleStatus[]> = {
      APPROVED: ['TO_DELIVER', 'CANCELED'],
      TO_DELIVER: ['DELIVERING', 'CANCELED'],
      DELIVERING: ['DELIVERED', 'CANCELED'],
      DELIVERED: [],
    };
    for (const status of steps) {
      const before = Date.now();
      const res = await move(saleid, status);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.msg).toBe(`La orden #${saleid} pasó a «${label(status)}». Se avisó al distribuidor por correo.`);
      expect(body.order.status).toBe(status);
      expect(body.order.next).toEqual(expectedNext[status]);
      expect(await statusOf(saleid)).toBe(status);

      const mail = (await outbox(store.dataDir)).find((m) => m.subject === `Su orden #${saleid}: ${label(status)}`);
      expect(mail, `mail for ${status}`).toBeDefined();
      expect(mail!.to).toContain(dist.email);
      expect(mail!.text).toContain(`Su orden #${saleid} ahora está en estado: ${label(status)}.`);
      expect(mail!.text).toContain('Total: $60.00');

      const mine = (await call(store.app, endpoints.sales.mine, { token: dist.token })).json().userSales;
      expect(mine.find((s: { saleid: number }) => s.saleid === saleid).status).toBe(status);
      const last = await one<{ changed_by: number; changed_at: Date }>(
        store,
        sql`select changed_by, changed_at from sale_status_history where saleid = ${saleid} order by historyid desc limit 1`,
      );
      expect(last.changed_by).toBe(adminId);
      expect(new Date(last.changed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }

    const detail = (await call(store.app, adminEndpoints.orders.get, { params: { id: saleid }, token: adminToken })).json().order;
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['RECEIVED', ...steps]);
    expect(detail.history[0].by).toMatchObject({ userid: dist.id, email: dist.email, name: 'Ana Pérez' });
    for (const h of detail.history.slice(1)) {
      expect(h.by).toMatchObject({ userid: adminId, email: DEMO_ACCOUNTS.admin.email });
    }
    const times = detail.history.map((h: { changedAt: string }) => Date.parse(h.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(detail.next).toEqual([]);
  });

  it('refuses every other move (all pairs of the seven states) with 409 and a message naming both states; the staff never approve an order for a company’s owner', async () => {
    const dist = await newDistributor();
    const orders = {} as Record<SaleStatus, number>;
    for (const status of SALE_STATUSES) {
      orders[status] = await simpleOrder(dist.token, 1);
      await store.database.db.execute(sql`update sales set status = ${status} where saleid = ${orders[status]}`);
    }
    let refused = 0;
    for (const from of SALE_STATUSES) {
      for (const to of SALE_STATUSES) {
        if (canMoveOrder(from, to)) continue;
        const id = orders[from];
        const historyBefore = await historyCount(id);
        const res = await move(id, to);
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json(), `${from} → ${to}`).toEqual({
          ok: false,
          msg:
            from === to
              ? `La orden ya está en «${label(to)}». Actualice la página para ver su estado actual.`
              : `No se puede pasar una orden de «${label(from)}» a «${label(to)}»`,
        });
        expect(await statusOf(id)).toBe(from);
        expect(await historyCount(id)).toBe(historyBefore);
        refused++;
      }
    }
    expect(refused).toBe(49 - 9);
    // The exact wording of the most likely mistake.
    expect((await move(orders.DELIVERED, 'CANCELED')).json().msg).toBe('No se puede pasar una orden de «Entregado» a «Cancelado»');
    expect(
      (await outbox(store.dataDir)).filter((m) => Object.values(orders).some((id) => m.subject.startsWith(`Su orden #${id}:`))),
    ).toEqual([]);
  });

  it('returns the exact units of every line to its stock row on cancel, and takes them off units sold', async () => {
    const dist = await newDistributor();
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 12, '41': 10 }, priceCents: 2500 });
    const units = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 60, priceCents: 1800 });
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 7, priceCents: 4000 });
    const variantIds = [sized.variantId, units.variantId, boxes.variantId];
    const productIds = [sized.productId, units.productId, boxes.productId];
    const stockRows = () =>
      all<{ stockid: number; quantity: number }>(
        store,
        sql`select stockid, quantity from stock where prodvarid in (${sql.join(variantIds, sql`, `)}) order by stockid`,
      );
    const unitsSold = () =>
      all<{ productid: number; units_sold: number }>(
        store,
        sql`select productid, units_sold from products where productid in (${sql.join(productIds, sql`, `)}) order by productid`,
      );
    // Another buyer's earlier sale of the same product stays counted after the cancel.
    const other = await newDistributor();
    await placeOrder(other.token, [{ prodvarid: boxes.variantId, quantity: 1 }]);
    const stockBefore = await stockRows();
    const soldBefore = await unitsSold();

    const saleid = await placeOrder(dist.token, [
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['39'], quantity: 3 },
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['41'], quantity: 10 },
      { prodvarid: units.variantId, quantity: 18 },
      { prodvarid: boxes.variantId, quantity: 6 },
    ]);
    const stockAfterSale = await stockRows();
    expect(stockAfterSale.map((r) => r.quantity)).toEqual(stockBefore.map((r, i) => r.quantity - [3, 10, 18, 6][i]));
    expect(stockAfterSale.map((r) => r.quantity)).toEqual([9, 0, 42, 0]);
    // Pairs: 13 by size, 18 units, and 1 + 6 boxes of 12.
    expect((await unitsSold()).map((r) => r.units_sold)).toEqual([13, 18, 84]);

    const storeStock = async () =>
      (await call(store.app, endpoints.catalog.product, { params: { id: units.productId }, token: dist.token })).json().product
        .productVariants[0].stock_quantity;
    expect(await storeStock()).toBe(42);

    expect((await move(saleid, 'APPROVED')).statusCode).toBe(200);
    const res = await move(saleid, 'CANCELED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(
      `La orden #${saleid} fue cancelada y sus unidades volvieron al stock. Se avisó al distribuidor por correo.`,
    );
    expect(res.json().order).toMatchObject({ status: 'CANCELED', next: [] });
    expect(await stockRows()).toEqual(stockBefore);
    expect(await unitsSold()).toEqual(soldBefore);
    const mail = (await outbox(store.dataDir)).find((m) => m.subject === `Su orden #${saleid}: Cancelado`);
    expect(mail?.to).toContain(dist.email);
    expect(mail?.text).toContain('Su orden fue cancelada.');

    // The store shows the units again at once (the cached product is forgotten).
    expect(await storeStock()).toBe(60);

    // A second cancel is refused and changes nothing.
    const again = await move(saleid, 'CANCELED');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('La orden ya está en «Cancelado». Actualice la página para ver su estado actual.');
    expect(await stockRows()).toEqual(stockBefore);
    expect(await unitsSold()).toEqual(soldBefore);
    expect((await move(saleid, 'RECEIVED')).json().msg).toBe('No se puede pasar una orden de «Cancelado» a «Orden Recibida»');
  });

  it('gives a removed stock row back on cancel while its variant exists (new row, or the one made since)', async () => {
    const dist = await newDistributor();
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 12, '40': 12, '41': 12 } });
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20 });
    const saleid = await placeOrder(dist.token, [
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['39'], quantity: 2 },
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['40'], quantity: 5 },
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['41'], quantity: 3 },
      { prodvarid: boxes.variantId, quantity: 4 },
    ]);
    // Size 39's and the box's rows are removed (the order lines' stockid becomes null); size 41's is removed
    // and then made again with 4 units.
    await store.database.db.execute(
      sql`delete from stock where (prodvarid = ${sized.variantId} and sizeid in (${sized.sizeIds['39']}, ${sized.sizeIds['41']})) or prodvarid = ${boxes.variantId}`,
    );
    await store.database.db.execute(
      sql`insert into stock (prodvarid, sizeid, quantity) values (${sized.variantId}, ${sized.sizeIds['41']}, 4)`,
    );
    const nulls = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from sale_details where saleid = ${saleid} and stockid is null`,
    );
    expect(nulls.n).toBe(3);

    const res = await move(saleid, 'CANCELED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(ADMIN_MSG.orderCanceled(saleid));
    const left = await all<{ size: string | null; quantity: number }>(
      store,
      sql`select z.name as size, s.quantity from stock s left join sizes z on z.sizeid = s.sizeid
          where s.prodvarid in (${sized.variantId}, ${boxes.variantId}) order by s.prodvarid, z.name`,
    );
    expect(left).toEqual([
      { size: '39', quantity: 2 },
      { size: '40', quantity: 12 },
      { size: '41', quantity: 7 },
      { size: null, quantity: 4 },
    ]);
    // The lines point at their stock rows again.
    const relinked = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from sale_details d join stock s on s.stockid = d.stockid where d.saleid = ${saleid}`,
    );
    expect(relinked.n).toBe(4);
    expect(await statusOf(saleid)).toBe('CANCELED');
  });

  it('cancels an order whose variant is gone, returning the other lines and naming the codes that could not go back', async () => {
    const dist = await newDistributor();
    const kept = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 48 });
    const gone = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 12, '40': 12 } });
    const goneBox = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    const saleid = await placeOrder(dist.token, [
      { prodvarid: kept.variantId, quantity: 12 },
      { prodvarid: gone.variantId, sizeid: gone.sizeIds['39'], quantity: 2 },
      { prodvarid: goneBox.variantId, quantity: 1 },
    ]);
    await store.database.db.execute(sql`delete from product_variants where prodvarid in (${gone.variantId}, ${goneBox.variantId})`);

    const res = await move(saleid, 'CANCELED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(ADMIN_MSG.orderCanceledNotReturned(saleid, [`${gone.code} (talla 39)`, goneBox.code]));
    expect(res.json().msg).toBe(
      `La orden #${saleid} fue cancelada. Las unidades de ${gone.code} (talla 39), ${goneBox.code} no volvieron al stock porque esas variantes ya no existen en el catálogo. Se avisó al distribuidor por correo.`,
    );
    expect(await all(store, sql`select quantity from stock where prodvarid = ${kept.variantId}`)).toEqual([{ quantity: 48 }]);
    expect(await statusOf(saleid)).toBe('CANCELED');
    expect((await outbox(store.dataDir)).some((m) => m.subject === `Su orden #${saleid}: Cancelado`)).toBe(true);

    // One gone variant: the message says so in the singular.
    const other = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    const single = await placeOrder(dist.token, [{ prodvarid: other.variantId, quantity: 1 }]);
    await store.database.db.execute(sql`delete from product_variants where prodvarid = ${other.variantId}`);
    expect((await move(single, 'CANCELED')).json().msg).toBe(
      `La orden #${single} fue cancelada. Las unidades de ${other.code} no volvieron al stock porque esa variante ya no existe en el catálogo. Se avisó al distribuidor por correo.`,
    );
  });

  it('mails the order summary with the VAT rate and money as the store shows it', async () => {
    const dist = await newDistributor();
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '41': 12 }, priceCents: 2500, discount: 10 });
    const saleid = await placeOrder(dist.token, [{ prodvarid: sized.variantId, sizeid: sized.sizeIds['41'], quantity: 3 }], 'MAYORISTA10');
    expect((await move(saleid, 'APPROVED')).statusCode).toBe(200);
    const mail = (await outbox(store.dataDir)).find((m) => m.subject === `Su orden #${saleid}: Orden Aprobada`);
    const confirmation = (await outbox(store.dataDir)).find((m) => m.subject === `Confirmación de su orden #${saleid}`);
    const line = `- ${await productName(sized.productId)} · ${sized.code} · ${await colorName(sized.variantId)} · talla 41 · 3 pares × $25.00 c/par (−10%) = $67.50`;
    expect(mail?.text).toContain(line);
    expect(mail?.text).toMatch(new RegExp(`Orden #${saleid} del .+ — Orden Aprobada`));
    expect(mail?.text).toContain('Descuento MAYORISTA10 (10%): −$6.75');
    expect(mail?.text).toContain('Subtotal: $52.83');
    expect(mail?.text).toContain('IVA 15%: $7.92');
    expect(mail?.text).toContain('Total: $60.75');
    // The confirmation the distributor got when ordering is written by the same formatter.
    expect(confirmation?.text).toContain(line);
    expect(confirmation?.text).toMatch(new RegExp(`Orden #${saleid} del .+ — Orden Recibida`));
    expect(confirmation?.text).toContain('IVA 15%: $7.92');
  });

  it('mails a status change with an HTML part too: its lines, pre-sale mark and totals, every value escaped', async () => {
    const dist = await newDistributor();
    await store.database.db.execute(sql`update users set name = '<img src=x onerror=alert(1)>Ana' where userid = ${dist.id}`);
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, priceCents: 2500 });
    const early = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '41': 12 }, priceCents: 2500, preventa: true });
    const saleid = await placeOrder(dist.token, [
      { prodvarid: boxes.variantId, quantity: 2 },
      { prodvarid: early.variantId, sizeid: early.sizeIds['41'], quantity: 3 },
    ]);
    expect((await move(saleid, 'APPROVED')).statusCode).toBe(200);
    const mail = (await outbox(store.dataDir)).find((m) => m.subject === `Su orden #${saleid}: Orden Aprobada`)!;
    expect(mail.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(mail.text).toContain(`- [PREVENTA] ${await productName(early.productId)} · ${early.code}`);
    for (const shown of [
      `Orden #${saleid}`,
      'Orden Aprobada',
      '2 cajas (24 pares)',
      '$600.00',
      '3 pares',
      'talla 41',
      '$75.00',
      'IVA 15%',
      '$675.00',
    ])
      expect(mail.html).toContain(shown);
    expect(mail.html.match(/Preventa/g)).toHaveLength(1);
    expect(mail.html).toContain('href="http://tienda.test/orders"');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;Ana');
    expect(mail.html).not.toContain('<img');
  });

  it('answers 404 for an order that does not exist and 400 for an unknown status', async () => {
    const missing = await move(999_999, 'APPROVED');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, msg: 'La orden no existe' });
    const zero = await move(0, 'APPROVED');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().msg).toBe('El identificador no es válido');

    const dist = await newDistributor();
    const saleid = await simpleOrder(dist.token);
    for (const status of ['SHIPPED', '', 'approved']) {
      const res = await move(saleid, status);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().msg).toBe('Seleccione un estado de orden válido');
    }
    const noBody = await call(store.app, adminEndpoints.orders.move, { params: { id: saleid }, token: adminToken });
    expect(noBody.statusCode).toBe(400);
    expect(await statusOf(saleid)).toBe('RECEIVED');
  });
});

describe('cancelling an order asks for a reason', () => {
  it('refuses a cancel without a reason, keeps the reason on the order, and the distributor reads it in the e-mail', async () => {
    const dist = await newDistributor('motivo');
    const saleid = await simpleOrder(dist.token);
    const cancel = (payload: object) => call(store.app, adminEndpoints.orders.move, { params: { id: saleid }, token: adminToken, payload });

    for (const payload of [{ status: 'CANCELED' }, { status: 'CANCELED', reason: '   ' }]) {
      const refused = await cancel(payload);
      expect([refused.statusCode, refused.json().msg]).toEqual([400, ADMIN_MSG.cancelReasonRequired]);
    }
    const tooLong = await cancel({ status: 'CANCELED', reason: 'x'.repeat(501) });
    expect([tooLong.statusCode, tooLong.json().msg]).toEqual([400, ADMIN_MSG.reasonTooLong]);
    expect(await statusOf(saleid)).toBe('RECEIVED');

    const reason = 'El distribuidor pidió anular el pedido por teléfono';
    const res = await cancel({ status: 'CANCELED', reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'CANCELED', cancelReason: reason });
    expect((await one<{ r: string }>(store, sql`select cancel_reason as r from sales where saleid = ${saleid}`)).r).toBe(reason);

    const mail = (await outbox(store.dataDir)).find((m) => m.subject === `Su orden #${saleid}: Cancelado`)!;
    expect(mail.text).toContain(`Motivo de la cancelación: ${reason}`);
    expect(mail.html).toContain(reason);
    // The e-mail says «responda a este correo»: the answer reaches the store's contact e-mail, not MAIL_FROM.
    expect(mail.text).toContain('responda a este correo');
    expect(mail.replyTo).toBe(STORE_PROFILE.email);

    const mine = await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: dist.token });
    expect(mine.json().userSale.cancel_reason).toBe(reason);
  });

  it('keeps no reason on other moves', async () => {
    const dist = await newDistributor('motivo2');
    const saleid = await simpleOrder(dist.token);
    const res = await call(store.app, adminEndpoints.orders.move, {
      params: { id: saleid },
      token: adminToken,
      payload: { status: 'APPROVED', reason: 'no aplica' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.cancelReason).toBeNull();
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the snapshot lines, the VAT breakdown equal to the order, the contact data and what comes next', async () => {
    const dist = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 30, priceCents: 3990, discount: 10 });
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '41': 12 }, priceCents: 2500 });
    const saleid = await placeOrder(
      dist.token,
      [
        { prodvarid: boxes.variantId, quantity: 2 },
        { prodvarid: sized.variantId, quantity: 3, sizeid: sized.sizeIds['41'] },
      ],
      'MAYORISTA10',
    );
    // The buyer moves after ordering: the order keeps the company, contact and address it was placed with.
    const moved = await call(store.app, endpoints.users.update, {
      token: dist.token,
      payload: {
        company_name: 'Calzado Nuevo Nombre',
        name: 'Beatriz',
        lastname: 'Mora',
        phone: '0987654321',
        phone2: '',
        base_phone: '022222222',
        address: 'Av. Amazonas N24-03',
        province: 'Pichincha',
        city: 'Quito',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await call(store.app, adminEndpoints.orders.get, { params: { id: saleid }, token: adminToken });
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    const sale = await one<Record<string, number>>(store, sql`select * from sales where saleid = ${saleid}`);
    expect(order.totals).toEqual({
      grossCents: sale.gross_cents,
      discountCents: sale.discount_cents,
      subtotalCents: sale.subtotal_cents,
      vatCents: sale.vat_cents,
      totalCents: sale.total_cents,
    });
    // 2 boxes × 12 pairs × $35.91 = $861.84, 3 × $25.00 = $75.00, less 10%.
    expect(order.totals).toEqual({ grossCents: 93684, discountCents: 9368, subtotalCents: 73318, vatCents: 10998, totalCents: 84316 });
    expect(order).toMatchObject({ saleid, status: 'RECEIVED', items: 27, discountCode: 'MAYORISTA10', codePercent: 10 });
    expect(order.next).toEqual(['APPROVED', 'CANCELED']);
    expect(order.lines).toEqual([
      expect.objectContaining({
        code: boxes.code,
        sizeName: null,
        stockType: 'BOXES',
        unitsPerQuantity: 12,
        quantity: 2,
        priceCents: 3990,
        discountPercent: 10,
        lineTotalCents: 86184,
      }),
      expect.objectContaining({
        code: sized.code,
        sizeName: '41',
        stockType: 'SIZES',
        unitsPerQuantity: 1,
        quantity: 3,
        priceCents: 2500,
        discountPercent: 0,
        lineTotalCents: 7500,
      }),
    ]);
    expect(order.lines[0].productName).toMatch(/^Producto de prueba/);
    expect(order.lines[0].brandName).toBeTruthy();
    expect(order.lines[0].colorName).toBeTruthy();
    expect(order.lines[0].thumbnail).toBe('/media/test.svg');
    expect(order.distributor).toMatchObject({
      userid: dist.id,
      email: dist.email,
      companyName: expect.not.stringMatching('Calzado Nuevo Nombre'),
      name: 'Ana',
      lastname: 'Pérez',
      phone: '0991234567',
      basePhone: '072345678',
      city: 'Cuenca',
      province: 'Azuay',
      address: 'Av. Loja 1-23',
    });
    expect(order.distributor.ci).toMatch(/^\d{10}$/);
    expect(order.history).toHaveLength(1);

    const missing = await call(store.app, adminEndpoints.orders.get, { params: { id: 999999 }, token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('La orden no existe');
    const malformed = await call(store.app, adminEndpoints.orders.get, { params: { id: 'abc' }, token: adminToken });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe('El identificador no es válido');
  });
});

describe('GET /api/admin/orders', () => {
  const list = async (query: QueryOf<typeof adminEndpoints.orders.list>) => {
    const res = await call(store.app, adminEndpoints.orders.list, { query, token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (body: { orders: { saleid: number }[] }) => body.orders.map((o) => o.saleid);

  it('filters by distributor, status, days in Ecuador and a search, newest first, with counts per status', async () => {
    const a = await newDistributor('filtera');
    const b = await newDistributor('filterb');
    const a1 = await simpleOrder(a.token);
    const a2 = await simpleOrder(a.token);
    const a3 = await simpleOrder(a.token);
    const b1 = await simpleOrder(b.token);

    const byA = await list({ distributor: a.id });
    expect(ids(byA)).toEqual([a3, a2, a1]);
    expect(byA.distributor).toEqual({ userid: a.id, companyName: expect.stringMatching(/^Comercial filtera/), email: a.email });
    expect(byA.orders[0]).toEqual({
      saleid: a3,
      status: 'RECEIVED',
      paymentStatus: 'PENDING',
      saledate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      totalCents: 6000,
      unit_totals: { PAIR: 24, UNIT: 0 },
      distributor: { userid: a.id, companyName: byA.distributor.companyName, email: a.email, city: 'Cuenca' },
      branch: null,
    });
    expect(byA.branches).toEqual([]);
    expect(byA.info).toEqual({ currentPage: 1, totalPages: 1, limit: 20, total: 3 });
    expect(byA.counts).toEqual({ RECEIVED: 3, APPROVED: 0, TO_DELIVER: 0, DELIVERING: 0, DELIVERED: 0, CANCELED: 0, PENDING_APPROVAL: 0 });

    await move(a2, 'APPROVED');
    await move(a1, 'CANCELED');
    const approved = await list({ distributor: a.id, status: 'APPROVED' });
    expect(ids(approved)).toEqual([a2]);
    expect(approved.info.total).toBe(1);
    expect(approved.counts).toEqual({
      RECEIVED: 1,
      APPROVED: 1,
      TO_DELIVER: 0,
      DELIVERING: 0,
      DELIVERED: 0,
      CANCELED: 1,
      PENDING_APPROVAL: 0,
    });
    expect(ids(await list({ distributor: a.id, status: '' }))).toEqual([a3, a2, a1]);

    // 2024-03-10 04:00 UTC is still 9 March in Ecuador (UTC−5).
    await store.database.db.execute(sql`update sales set saledate = '2024-03-10T04:00:00Z' where saleid = ${a1}`);
    await store.database.db.execute(sql`update sales set saledate = '2024-03-10T05:00:00Z' where saleid = ${a2}`);
    expect(ids(await list({ distributor: a.id, from: '2024-03-09', to: '2024-03-09' }))).toEqual([a1]);
    expect(ids(await list({ distributor: a.id, from: '2024-03-10', to: '2024-03-10' }))).toEqual([a2]);
    expect(ids(await list({ distributor: a.id, from: '2024-03-09', to: '2024-03-10' }))).toEqual([a2, a1]);
    expect(ids(await list({ distributor: a.id, to: '2024-03-09' }))).toEqual([a1]);
    expect(ids(await list({ distributor: a.id, from: '2024-03-11' }))).toEqual([a3]);

    // The days are the configured store clock's: in Madrid (UTC+1) 2024-03-09 23:30 UTC is already the 10th.
    await store.database.db.execute(sql`update sales set saledate = '2024-03-09T23:30:00Z' where saleid = ${a1}`);
    expect(ids(await list({ distributor: a.id, from: '2024-03-09', to: '2024-03-09' }))).toEqual([a1]);
    const madrid = await createTestStore({ env: { STORE_TIME_ZONE: 'Europe/Madrid' } });
    try {
      const [order] = await all<{ id: number }>(madrid, sql`select saleid as id from sales order by saleid limit 1`);
      await madrid.database.db.execute(sql`update sales set saledate = '2024-03-09T23:30:00Z' where saleid = ${order.id}`);
      const onThe = async (day: string) =>
        ids(
          (
            await call(madrid.app, adminEndpoints.orders.list, { query: { from: day, to: day }, token: await loginAdmin(madrid.app) })
          ).json(),
        );
      expect(await onThe('2024-03-10')).toEqual([order.id]);
      expect(await onThe('2024-03-09')).toEqual([]);
    } finally {
      await madrid.close();
    }

    // Search: the order number, the company, the e-mail.
    expect(ids(await list({ q: `#${b1}` }))).toEqual([b1]);
    expect(ids(await list({ q: b1 }))).toContain(b1);
    expect(ids(await list({ q: 'comercial filterb' }))).toEqual([b1]);
    expect(ids(await list({ q: a.email.toUpperCase() }))).toEqual([a3, a2, a1]);
    expect(ids(await list({ q: '%%nadie%' }))).toEqual([]);

    // Paging.
    const paged = await list({ distributor: a.id, size: 10, page: 2 });
    expect(paged.orders).toEqual([]);
    expect(paged.info).toEqual({ currentPage: 2, totalPages: 1, limit: 10, total: 3 });

    // A distributor that does not exist: no rows, no name.
    const nobody = await list({ distributor: 999999 });
    expect(nobody.orders).toEqual([]);
    expect(nobody.distributor).toBeNull();
  });

  it('refuses a date that is not a day and a range that ends before it starts', async () => {
    for (const [query, msg] of [
      [{ from: '2024-13-01' }, 'Ingrese una fecha válida con el formato AAAA-MM-DD'],
      [{ to: 'ayer' }, 'Ingrese una fecha válida con el formato AAAA-MM-DD'],
      [{ from: '2024-02-30' }, 'Ingrese una fecha válida con el formato AAAA-MM-DD'],
      [{ from: '2024-03-10', to: '2024-03-09' }, 'La fecha «desde» no puede ser posterior a la fecha «hasta»'],
      [{ status: 'LOST' }, 'Seleccione un estado de orden válido'],
      [{ distributor: 'abc' }, 'El distribuidor seleccionado no es válido'],
    ] as const) {
      const res = await call(store.app, adminEndpoints.orders.list, { query, token: adminToken });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().msg, JSON.stringify(query)).toBe(msg);
    }
  });
});
