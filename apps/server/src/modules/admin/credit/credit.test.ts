import { ADMIN_MSG, addDays, MSG, storeDayOf } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { all, bearer, call, createTestStore, login, loginAdmin, one, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
/** $10.00 a pair, sold by the box of 12: $120.00 a box */
let product: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  product = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 1000, quantity: 1000 });
});
afterAll(() => store?.close());

async function newBuyer(prefix: string) {
  const [user] = await createDistributors(store.database.db, 1, prefix);
  return { id: user.id, headers: bearer(await login(store.app, user.email, FIXTURE_PASSWORD)) };
}
const setTerms = (userId: number, payload: object) =>
  call(store.app, adminEndpoints.credit.set, { params: { id: userId }, token: adminToken, payload });
const addBoxes = (headers: Record<string, string>, quantity: number) =>
  call(store.app, endpoints.cart.add, { headers, payload: { prodvarid: product.variantId, quantity } });
const checkout = (headers: Record<string, string>) => call(store.app, endpoints.sales.place, { headers });
const creditOf = async (headers: Record<string, string>) => (await call(store.app, endpoints.users.credit, { headers })).json().credit;
const today = () => storeDayOf(new Date());

describe('credit terms', () => {
  it('a distributor on 30 days’ credit sees its limit, what it owes and the orders due; an order past the limit is refused', async () => {
    const buyer = await newBuyer('credito');
    expect(await creditOf(buyer.headers)).toEqual({
      terms: 'CASH',
      days: null,
      limitCents: null,
      inUseCents: 0,
      availableCents: null,
      due: [],
    });
    const set = await setTerms(buyer.id, { terms: 'CREDIT', days: 30, limit: 500 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().msg).toBe('Condiciones de pago de Comercial credito 0 guardadas');

    expect((await addBoxes(buyer.headers, 2)).statusCode).toBe(201);
    const placed = await checkout(buyer.headers);
    expect(placed.statusCode, placed.body).toBe(201);
    const saleid = placed.json().saleid;
    const due = addDays(today(), 30);
    expect(await creditOf(buyer.headers)).toEqual({
      terms: 'CREDIT',
      days: 30,
      limitCents: 50_000,
      inUseCents: 24_000,
      availableCents: 26_000,
      due: [{ saleid, totalCents: 24_000, dueOn: due, overdue: false }],
    });

    // 3 boxes ($360.00) would owe $600.00: refused, with what is available; the cart and the stock stay.
    expect((await addBoxes(buyer.headers, 3)).statusCode).toBe(201);
    const stockBefore = await one<{ quantity: number }>(store, sql`select quantity from stock where prodvarid = ${product.variantId}`);
    const refused = await checkout(buyer.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, msg: MSG.creditExceeded(36_000, 26_000, 50_000) });
    expect(refused.json().msg).toBe(
      'Este pedido de $360.00 supera su crédito disponible de $260.00 (límite $500.00). Pague una orden pendiente o quite productos del carrito.',
    );
    expect(await one(store, sql`select quantity from stock where prodvarid = ${product.variantId}`)).toEqual(stockBefore);
    const cart = (await call(store.app, endpoints.cart.get, { headers: buyer.headers })).json().userCart;
    expect(cart.cartdetail.map((l: { quantity: number }) => l.quantity)).toEqual([3]);

    // Paid (the staff confirmed the transfer), the order no longer uses credit: the same cart goes through.
    await store.database.db.execute(sql`update sales set payment_status = 'CONFIRMED' where saleid = ${saleid}`);
    expect((await checkout(buyer.headers)).statusCode).toBe(201);
    expect((await creditOf(buyer.headers)).inUseCents).toBe(36_000);
  });

  it('the staff see unpaid credit orders past their day on the dashboard, and the distributor sees them overdue', async () => {
    const buyer = await newBuyer('vencido');
    await setTerms(buyer.id, { terms: 'CREDIT', days: 15, limit: 1000 });
    await addBoxes(buyer.headers, 1);
    const saleid = (await checkout(buyer.headers)).json().saleid;
    await store.database.db.execute(sql`update sales set due_on = ${addDays(today(), -3)} where saleid = ${saleid}`);
    expect((await creditOf(buyer.headers)).due).toEqual([{ saleid, totalCents: 12_000, dueOn: addDays(today(), -3), overdue: true }]);
    const dashboard = (await call(store.app, adminEndpoints.dashboard.get, { token: adminToken })).json();
    expect(dashboard.overdue).toContainEqual({
      saleid,
      userid: buyer.id,
      companyName: 'Comercial vencido 0',
      totalCents: 12_000,
      dueOn: addDays(today(), -3),
      overdue: true,
      daysLate: 3,
    });
    // A canceled order is owed no more.
    await store.database.db.execute(sql`update sales set status = 'CANCELED' where saleid = ${saleid}`);
    expect((await creditOf(buyer.headers)).inUseCents).toBe(0);
  });

  it('a Contado distributor buys without a limit and its orders have no due day', async () => {
    const buyer = await newBuyer('contado');
    await addBoxes(buyer.headers, 20);
    const placed = await checkout(buyer.headers);
    expect(placed.statusCode).toBe(201);
    expect(await one(store, sql`select due_on from sales where saleid = ${placed.json().saleid}`)).toEqual({ due_on: null });
  });

  it('fifty checkouts racing: none takes the distributor past its limit', async () => {
    const buyer = await newBuyer('carrera');
    // $1,000.00: eight boxes of $120.00 fit, the ninth does not.
    await setTerms(buyer.id, { terms: 'CREDIT', days: 60, limit: 1000 });
    // Each racer adds a box and checks out at once. How the fifty interleave decides how many boxes each
    // checkout finds (on PostgreSQL all the boxes may be in the cart before the first checkout, and then every
    // one is refused): what must hold whatever the interleaving is that the orders never owe more than the limit.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        await addBoxes(buyer.headers, 1);
        return checkout(buyer.headers);
      }),
    );
    const owedNow = async () =>
      (
        await all<{ total_cents: number }>(
          store,
          sql`select total_cents from sales where userid = ${buyer.id} and status <> 'CANCELED' and payment_status <> 'CONFIRMED'`,
        )
      ).reduce((s, o) => s + Number(o.total_cents), 0);
    const sum = await owedNow();
    expect(sum).toBeLessThanOrEqual(100_000);
    for (const r of answers) {
      // placed; the cart another racer had just emptied; or refused for the credit, never anything else
      if (r.statusCode === 201) continue;
      if (r.statusCode === 400) expect(r.json().msg).toBe(MSG.emptyCart);
      else expect([r.statusCode, r.json().msg.startsWith('Este pedido de')]).toEqual([409, true]);
    }
    const placed = await all(store, sql`select saleid from sales where userid = ${buyer.id}`);
    expect(placed).toHaveLength(answers.filter((r) => r.statusCode === 201).length);
    expect((await creditOf(buyer.headers)).availableCents).toBe(100_000 - sum);

    // What is left in the cart, then one box at a time: the last box that fits goes through, the next is refused.
    const cart = (await call(store.app, endpoints.cart.get, { headers: buyer.headers })).json().userCart;
    for (const line of cart.cartdetail)
      await call(store.app, endpoints.cart.remove, { params: { id: line.cartdetailid }, headers: buyer.headers });
    while ((await owedNow()) + 12_000 <= 100_000) {
      await addBoxes(buyer.headers, 1);
      expect((await checkout(buyer.headers)).statusCode).toBe(201);
    }
    const owed = await owedNow();
    await addBoxes(buyer.headers, 1);
    const refused = await checkout(buyer.headers);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, MSG.creditExceeded(12_000, 100_000 - owed, 100_000)]);
    expect(owed).toBe(96_000);
  });
});

