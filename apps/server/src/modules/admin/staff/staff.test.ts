import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { all, call, caller, createTestStore, login, loginAdmin, one, outbox, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const asAdmin = caller(() => ({ app: store.app, token: admin }));

/** Invites `email` as `role` and answers the token of the e-mailed link. */
async function invite(email: string, role: 'ADMIN' | 'SALES' | 'WAREHOUSE') {
  const res = await asAdmin(adminEndpoints.staff.invite, { payload: { email, name: 'Lucía', lastname: 'Guamán', role } });
  expect(res.statusCode, res.body).toBe(201);
  const mail = (await outbox(store.dataDir)).filter((m) => m.to === email).at(-1);
  expect(mail?.subject).toBe('Invitación al panel de Calzado Andino');
  const link = /http:\/\/tienda\.test\/staff-invitation\?token=([\w-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return { id: res.json().invitation.id as number, token: link![1] };
}

describe('staff invitations', () => {
  it('e-mail a link that opens an account with the role given, once', async () => {
    const { token } = await invite('bodega.nueva@calzadoandino.ec', 'WAREHOUSE');
    const info = await call(store.app, adminEndpoints.invitation.get, { params: { token } });
    expect(info.json()).toMatchObject({
      ok: true,
      invitation: { email: 'bodega.nueva@calzadoandino.ec', name: 'Lucía', role: 'WAREHOUSE' },
    });

    const mismatch = await call(store.app, adminEndpoints.invitation.accept, {
      params: { token },
      payload: {
        password: 'clave-segura',
        confirmPassword: 'otra-clave',
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().msg).toBe(MSG.passwordsMatch);

    const accepted = await call(store.app, adminEndpoints.invitation.accept, {
      params: { token },
      payload: {
        password: 'clave-segura',
        confirmPassword: 'clave-segura',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ ok: true, msg: MSG.invitationAccepted });
    const row = await one<{ role: string; status: string; companyid: number | null }>(
      store,
      sql`select role, status, companyid from users where email = 'bodega.nueva@calzadoandino.ec'`,
    );
    expect(row).toEqual({ role: 'WAREHOUSE', status: 'APPROVED', companyid: null });

    const session = await call(store.app, endpoints.auth.login, {
      payload: {
        email: 'bodega.nueva@calzadoandino.ec',
        password: 'clave-segura',
      },
    });
    expect(session.json().user.role).toBe('WAREHOUSE');
    // used up: the same link opens nothing now
    const again = await call(store.app, adminEndpoints.invitation.accept, {
      params: { token },
      payload: {
        password: 'clave-segura',
        confirmPassword: 'clave-segura',
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(MSG.invitationInvalid);
  });

  it('refuse an expired link with its message and open no account; a resend gives a new link', async () => {
    const { id, token } = await invite('ventas.tarde@calzadoandino.ec', 'SALES');
    await store.database.db.execute(sql`update staff_invitations set expires_at = now() - interval '1 minute' where invitationid = ${id}`);
    const res = await call(store.app, adminEndpoints.invitation.accept, {
      params: { token },
      payload: {
        password: 'clave-segura',
        confirmPassword: 'clave-segura',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, msg: MSG.invitationExpired });
    expect(await all(store, sql`select 1 from users where email = 'ventas.tarde@calzadoandino.ec'`)).toHaveLength(0);
    const list = await asAdmin(adminEndpoints.staff.list);
    expect(list.json().invitations.find((i: { id: number }) => i.id === id)).toMatchObject({ expired: true });

    const resent = await asAdmin(adminEndpoints.staff.resend, { params: { id } });
    expect(resent.json()).toMatchObject({
      msg: ADMIN_MSG.staffInvitationResent('ventas.tarde@calzadoandino.ec'),
      invitation: { expired: false },
    });
    const mails = (await outbox(store.dataDir)).filter((m) => m.to === 'ventas.tarde@calzadoandino.ec');
    const fresh = /token=([\w-]+)/.exec(mails.at(-1)!.text)![1];
    expect(fresh).not.toBe(token);
    expect((await call(store.app, adminEndpoints.invitation.get, { params: { token } })).json().msg).toBe(MSG.invitationInvalid);
    expect((await call(store.app, adminEndpoints.invitation.get, { params: { token: fresh } })).statusCode).toBe(200);
  });

  it('refuse an address that has an account or an open invitation, and a malformed token', async () => {
    const taken = await asAdmin(adminEndpoints.staff.invite, {
      payload: {
        email: DEMO_ACCOUNTS.distributor.email,
        name: 'X',
        lastname: 'Y',
        role: 'SALES',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(ADMIN_MSG.staffEmailTaken);
    await invite('doble@calzadoandino.ec', 'SALES');
    const twice = await asAdmin(adminEndpoints.staff.invite, {
      payload: {
        email: 'doble@calzadoandino.ec',
        name: 'X',
        lastname: 'Y',
        role: 'SALES',
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(ADMIN_MSG.staffAlreadyInvited('doble@calzadoandino.ec'));
    const badRole = await asAdmin(adminEndpoints.staff.invite, {
      payload: {
        email: 'otro@calzadoandino.ec',
        name: 'X',
        lastname: 'Y',
        role: 'DISTRIBUTOR',
      },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().msg).toBe(ADMIN_MSG.staffRoleInvalid);
    const malformed = await call(store.app, adminEndpoints.invitation.get, { params: { token: 'no-es-un-token' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe(MSG.invitationInvalid);
  });
});

describe('staff roles', () => {
  const idOf = async (email: string) => (await one<{ userid: number }>(store, sql`select userid from users where email = ${email}`)).userid;

  it('never leave the store without an active Administrador, and leave nothing half-saved', async () => {
    const adminId = await idOf(DEMO_ACCOUNTS.admin.email);
    for (const body of [{ role: 'SALES' }, { status: 'DISABLED' }]) {
      const res = await asAdmin(adminEndpoints.staff.update, { params: { id: adminId }, payload: body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.staffLastAdmin });
    }
    expect(await one(store, sql`select role, status from users where userid = ${adminId}`)).toEqual({ role: 'ADMIN', status: 'APPROVED' });
    // the administrator's own session still works: nothing was changed
    expect((await asAdmin(adminEndpoints.staff.list)).statusCode).toBe(200);
  });

  it("two administrators taking each other's role at once leave one of them", async () => {
    const a = await invite('admin.a@calzadoandino.ec', 'ADMIN');
    const b = await invite('admin.b@calzadoandino.ec', 'ADMIN');
    for (const t of [a.token, b.token])
      await call(store.app, adminEndpoints.invitation.accept, {
        params: { token: t },
        payload: { password: 'clave-segura', confirmPassword: 'clave-segura' },
      });
    const [idA, idB, demoId] = await Promise.all(
      ['admin.a@calzadoandino.ec', 'admin.b@calzadoandino.ec', DEMO_ACCOUNTS.admin.email].map(idOf),
    );
    // the demo administrator steps down first, so A and B are the only two
    const tokenA = await login(store.app, 'admin.a@calzadoandino.ec', 'clave-segura');
    const tokenB = await login(store.app, 'admin.b@calzadoandino.ec', 'clave-segura');
    expect(
      (await call(store.app, adminEndpoints.staff.update, { params: { id: demoId }, token: tokenA, payload: { role: 'SALES' } }))
        .statusCode,
    ).toBe(200);
    const [byA, byB] = await Promise.all([
      call(store.app, adminEndpoints.staff.update, { params: { id: idB }, token: tokenA, payload: { role: 'SALES' } }),
      call(store.app, adminEndpoints.staff.update, { params: { id: idA }, token: tokenB, payload: { role: 'SALES' } }),
    ]);
    const statuses = [byA.statusCode, byB.statusCode];
    // one wins; the other is refused (409, or 401/403 when its own session was closed by the winner's change)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const admins = await all(store, sql`select userid from users where role = 'ADMIN' and status = 'APPROVED'`);
    expect(admins).toHaveLength(1);
    // the survivor puts the demo administrator back
    const survivor = byA.statusCode === 200 ? tokenA : tokenB;
    expect(
      (await call(store.app, adminEndpoints.staff.update, { params: { id: demoId }, token: survivor, payload: { role: 'ADMIN' } }))
        .statusCode,
    ).toBe(200);
    admin = await loginAdmin(store.app);
  });

  it("close the member's sessions on a change, so the new role applies at once, and keep it in the history", async () => {
    const salesId = await idOf(DEMO_ACCOUNTS.sales.email);
    const sales = await login(store.app, DEMO_ACCOUNTS.sales.email, DEMO_ACCOUNTS.sales.password);
    expect((await call(store.app, adminEndpoints.distributors.list, { token: sales })).statusCode).toBe(200);
    const res = await asAdmin(adminEndpoints.staff.update, { params: { id: salesId }, payload: { role: 'WAREHOUSE' } });
    expect(res.json()).toMatchObject({ ok: true, member: { role: 'WAREHOUSE', status: 'APPROVED' } });
    expect((await call(store.app, adminEndpoints.distributors.list, { token: sales })).statusCode).toBe(401);
    const again = await login(store.app, DEMO_ACCOUNTS.sales.email, DEMO_ACCOUNTS.sales.password);
    expect((await call(store.app, adminEndpoints.distributors.list, { token: again })).statusCode).toBe(403);
    expect((await call(store.app, adminEndpoints.stock.list, { token: again })).statusCode).toBe(200);

    const history = await asAdmin(adminEndpoints.history.list, { query: { entity: 'staff', entityId: salesId } });
    expect(history.json().items[0]).toMatchObject({
      actor: { email: DEMO_ACCOUNTS.admin.email },
      action: 'Cambió la cuenta del personal',
      changes: [{ field: 'Rol', before: 'Ventas', after: 'Bodega' }],
    });
    await asAdmin(adminEndpoints.staff.update, { params: { id: salesId }, payload: { role: 'SALES' } });
  });
});
