import { MSG, STORE_PROFILE } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../../db/seed/demo-payments.ts';
import { createDistributors, FIXTURE_PASSWORD } from '../../../test/fixtures.ts';
import { call, caller, createTestStore, login, loginAdmin, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const asAdmin = caller(() => ({ app: store.app, token: adminToken }));

const valid = {
  bank: 'Banco Guayaquil',
  accountType: 'AHORROS',
  number: '0012 3456-78',
  holder: 'Calzado Andino Cía. Ltda.',
  ruc: STORE_PROFILE.ruc,
};
const storeView = async () => {
  const [user] = await createDistributors(store.database.db, 1, 'bank');
  const token = await login(store.app, user.email, FIXTURE_PASSWORD);
  return (await call(store.app, endpoints.payments.bankAccounts, { token })).json().accounts as {
    bank: string;
  }[];
};

describe('the bank accounts in the back office', () => {
  it('lists the demo accounts in order', async () => {
    const res = await asAdmin(adminEndpoints.bankAccounts.list);
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.map((a: { bank: string; position: number; active: boolean }) => [a.bank, a.position, a.active])).toEqual(
      DEMO_BANK_ACCOUNTS.map((a, i) => [a.bank, i, true]),
    );
  });

  it('refuses each bad field with its Spanish message', async () => {
    const cases: [object, string][] = [
      [{ bank: '  ' }, ADMIN_MSG.bankRequired],
      [{ bank: 'B'.repeat(81) }, ADMIN_MSG.bankRequired],
      [{ accountType: 'PLAZO' }, ADMIN_MSG.bankAccountTypeInvalid],
      [{ number: '1234' }, ADMIN_MSG.bankAccountNumberInvalid],
      [{ number: '1'.repeat(21) }, ADMIN_MSG.bankAccountNumberInvalid],
      [{ number: '12345A' }, ADMIN_MSG.bankAccountNumberInvalid],
      [{ holder: '' }, ADMIN_MSG.bankHolderRequired],
      [{ ruc: '0190123456' }, ADMIN_MSG.bankRucInvalid],
      [{ ruc: '0190123457001' }, ADMIN_MSG.bankRucInvalid],
    ];
    for (const [patch, msg] of cases) {
      const res = await asAdmin(adminEndpoints.bankAccounts.create, { payload: { ...valid, ...patch } });
      expect([res.statusCode, res.json().msg], JSON.stringify(patch)).toEqual([400, msg]);
    }
    expect((await asAdmin(adminEndpoints.bankAccounts.list)).json().accounts).toHaveLength(DEMO_BANK_ACCOUNTS.length);
  });

  it('adds one last (digits only), edits it, refuses the same bank and number twice, deactivates, reorders and deletes', async () => {
    const created = await asAdmin(adminEndpoints.bankAccounts.create, { payload: valid });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json().account;
    expect(created.json().msg).toBe(ADMIN_MSG.bankAccountCreated);
    expect(account).toMatchObject({ bank: 'Banco Guayaquil', number: '0012345678', position: DEMO_BANK_ACCOUNTS.length, active: true });
    expect((await storeView()).map((a) => a.bank)).toContain('Banco Guayaquil');

    const twice = await asAdmin(adminEndpoints.bankAccounts.create, { payload: { ...valid, bank: 'banco guayaquil' } });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, ADMIN_MSG.bankAccountTaken]);

    const edited = await asAdmin(adminEndpoints.bankAccounts.update, {
      params: { id: account.bankaccountid },
      payload: { ...valid, accountType: 'CORRIENTE', active: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ msg: ADMIN_MSG.bankAccountUpdated, account: { accountType: 'CORRIENTE', active: false } });
    expect((await storeView()).map((a) => a.bank)).not.toContain('Banco Guayaquil');

    const ids = (await asAdmin(adminEndpoints.bankAccounts.list))
      .json()
      .accounts.map((a: { bankaccountid: number }) => a.bankaccountid) as number[];
    const reversed = [...ids].reverse();
    const reordered = await asAdmin(adminEndpoints.bankAccounts.reorder, { payload: { ids: reversed } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().accounts.map((a: { bankaccountid: number }) => a.bankaccountid)).toEqual(reversed);
    const stale = await asAdmin(adminEndpoints.bankAccounts.reorder, { payload: { ids: reversed.slice(1) } });
    expect([stale.statusCode, stale.json().msg]).toEqual([409, ADMIN_MSG.bankAccountsOrderStale]);
    const repeated = await asAdmin(adminEndpoints.bankAccounts.reorder, { payload: { ids: [reversed[0], ...reversed.slice(0, -1)] } });
    expect(repeated.statusCode).toBe(409);

    const removed = await asAdmin(adminEndpoints.bankAccounts.remove, { params: { id: account.bankaccountid } });
    expect([removed.statusCode, removed.json().msg]).toEqual([200, ADMIN_MSG.bankAccountDeleted]);
    const gone = await asAdmin(adminEndpoints.bankAccounts.remove, { params: { id: account.bankaccountid } });
    expect([gone.statusCode, gone.json().msg]).toEqual([404, ADMIN_MSG.bankAccountNotFound]);
    expect((await asAdmin(adminEndpoints.bankAccounts.update, { params: { id: account.bankaccountid }, payload: valid })).statusCode).toBe(
      404,
    );
    expect((await asAdmin(adminEndpoints.bankAccounts.remove, { params: { id: 'abc' } })).json().msg).toBe(MSG.idInvalid);
  });

  it('is for administrators only', async () => {
    const [user] = await createDistributors(store.database.db, 1, 'bank');
    const token = await login(store.app, user.email, FIXTURE_PASSWORD);
    expect((await call(store.app, adminEndpoints.bankAccounts.list, { token })).statusCode).toBe(403);
    expect((await call(store.app, adminEndpoints.bankAccounts.create, { token, payload: valid })).statusCode).toBe(403);
  });
});
