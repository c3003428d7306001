/**
 * Quotes (docs/product.md §29) on PGlite and (TEST_DATABASE_URL) PostgreSQL: a buyer's request from the cart, Ventas's
 * answer with its e-mail and PDF, acceptance into an order at the quoted prices (stock and credit checked then, the
 * lines that no longer fit said, accepted twice at once: one order), expiry, refusal, a quote from scratch, and
 * another company's or a visitor's view of none of it.
 */
import { ADMIN_MSG, addDays, MSG, QUICK_ORDER_MAX_LINES, storeDayOf } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, apiPath, call, createTestStore, login, one, outbox, type TestStore } from '../../test/harness.ts';
import { expectServedMeanwhile, figures, listening, slowestWhile } from '../../test/while-busy.ts';

let store: TestStore;
let ventas: string;
let warehouse: string;
let serial = 0;
beforeAll(async () => {
  store = await createTestStore();
  ventas = await login(store.app, DEMO_ACCOUNTS.sales.email, DEMO_ACCOUNTS.sales.password);
  warehouse = await login(store.app, DEMO_ACCOUNTS.warehouse.email, DEMO_ACCOUNTS.warehouse.password);
});
afterAll(() => store?.close());

const today = () => storeDayOf(new Date());

/** A company: its owner, and a person of it with `role` (a buyer by default), both signed in. */
async function company(role: 'BUYER' | 'VIEWER' = 'BUYER') {
  const [owner] = await createDistributors(store.database.db, 1, `cotiza${++serial}`);
  const email = `persona${serial}-${owner.id}@example.com`;
  await store.database.db.execute(sql`insert into users (email, password_hash, name, lastname, phone, companyid, company_role)
    select ${email}, password_hash, 'Pedro', 'Quezada', '0987001122', ${owner.id}, ${role} from users where userid = ${owner.id}`);
  return {
    id: owner.id,
    owner: { email: owner.email, token: await login(store.app, owner.email, FIXTURE_PASSWORD) },
    person: { email, token: await login(store.app, email, FIXTURE_PASSWORD) },
  };
}

/** A box product of $20.00 a pair ($240.00 a box) with `boxes` in stock. */
const boxes = (quantity: number) => createProduct(store.database.db, { stockType: 'BOXES', quantity, priceCents: 2000 });
const stockOf = async (variantId: number) =>
  (await one<{ quantity: number }>(store, sql`select quantity from stock where prodvarid = ${variantId}`)).quantity;

