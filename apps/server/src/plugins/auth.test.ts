import { MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, type TestStore } from '../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const myInfo = (token: string) => call(store.app, endpoints.users.myInfo, { token });
const setStatus = (id: number, status: string) =>
  call(store.app, adminEndpoints.distributors.setStatus, { params: { id }, token: adminToken, payload: { status } });

describe('a refused token says why', () => {
  it('a distributor disabled mid-session is told the account is disabled; once enabled again, the old token has only expired', async () => {
    const [dist] = await createDistributors(store.database.db, 1, 'disabled');
    const token = await login(store.app, dist.email, FIXTURE_PASSWORD);
    expect((await myInfo(token)).statusCode).toBe(200);

    expect((await setStatus(dist.id, 'DISABLED')).statusCode).toBe(200);
    const refused = await myInfo(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ ok: false, msg: MSG.accountDisabled });

    expect((await setStatus(dist.id, 'APPROVED')).statusCode).toBe(200);
    const stale = await myInfo(token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().msg).toBe(MSG.unauthorized);
  });

  it('an unknown or logged-out token is an expired session', async () => {
    expect((await myInfo('no-such-token')).json()).toEqual({ ok: false, msg: MSG.unauthorized });
    const [dist] = await createDistributors(store.database.db, 1, 'loggedout');
    const token = await login(store.app, dist.email, FIXTURE_PASSWORD);
    const out = await call(store.app, endpoints.auth.logout, { token });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await myInfo(token)).json()).toEqual({ ok: false, msg: MSG.unauthorized });
  });
});
