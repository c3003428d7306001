import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/accounts.ts';
import { cedula } from '../../../test/fixtures.ts';
import {
  call,
  caller,
  createTestStore,
  login,
  loginAdmin,
  multipart,
  one,
  outbox,
  type TestStore,
  tinyPdf,
} from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

let serial = 0;
/** Registers a distributor through the real multipart route, as the registration page does. */
async function register(overrides: Record<string, string> = {}, pdf = tinyPdf('ruc')) {
  serial++;
  const fields = {
    ci: cedula(300_000 + serial + Math.floor(Math.random() * 1000) * 100),
    company_name: `Calzado Ñandú ${serial}`,
    name: 'José',
    lastname: 'Peñaherrera',
    email: `nuevo${serial}-${Date.now()}@example.com`,
    province: 'Azuay',
    city: 'Cuenca',
    address: 'Av. Solano 1-23',
    phone: '0998765432',
    phone2: '',
    base_phone: '072845123',
    password: 'secreto1',
    confirmPassword: 'secreto1',
    ...overrides,
  };
  const res = await call(store.app, endpoints.auth.register, multipart(fields, [{ field: 'file1', filename: 'ruc-señal.pdf', data: pdf }]));
  expect(res.statusCode, res.body).toBe(201);
  const user = await one<{ userid: number }>(store, sql`select userid from users where email = ${fields.email}`);
  return { ...fields, id: user.userid };
}

const asAdmin = caller(() => ({ app: store.app, token: adminToken }));
const setStatus = (id: number, payload: object) => asAdmin(adminEndpoints.distributors.setStatus, { params: { id }, payload });
const tryLogin = (email: string, password: string) => call(store.app, endpoints.auth.login, { payload: { email, password } });
const mailsTo = async (to: string) => (await outbox(store.dataDir)).filter((m) => m.to === to);

