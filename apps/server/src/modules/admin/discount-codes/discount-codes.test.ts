import { storeDayEnd, storeDayOf } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { call, caller, createTestStore, login, loginAdmin, one, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
let buyer: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
  const [user] = await createDistributors(store.database.db, 1, 'codes');
  buyer = await login(store.app, user.email, FIXTURE_PASSWORD);
  const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 500, priceCents: 1000 });
  const added = await call(store.app, endpoints.cart.add, { token: buyer, payload: { prodvarid: p.variantId, quantity: 12 } });
  expect(added.statusCode).toBe(201);
});
afterAll(() => store?.close());

const asAdmin = caller(() => ({ app: store.app, token: adminToken }));
const cartDiscount = async (code: string) =>
  (await call(store.app, endpoints.cart.get, { query: { discountcode: code }, token: buyer })).json().userCart.summary.discount_value;
const list = async () =>
  (await asAdmin(adminEndpoints.discountCodes.list)).json().discountCodes as {
    code: string;
    discountcodeid: number;
    uses: number;
    state: string;
  }[];

const day = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

describe('discount codes', () => {
  it('lists the demo codes with their state and uses', async () => {
    const codes = await list();
    expect(codes.map((c) => [c.code, c.state])).toEqual(
      expect.arrayContaining([
        ['MAYORISTA10', 'ACTIVE'],
        ['BIENVENIDA15', 'ACTIVE'],
        ['VERANO2025', 'EXPIRED'],
        ['INACTIVO5', 'INACTIVE'],
      ]),
    );
    expect(codes.every((c) => Number.isInteger(c.uses))).toBe(true);
  });

  it('creates a code (upper-cased) that the cart applies at once', async () => {
    const res = await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: ' feria-24 ', percent: 12, active: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: ADMIN_MSG.discountCodeCreated,
      discountCode: { code: 'FERIA-24', percent: 12, active: true, startsAt: null, endsAt: null, uses: 0, state: 'ACTIVE' },
    });
    expect(await cartDiscount('feria-24')).toBe(12);
  });

  it('validates the form with Spanish messages', async () => {
    const cases: [object, string][] = [
      [{ percent: 10 }, ADMIN_MSG.discountCodeRequired],
      [{ code: '  ', percent: 10 }, ADMIN_MSG.discountCodeRequired],
      [{ code: 'CON ESPACIO', percent: 10 }, ADMIN_MSG.discountCodeFormat],
      [{ code: 'AÑO', percent: 10 }, ADMIN_MSG.discountCodeFormat],
      [{ code: 'X'.repeat(31), percent: 10 }, ADMIN_MSG.discountCodeMax],
      [{ code: 'OK1' }, ADMIN_MSG.discountPercentRange],
      [{ code: 'OK1', percent: 0 }, ADMIN_MSG.discountPercentRange],
      [{ code: 'OK1', percent: 101 }, ADMIN_MSG.discountPercentRange],
      [{ code: 'OK1', percent: 10.5 }, ADMIN_MSG.discountPercentRange],
      [{ code: 'OK1', percent: 10, startsAt: 'mañana' }, ADMIN_MSG.discountDateInvalid],
      [{ code: 'OK1', percent: 10, startsAt: at(2), endsAt: at(1) }, ADMIN_MSG.discountWindow],
      [{ code: 'OK1', percent: 10, startsAt: at(1), endsAt: at(1) }, ADMIN_MSG.discountWindow],
    ];
    for (const [payload, msg] of cases) {
      const res = await asAdmin(adminEndpoints.discountCodes.create, { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg, JSON.stringify(payload)).toBe(msg);
    }
  });

  it('refuses a duplicate code, whatever its case', async () => {
    const res = await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'mayorista10', percent: 5 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.discountCodeTaken('MAYORISTA10') });
  });

  it('an inactive, expired or not yet started code does not apply', async () => {
    const created = (
      await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'PRONTO', percent: 20, startsAt: at(1), endsAt: at(10) } })
    ).json().discountCode;
    expect(created.state).toBe('SCHEDULED');
    expect(await cartDiscount('PRONTO')).toBe(0);

    const expired = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: created.discountcodeid },
      payload: { code: 'PRONTO', percent: 20, startsAt: at(-10), endsAt: at(-1) },
    });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ msg: ADMIN_MSG.discountCodeUpdated, discountCode: { state: 'EXPIRED' } });
    expect(await cartDiscount('PRONTO')).toBe(0);

    const live = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: created.discountcodeid },
      payload: { code: 'PRONTO', percent: 25, startsAt: at(-1), endsAt: null },
    });
    expect(live.json().discountCode).toMatchObject({ state: 'ACTIVE', percent: 25, endsAt: null });
    expect(await cartDiscount('PRONTO')).toBe(25);

    const off = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: created.discountcodeid },
      payload: { code: 'PRONTO', percent: 25, startsAt: at(-1), active: false },
    });
    expect(off.json().discountCode.state).toBe('INACTIVE');
    expect(await cartDiscount('PRONTO')).toBe(0);
  });

  it('reads bare days in Ecuador: a code runs from the first instant of its first day to the end of its last', async () => {
    const res = await asAdmin(adminEndpoints.discountCodes.create, {
      payload: { code: 'ENERO30', percent: 10, startsAt: '2030-01-01', endsAt: '2030-01-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().discountCode).toMatchObject({
      startsAt: '2030-01-01T05:00:00.000Z',
      endsAt: '2030-02-01T04:59:59.999Z',
      state: 'SCHEDULED',
    });
    const saved = await one<{ starts_at: Date; ends_at: Date }>(
      store,
      sql`select starts_at, ends_at from discount_codes where code = 'ENERO30'`,
    );
    expect(new Date(saved.ends_at).toISOString()).toBe('2030-02-01T04:59:59.999Z');

    // A code whose last day is today in Ecuador applies until that day ends there; one that ended yesterday does not.
    const today = storeDayOf(new Date());
    const yesterday = storeDayOf(Date.now() - day);
    const lastDay = (
      await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'HOYULTIMO', percent: 7, startsAt: yesterday, endsAt: today } })
    ).json().discountCode;
    expect(lastDay).toMatchObject({ state: 'ACTIVE', endsAt: storeDayEnd(today).toISOString() });
    expect(await cartDiscount('hoyultimo')).toBe(7);
    const ended = (
      await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'AYERFIN', percent: 7, endsAt: yesterday } })
    ).json().discountCode;
    expect(ended.state).toBe('EXPIRED');
    expect(await cartDiscount('AYERFIN')).toBe(0);

    // A date-time must carry its zone; with one it is taken as it is.
    const noZone = await asAdmin(adminEndpoints.discountCodes.create, {
      payload: { code: 'SINZONA', percent: 5, startsAt: '2030-01-31T10:00' },
    });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().msg).toBe(ADMIN_MSG.discountDateInvalid);
    const exact = await asAdmin(adminEndpoints.discountCodes.create, {
      payload: { code: 'EXACTO', percent: 5, startsAt: '2030-01-31T10:00:00-05:00' },
    });
    expect(exact.json().discountCode.startsAt).toBe('2030-01-31T15:00:00.000Z');
  });

  it('renames an unused code, refusing a name another code has', async () => {
    const created = (await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'RENOMBRAR', percent: 5 } })).json()
      .discountCode;
    const taken = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: created.discountcodeid },
      payload: { code: 'bienvenida15', percent: 5 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(ADMIN_MSG.discountCodeTaken('BIENVENIDA15'));
    const renamed = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: created.discountcodeid },
      payload: { code: 'RENOMBRADO', percent: 5 },
    });
    expect(renamed.json().discountCode.code).toBe('RENOMBRADO');
    expect(
      (await asAdmin(adminEndpoints.discountCodes.update, { params: { id: 999999 }, payload: { code: 'X', percent: 5 } })).statusCode,
    ).toBe(404);
  });

  it('deletes an unused code, refuses one an order used (suggesting to deactivate it)', async () => {
    const unused = (await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'BORRAME', percent: 5 } })).json().discountCode;
    const del = await asAdmin(adminEndpoints.discountCodes.remove, { params: { id: unused.discountcodeid } });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true, msg: ADMIN_MSG.discountCodeDeleted });
    expect((await list()).some((c) => c.code === 'BORRAME')).toBe(false);
    expect((await asAdmin(adminEndpoints.discountCodes.remove, { params: { id: unused.discountcodeid } })).statusCode).toBe(404);

    const used = (await asAdmin(adminEndpoints.discountCodes.create, { payload: { code: 'USADO', percent: 10 } })).json().discountCode;
    const sale = await call(store.app, endpoints.sales.place, { token: buyer, payload: { discountcode: 'usado' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const row = await one<{ discount_code: string; discount_value: number }>(
      store,
      sql`select discount_code, discount_value from sales where saleid = ${sale.json().saleid}`,
    );
    expect(row).toEqual({ discount_code: 'USADO', discount_value: 10 });
    expect((await list()).find((c) => c.code === 'USADO')?.uses).toBe(1);

    const refused = await asAdmin(adminEndpoints.discountCodes.remove, { params: { id: used.discountcodeid } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('El código USADO se usó en 1 orden y no se puede eliminar. Desactívelo para que ya no se pueda usar.');
    const rename = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: used.discountcodeid },
      payload: { code: 'OTRO', percent: 10 },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().msg).toBe(ADMIN_MSG.discountCodeRenameUsed('USADO'));
    const deactivate = await asAdmin(adminEndpoints.discountCodes.update, {
      params: { id: used.discountcodeid },
      payload: { code: 'USADO', percent: 10, active: false },
    });
    expect(deactivate.json().discountCode).toMatchObject({ active: false, uses: 1 });
  });
});
