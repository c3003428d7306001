import { MSG } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { bearer, createTestStore, login, loginAdmin, type TestStore } from '../test/harness.ts';

let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  store = await createTestStore();
  admin = bearer(await loginAdmin(store.app));
});
afterAll(() => store?.close());

const myInfo = (token: string) => store.app.inject({ method: 'GET', url: '/api/user/my_info', headers: bearer(token) });
const setStatus = (id: number, status: string) =>
  store.app.inject({ method: 'PATCH', url: `/api/admin/distributors/${id}/status`, headers: admin, payload: { status } });

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
    const out = await store.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await myInfo(token)).json()).toEqual({ ok: false, msg: MSG.unauthorized });
  });
});