describe('distributor list', () => {
  it('lists only distributors, pending first then newest, with counts per status', async () => {
    const fresh = await register();
    const res = await asAdmin(adminEndpoints.distributors.list, { query: { size: 50 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const emails = body.distributors.map((d: { email: string }) => d.email);
    expect(emails).not.toContain(DEMO_ACCOUNTS.admin.email);
    const statuses = body.distributors.map((d: { status: string }) => d.status);
    const firstOther = statuses.findIndex((s: string) => s !== 'PENDING');
    expect(statuses.slice(firstOther).includes('PENDING')).toBe(false);
    // the fresh registration is newer than the demo pending one
    expect(emails.indexOf(fresh.email)).toBeLessThan(emails.indexOf(DEMO_ACCOUNTS.pending.email));
    expect(body.distributors[emails.indexOf(fresh.email)]).toMatchObject({
      userid: fresh.id,
      ci: fresh.ci,
      companyName: fresh.company_name,
      name: 'José',
      lastname: 'Peñaherrera',
      city: 'Cuenca',
      province: 'Azuay',
      status: 'PENDING',
      documents: 1,
    });
    expect(body.counts.PENDING).toBeGreaterThanOrEqual(2);
    expect(body.counts.APPROVED).toBeGreaterThanOrEqual(2);
    expect(body.counts.all).toBe(body.counts.PENDING + body.counts.APPROVED + body.counts.REJECTED + body.counts.DISABLED);
    expect(body.info).toEqual({ currentPage: 1, totalPages: 1, limit: 50, total: body.counts.all });
  });

  it('filters by status and pages', async () => {
    const res = (await asAdmin(adminEndpoints.distributors.list, { query: { status: 'APPROVED', size: 10, page: 1 } })).json();
    expect(res.distributors.length).toBeGreaterThan(0);
    expect(res.distributors.every((d: { status: string }) => d.status === 'APPROVED')).toBe(true);
    expect(res.info.total).toBe(res.counts.APPROVED);
    const bad = await asAdmin(adminEndpoints.distributors.list, { query: { status: 'GONE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ADMIN_MSG.distributorStatusInvalid);
  });

  it('searches by RUC/cédula, e-mail, company and name, ignoring case and accents', async () => {
    const fresh = await register();
    const find = async (q: string) =>
      (await asAdmin(adminEndpoints.distributors.list, { query: { q, size: 100 } }))
        .json()
        .distributors.map((d: { email: string }) => d.email);
    expect(await find(fresh.ci)).toEqual([fresh.email]);
    expect(await find(fresh.email.toUpperCase())).toEqual([fresh.email]);
    expect(await find(`calzado nandu ${serial}`)).toContain(fresh.email);
    expect(await find('PENAHERRERA')).toContain(fresh.email);
    expect(await find('josé peñaherrera')).toContain(fresh.email);
    expect(await find('loja centro')).toEqual([DEMO_ACCOUNTS.pending.email]);
    expect(await find('nadie-se-llama-asi')).toEqual([]);
    // a % in the search is a character, not a wildcard
    expect(await find('%')).toEqual([]);
  });
});

describe('distributor detail and documents', () => {
  it('shows all data, documents and orders', async () => {
    const fresh = await register();
    const res = await asAdmin(adminEndpoints.distributors.get, { params: { id: fresh.id } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.distributor).toMatchObject({
      userid: fresh.id,
      email: fresh.email,
      phone: '0998765432',
      basePhone: '072845123',
      address: 'Av. Solano 1-23',
      status: 'PENDING',
      statusReason: null,
    });
    expect(body.documents).toEqual([
      { documentid: expect.any(Number), filename: 'ruc-señal.pdf', bytes: tinyPdf('ruc').length, createdAt: expect.any(String) },
    ]);
    expect(body.orders).toEqual({ count: 0, totalCents: 0, canceled: 0 });
  });

  it("counts a distributor's orders and their total: its company's, whoever of its people placed them", async () => {
    const demo = await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.distributor.email}`);
    const sums = await one<{ n: number; total: number }>(
      store,
      sql`select count(*)::int as n, coalesce(sum(total_cents), 0)::int as total from sales where companyid = ${demo.userid} and status <> 'CANCELED'`,
    );
    const body = (await asAdmin(adminEndpoints.distributors.get, { params: { id: demo.userid } })).json();
    // the demo's one order of Calzado El Paso was placed by its buyer, not its owner
    expect(Number(sums.n)).toBeGreaterThan(0);
    expect(body.orders.count).toBe(Number(sums.n));
    expect(body.orders.totalCents).toBe(Number(sums.total));
  });

  it('answers 404 for an administrator or an unknown id, 400 for a malformed one', async () => {
    const adminRow = await one<{ userid: number }>(store, sql`select userid from users where role = 'ADMIN' limit 1`);
    for (const id of [adminRow.userid, 999_999]) {
      const res = await asAdmin(adminEndpoints.distributors.get, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, msg: ADMIN_MSG.distributorNotFound });
    }
    const malformed = await asAdmin(adminEndpoints.distributors.get, { params: { id: 'abc' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe(MSG.idInvalid);
  });

  it('serves the exact uploaded PDF bytes, only for its own distributor', async () => {
    const pdf = tinyPdf(`contenido único ${Date.now()}`);
    const fresh = await register({}, pdf);
    const other = await register();
    const { documents } = (await asAdmin(adminEndpoints.distributors.get, { params: { id: fresh.id } })).json();
    const res = await asAdmin(adminEndpoints.distributors.document, { params: { id: fresh.id, documentId: documents[0].documentid } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="ruc-senal\.pdf"; filename\*=UTF-8''ruc-se%C3%B1al\.pdf$/);
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);

    const wrong = await asAdmin(adminEndpoints.distributors.document, { params: { id: other.id, documentId: documents[0].documentid } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ ok: false, msg: ADMIN_MSG.documentNotFound });
    expect((await asAdmin(adminEndpoints.distributors.document, { params: { id: fresh.id, documentId: 999999 } })).statusCode).toBe(404);
  });

  it("serves the demo pending account's document", async () => {
    const pending = await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.pending.email}`);
    const { documents } = (await asAdmin(adminEndpoints.distributors.get, { params: { id: pending.userid } })).json();
    expect(documents).toHaveLength(1);
    const res = await asAdmin(adminEndpoints.distributors.document, {
      params: { id: pending.userid, documentId: documents[0].documentid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(documents[0].bytes);
  });

  it('refuses the documents to a distributor', async () => {
    const token = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    const res = await call(store.app, adminEndpoints.distributors.document, { params: { id: 4, documentId: 1 }, token });
    expect(res.statusCode).toBe(403);
  });
});

describe('approving, rejecting, disabling', () => {
  it('approves: an e-mail welcomes the distributor, who can log in and see prices', async () => {
    const fresh = await register({ company_name: 'Calzado <script>alert(1)</script> & Hijos' });
    expect((await tryLogin(fresh.email, fresh.password)).json().msg).toBe(MSG.accountPending);
    const res = await setStatus(fresh.id, { status: 'APPROVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      msg: ADMIN_MSG.distributorApproved,
      distributor: { status: 'APPROVED', statusReason: null },
    });

    const [mail] = (await mailsTo(fresh.email)).filter((m) => /aprobada/.test(m.subject));
    expect(mail.subject).toBe('¡Bienvenido! Su cuenta de distribuidor fue aprobada');
    expect(mail.text).toContain('http://tienda.test/login');
    expect(mail.text).toContain('precios');
    expect(mail.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(mail.html).toContain('href="http://tienda.test/login"');
    expect(mail.html).toContain('Calzado &#60;script&#62;alert(1)&#60;/script&#62; &#38; Hijos');
    expect(mail.html).not.toContain('<script');

    const token = await login(store.app, fresh.email, fresh.password);
    const front = (await call(store.app, endpoints.catalog.storeFront, { query: { size: 10 }, token })).json();
    expect(front.products.length).toBeGreaterThan(0);
    expect(front.products.every((p: { price: number | null }) => typeof p.price === 'number' && p.price > 0)).toBe(true);
  });

  it('rejects only with a reason, mails it, and the login is then refused', async () => {
    const fresh = await register();
    for (const payload of [{ status: 'REJECTED' }, { status: 'REJECTED', reason: '   ' }, { status: 'REJECTED', reason: null }]) {
      const res = await setStatus(fresh.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(ADMIN_MSG.rejectReasonRequired);
    }
    const tooLong = await setStatus(fresh.id, { status: 'REJECTED', reason: 'x'.repeat(501) });
    expect(tooLong.json().msg).toBe(ADMIN_MSG.reasonTooLong);
    const notText = await setStatus(fresh.id, { status: 'REJECTED', reason: 12 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().msg).toBe(ADMIN_MSG.reasonInvalid);

    const reason = 'El RUC del documento no coincide con el registrado';
    const res = await setStatus(fresh.id, { status: 'REJECTED', reason: `  ${reason} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: ADMIN_MSG.distributorRejected, distributor: { status: 'REJECTED', statusReason: reason } });
    const saved = await one<{ status: string; status_reason: string }>(
      store,
      sql`select status, status_reason from companies where companyid = ${fresh.id}`,
    );
    expect(saved).toEqual({ status: 'REJECTED', status_reason: reason });

    const [mail] = (await mailsTo(fresh.email)).filter((m) => /no fue aprobada/.test(m.subject));
    expect(mail.text).toContain(`Motivo: ${reason}`);
    expect(mail.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(mail.html).toContain(reason);

    const refused = await tryLogin(fresh.email, fresh.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(MSG.accountRejected);

    // reconsidered
    expect((await setStatus(fresh.id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect((await tryLogin(fresh.email, fresh.password)).statusCode).toBe(200);
  });

  it('disables at once (an open session gets 401), refuses the login, and re-enables', async () => {
    const fresh = await register();
    await setStatus(fresh.id, { status: 'APPROVED' });
    const token = await login(store.app, fresh.email, fresh.password);
    expect((await call(store.app, endpoints.users.myInfo, { token })).statusCode).toBe(200);

    const res = await setStatus(fresh.id, { status: 'DISABLED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: ADMIN_MSG.distributorDisabled, distributor: { status: 'DISABLED', statusReason: null } });
    const stale = await call(store.app, endpoints.users.myInfo, { token });
    expect(stale.statusCode).toBe(401);
    const open = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from sessions where userid = ${fresh.id} and revoked_at is null`,
    );
    expect(Number(open.n)).toBe(0);
    expect((await tryLogin(fresh.email, fresh.password)).json().msg).toBe(MSG.accountDisabled);
    const disabledMail = (await mailsTo(fresh.email)).find((m) => m.subject === 'Su cuenta de distribuidor fue deshabilitada');
    expect(disabledMail?.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);

    const again = await setStatus(fresh.id, { status: 'APPROVED' });
    expect(again.json().msg).toBe(ADMIN_MSG.distributorEnabled);
    const enabledMail = (await mailsTo(fresh.email)).find((m) => m.subject === 'Su cuenta de distribuidor fue habilitada nuevamente');
    expect(enabledMail?.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(enabledMail?.html).toContain('href="http://tienda.test/login"');
    expect((await tryLogin(fresh.email, fresh.password)).statusCode).toBe(200);
    // the old token stays revoked
    expect((await call(store.app, endpoints.users.myInfo, { token })).statusCode).toBe(401);
  });

  it('keeps an optional reason for disabling and puts it in the e-mail', async () => {
    const fresh = await register();
    // null is "no reason", like leaving it out
    const approved = await setStatus(fresh.id, { status: 'APPROVED', reason: null });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().distributor).toMatchObject({ status: 'APPROVED', statusReason: null });
    const res = await setStatus(fresh.id, { status: 'DISABLED', reason: 'Pagos atrasados' });
    expect(res.json().distributor.statusReason).toBe('Pagos atrasados');
    const [mail] = (await mailsTo(fresh.email)).filter((m) => /deshabilitada/.test(m.subject));
    expect(mail.text).toContain('Motivo: Pagos atrasados');
    expect(mail.html).toContain('Pagos atrasados');
  });

  it('refuses the moves that are not allowed, naming both states', async () => {
    const fresh = await register();
    const cases: [object, string][] = [
      [
        { status: 'DISABLED' },
        'No se puede cambiar un distribuidor de «Pendiente» a «Deshabilitado». Desde «Pendiente» solo puede pasar a: «Aprobado», «Rechazado».',
      ],
    ];
    for (const [payload, msg] of cases) {
      const res = await setStatus(fresh.id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, msg });
    }
    await setStatus(fresh.id, { status: 'APPROVED' });
    const twice = await setStatus(fresh.id, { status: 'APPROVED' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(ADMIN_MSG.distributorMoveRefused('Aprobado', 'Aprobado', '«Deshabilitado»'));
    const reject = await setStatus(fresh.id, { status: 'REJECTED', reason: 'tarde' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().msg).toContain('de «Aprobado» a «Rechazado»');
    await setStatus(fresh.id, { status: 'DISABLED' });
    const rejectDisabled = await setStatus(fresh.id, { status: 'REJECTED', reason: 'x' });
    expect(rejectDisabled.statusCode).toBe(409);
    expect(rejectDisabled.json().msg).toContain('de «Deshabilitado» a «Rechazado»');

    const pendingBack = await setStatus(fresh.id, { status: 'PENDING' });
    expect(pendingBack.statusCode).toBe(400);
    const unknown = await setStatus(999_999, { status: 'APPROVED' });
    expect(unknown.statusCode).toBe(404);
    const adminRow = await one<{ userid: number }>(store, sql`select userid from users where role = 'ADMIN' limit 1`);
    expect((await setStatus(adminRow.userid, { status: 'DISABLED' })).statusCode).toBe(404);
  });
});