describe('what bad terms get', () => {
  it('refuses a limit below what is owed, a missing or odd term, and a limit that is not money; nothing changes', async () => {
    const buyer = await newBuyer('limite');
    await setTerms(buyer.id, { terms: 'CREDIT', days: 30, limit: 300 });
    await addBoxes(buyer.headers, 2);
    expect((await checkout(buyer.headers)).statusCode).toBe(201);
    const cases: [object, string][] = [
      [{ terms: 'CREDIT', days: 30, limit: 100 }, ADMIN_MSG.creditLimitBelowOwed(24_000)],
      [{ terms: 'CREDIT', days: 45, limit: 900 }, ADMIN_MSG.creditDaysInvalid],
      [{ terms: 'CREDIT', limit: 900 }, ADMIN_MSG.creditDaysInvalid],
      [{ terms: 'CREDIT', days: 30 }, ADMIN_MSG.creditLimitInvalid],
      [{ terms: 'CREDIT', days: 30, limit: 0 }, ADMIN_MSG.creditLimitInvalid],
      [{ terms: 'CREDIT', days: 30, limit: -50 }, ADMIN_MSG.creditLimitInvalid],
      [{ terms: 'CREDIT', days: 30, limit: 10.005 }, ADMIN_MSG.creditLimitInvalid],
      [{ terms: 'FIADO' }, ADMIN_MSG.creditTermsInvalid],
    ];
    for (const [payload, msg] of cases) {
      const res = await setTerms(buyer.id, payload);
      expect([res.statusCode, res.json().msg], JSON.stringify(payload)).toEqual([400, msg]);
    }
    expect(
      await one(store, sql`select payment_terms, credit_days, credit_limit_cents from companies where companyid = ${buyer.id}`),
    ).toEqual({
      payment_terms: 'CREDIT',
      credit_days: 30,
      credit_limit_cents: 30_000,
    });
    // Back to Contado: its credit order is still owed, and shown.
    const cash = await setTerms(buyer.id, { terms: 'CASH' });
    expect(cash.json().credit).toMatchObject({ terms: 'CASH', limitCents: null, inUseCents: 24_000, availableCents: null });
    expect((await setTerms(999_999, { terms: 'CASH' })).statusCode).toBe(404);
  });

  it('a distributor cannot read or set terms in the back office', async () => {
    const buyer = await newBuyer('ajeno');
    const read = await call(store.app, adminEndpoints.credit.get, { params: { id: buyer.id }, headers: buyer.headers });
    const write = await call(store.app, adminEndpoints.credit.set, {
      params: { id: buyer.id },
      headers: buyer.headers,
      payload: { terms: 'CREDIT', days: 60, limit: 99999 },
    });
    expect([read.statusCode, write.statusCode]).toEqual([403, 403]);
  });
});