async function requestQuote(token: string, lines: [variantId: number, boxes: number][], note = 'Precio por volumen, por favor') {
  for (const [prodvarid, quantity] of lines) {
    const added = await call(store.app, endpoints.cart.add, { token, payload: { prodvarid, quantity } });
    expect(added.statusCode, added.body).toBe(201);
  }
  const res = await call(store.app, endpoints.quotes.request, { token, payload: { note } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().quoteid as number;
}

const detail = (token: string, id: number) => call(store.app, endpoints.quotes.get, { params: { id }, token });
const answer = (id: number, payload: Record<string, unknown>, token = ventas) =>
  call(store.app, adminEndpoints.quotes.answer, { params: { id }, token, payload });
const accept = (token: string, id: number) => call(store.app, endpoints.quotes.accept, { params: { id }, token, payload: {} });
const linesOf = async (token: string, id: number) =>
  (await detail(token, id)).json().quote.lines as { quotelineid: number; list_price: number; quoted_price: number | null }[];

describe('a quote asked from the cart', () => {
  it('takes the cart’s lines at the company’s prices, empties the cart and tells the store; a viewer and the staff cannot ask', async () => {
    const { person, owner } = await company();
    const product = await boxes(10);
    const before = (await outbox(store.dataDir)).length;
    const id = await requestQuote(person.token, [[product.variantId, 3]]);

    const cart = await call(store.app, endpoints.cart.get, { token: person.token });
    expect(cart.json().userCart.cartdetail).toEqual([]);
    // the owner reads it too, «Solicitada», at the list price until Ventas answers
    const quote = (await detail(owner.token, id)).json().quote;
    expect(quote).toMatchObject({ state: 'REQUESTED', note: 'Precio por volumen, por favor', requested_by: 'Pedro Quezada', total: null });
    expect(quote.list_total).toBe(720);
    // 3 boxes of 12 pairs: pairs, counted apart from units
    expect(quote.unit_totals).toEqual({ PAIR: 36, UNIT: 0 });
    expect(quote.lines).toMatchObject([{ quantity: 3, units_per_quantity: 12, list_price: 20, quoted_price: null }]);
    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Solicitud de cotización #${id} de ${quote.company_name}`]);
    // nothing was held: a quote is not an order
    expect(await stockOf(product.variantId)).toBe(10);

    const viewer = await company('VIEWER');
    const asked = await call(store.app, endpoints.quotes.request, { token: viewer.person.token, payload: {} });
    expect([asked.statusCode, asked.json().msg]).toEqual([403, MSG.viewerCannotOrder]);
    const empty = await call(store.app, endpoints.quotes.request, { token: person.token, payload: {} });
    expect([empty.statusCode, empty.json().msg]).toEqual([400, MSG.emptyCart]);
    expect((await call(store.app, endpoints.quotes.list, { token: ventas })).statusCode).toBe(403);
  });

  it('another company’s people, a visitor and the warehouse read none of it: not the quote, its list, its PDF', async () => {
    const { person } = await company();
    const id = await requestQuote(person.token, [[(await boxes(5)).variantId, 1]]);
    await answer(id, { valid_until: addDays(today(), 7), reply: '', percent_off: 10 });
    const stranger = await company();
    expect((await detail(stranger.owner.token, id)).statusCode).toBe(404);
    expect((await call(store.app, endpoints.quotes.pdf, { params: { id }, token: stranger.owner.token })).statusCode).toBe(404);
    expect((await accept(stranger.owner.token, id)).statusCode).toBe(404);
    const theirs = (await call(store.app, endpoints.quotes.list, { token: stranger.owner.token })).json().quotes;
    expect(theirs).toEqual([]);
    expect((await call(store.app, endpoints.quotes.get, { params: { id } })).statusCode).toBe(401);
    expect((await call(store.app, adminEndpoints.quotes.get, { params: { id }, token: warehouse })).statusCode).toBe(403);
    expect((await answer(id, { valid_until: today(), reply: '', percent_off: 5 }, warehouse)).statusCode).toBe(403);
    expect((await answer(id, { valid_until: today(), reply: '', percent_off: 5 }, person.token)).statusCode).toBe(403);
  });
});

describe('Ventas’s answer', () => {
  it('prices each line (or a percent off all) with a validity day; the company gets the e-mail with the PDF; the history keeps it', async () => {
    const { person } = await company();
    const [a, b] = [await boxes(10), await boxes(10)];
    const id = await requestQuote(person.token, [
      [a.variantId, 2],
      [b.variantId, 1],
    ]);
    const lines = await linesOf(person.token, id);
    const before = (await outbox(store.dataDir)).length;

    // not yet answered: nothing to accept
    const early = await accept(person.token, id);
    expect([early.statusCode, early.json().msg]).toEqual([409, MSG.quoteNotAnswered]);
    // a line without a price, a day past, a day too far, a price of 0: refused, nothing changed
    const until = addDays(today(), 10);
    const missing = await answer(id, { valid_until: until, reply: '', prices: [{ quotelineid: lines[0].quotelineid, price: 18 }] });
    expect([missing.statusCode, missing.json().msg]).toEqual([400, ADMIN_MSG.quoteLinesMissing]);
    const past = await answer(id, { valid_until: addDays(today(), -1), reply: '', percent_off: 5 });
    expect([past.statusCode, past.json().msg]).toEqual([400, ADMIN_MSG.quoteValidUntilPast]);
    const far = await answer(id, { valid_until: addDays(today(), 91), reply: '', percent_off: 5 });
    expect([far.statusCode, far.json().msg]).toEqual([400, ADMIN_MSG.quoteValidUntilFar(90)]);
    const zero = await answer(id, { valid_until: until, reply: '', prices: lines.map((l) => ({ quotelineid: l.quotelineid, price: 0 })) });
    expect([zero.statusCode, zero.json().msg]).toEqual([400, ADMIN_MSG.quotePriceInvalid]);
    expect((await detail(person.token, id)).json().quote.state).toBe('REQUESTED');

    const res = await answer(id, {
      valid_until: until,
      reply: 'Precio especial por 3 cajas',
      prices: [
        { quotelineid: lines[0].quotelineid, price: 18 },
        { quotelineid: lines[1].quotelineid, price: 17.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(ADMIN_MSG.quoteSent(id));
    // 2 boxes × 12 × $18.00 + 1 × 12 × $17.50 = $642.00
    expect(res.json().quote).toMatchObject({
      state: 'SENT',
      total: 642,
      list_total: 720,
      valid_until: until,
      answered_by: 'Diego Cárdenas',
    });
    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([person.email]);
    expect(mails[0].subject).toMatch(new RegExp(`^Cotización #${id}: precios válidos hasta el `));
    expect(mails[0].parts).toContain('application/pdf');
    const pdf = await call(store.app, endpoints.quotes.pdf, { params: { id }, token: person.token });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [line] = await all<{ action: string; label: string }>(
      store,
      sql`select action, label from history where entity = 'quote' and entity_id = ${id}`,
    );
    expect(line).toEqual({ action: 'Respondió la cotización', label: `Cotización #${id} · Comercial cotiza${serial} 0` });

    // corrected with a percent: every line's list price less 10 %
    const again = await answer(id, { valid_until: until, reply: '', percent_off: 10 });
    expect(again.json().quote).toMatchObject({ percent_off: 10, total: 648 });
    expect((await linesOf(person.token, id)).map((l) => l.quoted_price)).toEqual([18, 18]);
  });
});

describe('accepting a quote', () => {
  async function answered(stock = 10, quantity = 2) {
    const c = await company();
    const product = await boxes(stock);
    const id = await requestQuote(c.person.token, [[product.variantId, quantity]]);
    const [line] = await linesOf(c.person.token, id);
    await answer(id, { valid_until: addDays(today(), 5), reply: '', prices: [{ quotelineid: line.quotelineid, price: 15 }] });
    return { ...c, companyId: c.id, product, id };
  }

  it('places an order at the quoted prices with the stock taken; a second acceptance is refused naming the order', async () => {
    const { person, product, id } = await answered();
    const res = await accept(person.token, id);
    expect(res.statusCode, res.body).toBe(201);
    const saleid = res.json().saleid;
    expect(res.json().msg).toBe(MSG.quoteAccepted(saleid));
    const order = await one<{ total_cents: number; status: string }>(
      store,
      sql`select total_cents, status from sales where saleid = ${saleid}`,
    );
    expect(order).toEqual({ total_cents: 36_000, status: 'RECEIVED' }); // 2 × 12 × $15.00
    const [sold] = await all<{ price_cents: number; discount_value: number }>(
      store,
      sql`select price_cents, discount_value from sale_details where saleid = ${saleid}`,
    );
    expect(sold).toEqual({ price_cents: 1500, discount_value: 0 });
    expect(await stockOf(product.variantId)).toBe(8);
    expect((await detail(person.token, id)).json().quote).toMatchObject({ state: 'ACCEPTED', saleid });
    const again = await accept(person.token, id);
    expect([again.statusCode, again.json().msg]).toEqual([409, MSG.quoteAlreadyAccepted(saleid)]);
  });

  it('accepted twice at once by two people of the company: one order, the stock taken once', async () => {
    const { person, owner, product, id } = await answered();
    const results = await Promise.all([accept(person.token, id), accept(owner.token, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const orders = await all(store, sql`select saleid from sales where companyid = (select companyid from quotes where quoteid = ${id})`);
    expect(orders).toHaveLength(1);
    expect(await stockOf(product.variantId)).toBe(8);
  });

  it('an expired quote is refused with its day, and reads «Vencida»', async () => {
    const { person, product, id } = await answered();
    const yesterday = addDays(today(), -1);
    await store.database.db.execute(sql`update quotes set valid_until = ${yesterday} where quoteid = ${id}`);
    const res = await accept(person.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/^Esta cotización venció el .+\. Solicite una nueva desde su carrito\.$/);
    expect((await detail(person.token, id)).json().quote.state).toBe('EXPIRED');
    expect(await stockOf(product.variantId)).toBe(10);
  });

  it('lines that no longer fit are said, and nothing is ordered', async () => {
    const { person, product, id } = await answered(10, 4);
    await store.database.db.execute(sql`update stock set quantity = 1 where prodvarid = ${product.variantId}`);
    const res = await accept(person.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.quoteLinesUnavailable([`${product.code}: ${MSG.lineStock(1, '1 caja')}`]));
    expect(await stockOf(product.variantId)).toBe(1);
    expect((await detail(person.token, id)).json().quote.state).toBe('SENT');
  });

  it('over the company’s credit: refused with the amounts, the quote still open', async () => {
    const { companyId, person, id } = await answered();
    await store.database.db.execute(
      sql`update companies set payment_terms = 'CREDIT', credit_days = 30, credit_limit_cents = 10000 where companyid = ${companyId}`,
    );
    const res = await accept(person.token, id);
    expect([res.statusCode, res.json().msg]).toEqual([409, MSG.creditExceeded(36_000, 10_000, 10_000)]);
    expect((await detail(person.token, id)).json().quote.state).toBe('SENT');
  });

  it('declined: the store is told, and it can no longer be accepted', async () => {
    const { person, id } = await answered();
    const res = await call(store.app, endpoints.quotes.decline, {
      params: { id },
      token: person.token,
      payload: { reason: 'Conseguí mejor precio' },
    });
    expect(res.json()).toEqual({ ok: true, msg: MSG.quoteDeclined });
    const late = await accept(person.token, id);
    expect([late.statusCode, late.json().msg]).toEqual([409, MSG.quoteNotOpen]);
    expect((await detail(person.token, id)).json().quote).toMatchObject({ state: 'DECLINED', decline_reason: 'Conseguí mejor precio' });
    const closed = await answer(id, { valid_until: today(), reply: '', percent_off: 5 });
    expect([closed.statusCode, closed.json().msg]).toEqual([409, ADMIN_MSG.quoteClosed]);
  });
});

describe('a quote Ventas writes from scratch', () => {
  it('is sent at once to the company’s owner at the prices given; lines are checked by their selling unit', async () => {
    const c = await company();
    const units = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 0, priceCents: 1000 });
    const box = await boxes(3);
    const before = (await outbox(store.dataDir)).length;
    const create = (lines: unknown[]) =>
      call(store.app, adminEndpoints.quotes.create, {
        token: ventas,
        payload: { companyid: c.id, valid_until: addDays(today(), 3), reply: 'Según lo conversado', lines },
      });
    // units are sold by the half box (6): 4 is refused, naming the line
    const odd = await create([{ prodvarid: units.variantId, sizeid: null, quantity: 4, price: 9 }]);
    expect(odd.statusCode).toBe(409);
    expect(odd.json().msg).toBe(ADMIN_MSG.quoteLinesRefused([`${units.code}: ${MSG.lineHalfBoxes}`]));
    // no stock yet is fine for a quote: it is weighed when accepted
    const res = await create([
      { prodvarid: units.variantId, sizeid: null, quantity: 12, price: 9 },
      { prodvarid: box.variantId, sizeid: null, quantity: 1, price: 19 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().quoteid;
    const quote = (await detail(c.owner.token, id)).json().quote;
    expect(quote).toMatchObject({ state: 'SENT', requested_by: null, total: 336, reply: 'Según lo conversado' }); // 12 × $9 + 12 × $19
    expect((await outbox(store.dataDir)).slice(before).map((m) => m.to)).toEqual([c.owner.email]);
    const refused = await accept(c.person.token, id);
    expect(refused.json().msg).toBe(MSG.quoteLinesUnavailable([`${units.code}: ${MSG.lineStock(0, '0 pares')}`]));
  });
});

describe('a quote at its limit', () => {
  it(`of ${QUICK_ORDER_MAX_LINES} lines: written, answered and accepted, while the catalogue answers meanwhile`, async () => {
    const c = await company();
    const product = await boxes(QUICK_ORDER_MAX_LINES * 2);
    const base = await listening(store.app);
    const catalogue = `${base}${apiPath(endpoints.catalog.storeFront)}`;
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, () => ({
      prodvarid: product.variantId,
      sizeid: null,
      quantity: 1,
      price: 19,
    }));
    const payload = { companyid: c.id, valid_until: addDays(today(), 3), reply: '', lines };
    const tooMany = await call(store.app, adminEndpoints.quotes.create, {
      token: ventas,
      payload: { ...payload, lines: [...lines, lines[0]] },
    });
    expect([tooMany.statusCode, tooMany.json().msg]).toEqual([400, MSG.quickOrderTooManyLines]);

    const created = await slowestWhile(catalogue, call(store.app, adminEndpoints.quotes.create, { token: ventas, payload }));
    console.info(`${QUICK_ORDER_MAX_LINES}-line quote written`, figures(created));
    expect(created.result.statusCode, created.result.body).toBe(201);
    expectServedMeanwhile(created);
    const id = created.result.json().quoteid;

    const answered = await slowestWhile(catalogue, answer(id, { valid_until: addDays(today(), 3), reply: '', percent_off: 5 }));
    console.info(`${QUICK_ORDER_MAX_LINES}-line quote answered`, figures(answered));
    // 500 boxes × 12 pairs × ($20.00 less 5 % = $19.00)
    expect(answered.result.json().quote).toMatchObject({ state: 'SENT', total: 114_000 });
    expectServedMeanwhile(answered);

    const accepted = await slowestWhile(catalogue, accept(c.owner.token, id));
    console.info(`${QUICK_ORDER_MAX_LINES}-line quote accepted`, figures(accepted));
    expect(accepted.result.statusCode, accepted.result.body).toBe(201);
    expectServedMeanwhile(accepted);
    expect(await stockOf(product.variantId)).toBe(QUICK_ORDER_MAX_LINES);
  });
});
