/**
 * A company's people (docs/product.md §28), on PGlite and (TEST_DATABASE_URL) PostgreSQL: the owner's invitation by
 * e-mail, each role's rights on the company's endpoints, changes and removals that act at once, and no person reading
 * another company's anything.
 */
import { type EndpointDef, MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, one, outbox, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let owner: string;
let ownerId: number;
let stranger: string;
let strangerEmail: string;
let admin: string;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  store = await createTestStore();
  const [a, b] = await createDistributors(store.database.db, 2, 'people');
  ownerId = a.id;
  owner = await login(store.app, a.email, FIXTURE_PASSWORD);
  stranger = await login(store.app, b.email, FIXTURE_PASSWORD);
  strangerEmail = b.email;
  admin = await loginAdmin(store.app);
  product = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 40, priceCents: 2000 });
});
afterAll(() => store?.close());

let serial = 0;
/** The owner invites a new address as `role`, its holder accepts with a password and signs in: their token and id. */
async function join(company_role: 'OWNER' | 'BUYER' | 'VIEWER', order_limit: number | null = null, by = owner) {
  const email = `persona${++serial}-${Date.now()}@example.com`;
  const res = await call(store.app, endpoints.company.invite, {
    token: by,
    payload: { email, name: 'Pedro', lastname: 'Quezada', company_role, order_limit },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = (await outbox(store.dataDir)).filter((m) => m.to === email).at(-1);
  const link = /http:\/\/tienda\.test\/company-invitation\?token=([\w-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  const token = link?.[1] ?? '';
  const accepted = await call(store.app, endpoints.company.acceptInvitation, {
    params: { token },
    payload: { password: 'clave-segura', confirmPassword: 'clave-segura' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const { userid } = await one<{ userid: number }>(store, sql`select userid from users where email = ${email}`);
  return { email, token: await login(store.app, email, 'clave-segura'), id: userid, link: token };
}

const placeOrder = async (token: string) => {
  const added = await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: product.variantId, quantity: 1 } });
  if (added.statusCode !== 201) return added;
  return call(store.app, endpoints.sales.place, { token, payload: {} });
};

describe('the owner’s invitation', () => {
  it('e-mails a link valid 72 hours that opens a person of the company with the role and limit given, once', async () => {
    const email = `compras-${Date.now()}@example.com`;
    const res = await call(store.app, endpoints.company.invite, {
      token: owner,
      payload: { email, name: 'Pedro', lastname: 'Quezada', company_role: 'BUYER', order_limit: 500 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      msg: MSG.companyInvitationSent,
      invitation: { email, company_role: 'BUYER', order_limit_cents: 50_000, expired: false },
    });
    const hours = (Date.parse(res.json().invitation.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const mail = (await outbox(store.dataDir)).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Invitación a Comercial people 0 en la tienda mayorista');
    expect(mail?.text).toContain('con el rol Comprador');
    const token = /company-invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

    const info = await call(store.app, endpoints.company.invitation, { params: { token } });
    expect(info.json()).toMatchObject({ invitation: { company_name: 'Comercial people 0', email, company_role: 'BUYER' } });
    // the owner sees it waiting
    const listed = (await call(store.app, endpoints.company.people, { token: owner })).json();
    expect(listed.invitations.map((i: { email: string }) => i.email)).toContain(email);

    const payload = { password: 'clave-segura', confirmPassword: 'clave-segura' };
    const accepted = await call(store.app, endpoints.company.acceptInvitation, { params: { token }, payload });
    expect(accepted.json()).toEqual({ ok: true, msg: MSG.companyInvitationAccepted });
    const again = await call(store.app, endpoints.company.acceptInvitation, { params: { token }, payload });
    expect([again.statusCode, again.json().msg]).toEqual([400, MSG.companyInvitationInvalid]);
    expect(
      await one(store, sql`select role, status, companyid, company_role, order_limit_cents from users where email = ${email}`),
    ).toEqual({ role: 'DISTRIBUTOR', status: 'APPROVED', companyid: ownerId, company_role: 'BUYER', order_limit_cents: 50_000 });

    const session = await call(store.app, endpoints.auth.login, { payload: { email, password: 'clave-segura' } });
    expect(session.json().user).toMatchObject({ company_name: 'Comercial people 0', company_role: 'BUYER', role: 'DISTRIBUTOR' });
    const people = (await call(store.app, endpoints.company.people, { token: owner })).json();
    expect(people.people.map((p: { email: string; company_role: string }) => [p.company_role, p.email === email])).toContainEqual([
      'BUYER',
      true,
    ]);
    expect(people.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('refuses an expired link, an address that has an account or an open invitation, and a role or limit that is not one', async () => {
    const email = `tarde-${Date.now()}@example.com`;
    await call(store.app, endpoints.company.invite, {
      token: owner,
      payload: { email, name: 'Ana', lastname: 'Ruiz', company_role: 'VIEWER' },
    });
    const token = /company-invitation\?token=([\w-]+)/.exec(
      (await outbox(store.dataDir)).filter((m) => m.to === email).at(-1)?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    await store.database.db.execute(sql`update company_invitations set expires_at = now() - interval '1 second' where email = ${email}`);
    const late = await call(store.app, endpoints.company.acceptInvitation, {
      params: { token: token ?? '' },
      payload: { password: 'clave-segura', confirmPassword: 'clave-segura' },
    });
    expect([late.statusCode, late.json().msg]).toEqual([400, MSG.companyInvitationExpired]);
    expect(await one(store, sql`select count(*)::int as n from users where email = ${email}`)).toEqual({ n: 0 });

    const invite = (payload: object) => call(store.app, endpoints.company.invite, { token: owner, payload });
    const base = { name: 'Ana', lastname: 'Ruiz', company_role: 'BUYER' };
    expect((await invite({ ...base, email })).json().msg).toBe(MSG.personAlreadyInvited);
    const taken = await invite({ ...base, email: 'admin@calzadoandino.ec' });
    expect([taken.statusCode, taken.json().msg]).toEqual([409, MSG.personEmailTaken]);
    for (const [payload, msg] of [
      [{ ...base, email: 'x@example.com', company_role: 'JEFE' }, MSG.companyRoleInvalid],
      [{ ...base, email: 'x@example.com', order_limit: -5 }, MSG.orderLimitInvalid],
      [{ ...base, email: 'x@example.com', order_limit: 10.005 }, MSG.orderLimitInvalid],
    ] as const) {
      const res = await invite(payload);
      expect([res.statusCode, res.json().msg], JSON.stringify(payload)).toEqual([400, msg]);
    }
  });
});

describe('each role’s rights', () => {
  it('a «Consulta» sees prices and the company’s orders but cannot fill a cart or order; a «Comprador» orders but cannot invite', async () => {
    const placed = await placeOrder(owner);
    expect(placed.statusCode, placed.body).toBe(201);
    const saleid = placed.json().saleid;
    const viewer = await join('VIEWER');
    const buyer = await join('BUYER');

    // prices, the company's orders and one order's detail
    const card = (await call(store.app, endpoints.catalog.product, { params: { id: product.productId }, token: viewer.token })).json();
    expect(card.product.productVariants[0].price).toBe(20);
    for (const token of [viewer.token, buyer.token]) {
      const mine = (await call(store.app, endpoints.sales.mine, { token })).json();
      expect(mine.userSales.map((s: { saleid: number }) => s.saleid)).toContain(saleid);
      expect((await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token })).statusCode).toBe(200);
    }

    const refused = await placeOrder(viewer.token);
    expect([refused.statusCode, refused.json().msg]).toEqual([403, MSG.viewerCannotOrder]);
    const viewerOrder = await call(store.app, endpoints.sales.place, { token: viewer.token, payload: {} });
    expect([viewerOrder.statusCode, viewerOrder.json().msg]).toEqual([403, MSG.viewerCannotOrder]);

    // the buyer orders from their own cart, and the order is the company's, placed by them
    const bought = await placeOrder(buyer.token);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await one(store, sql`select companyid, userid from sales where saleid = ${bought.json().saleid}`)).toEqual({
      companyid: ownerId,
      userid: buyer.id,
    });
    // the owner reads it too, with who placed it
    const seen = await call(store.app, endpoints.sales.detail, { params: { id: bought.json().saleid }, token: owner });
    expect(seen.json().userSale.placed_by).toBe('Pedro Quezada');
    // the staff's order links to the company's page, and names who placed it
    const staffView = (await call(store.app, adminEndpoints.orders.get, { params: { id: bought.json().saleid }, token: admin })).json();
    expect(staffView.order.distributor).toMatchObject({ userid: ownerId, name: 'Pedro', lastname: 'Quezada' });

    for (const token of [viewer.token, buyer.token]) {
      const invite = await call(store.app, endpoints.company.invite, {
        token,
        payload: { email: 'otro@example.com', name: 'Otro', lastname: 'Más', company_role: 'OWNER' },
      });
      expect([invite.statusCode, invite.json().msg]).toEqual([403, MSG.companyOwnerOnly]);
      const promote = await call(store.app, endpoints.company.updatePerson, {
        token,
        params: { id: viewer.id },
        payload: { company_role: 'OWNER' },
      });
      expect([promote.statusCode, promote.json().msg]).toEqual([403, MSG.companyOwnerOnly]);
      expect((await call(store.app, endpoints.company.removePerson, { token, params: { id: ownerId } })).statusCode).toBe(403);
      const branch = await call(store.app, endpoints.branches.create, {
        token,
        payload: {
          name: 'Local',
          province: 'Azuay',
          canton: 'Cuenca',
          parish: 'Cuenca',
          street: 'Calle 1',
          phone: '072845678',
          contact: 'Ana',
        },
      });
      expect([branch.statusCode, branch.json().msg]).toEqual([403, MSG.companyOwnerOnly]);
      // reading the company is anyone's of it
      expect((await call(store.app, endpoints.company.people, { token })).statusCode).toBe(200);
      expect((await call(store.app, endpoints.branches.list, { token })).statusCode).toBe(200);
    }
    expect(await one(store, sql`select count(*)::int as n from users where email = 'otro@example.com'`)).toEqual({ n: 0 });
  });

  it('no person reads or changes another company’s orders, people or invitations; the staff have no company', async () => {
    const buyer = await join('BUYER');
    const placed = await placeOrder(buyer.token);
    const saleid = placed.json().saleid;
    expect((await call(store.app, endpoints.sales.detail, { params: { id: saleid }, token: stranger })).statusCode).toBe(404);
    expect((await call(store.app, endpoints.documents.orderPdf, { params: { id: saleid }, token: stranger })).statusCode).toBe(404);
    const strangers = (await call(store.app, endpoints.company.people, { token: stranger })).json();
    expect(strangers.people.map((p: { userid: number }) => p.userid)).not.toContain(buyer.id);
    const change = await call(store.app, endpoints.company.updatePerson, {
      token: stranger,
      params: { id: buyer.id },
      payload: { company_role: 'VIEWER' },
    });
    expect([change.statusCode, change.json().msg]).toEqual([404, MSG.personNotFound]);
    expect((await call(store.app, endpoints.company.removePerson, { token: stranger, params: { id: buyer.id } })).statusCode).toBe(404);
    const { id: invitationId } = (
      await call(store.app, endpoints.company.invite, {
        token: owner,
        payload: { email: `espera-${Date.now()}@example.com`, name: 'Eva', lastname: 'Paz', company_role: 'VIEWER' },
      })
    ).json().invitation;
    const cancel = await call(store.app, endpoints.company.cancelInvitation, { token: stranger, params: { id: invitationId } });
    expect([cancel.statusCode, cancel.json().msg]).toEqual([404, MSG.companyInvitationNotFound]);
    expect((await call(store.app, endpoints.company.cancelInvitation, { token: owner, params: { id: invitationId } })).statusCode).toBe(
      200,
    );
    const staff = await call(store.app, endpoints.company.people, { token: admin });
    expect([staff.statusCode, staff.json().msg]).toEqual([403, MSG.branchesOnlyDistributors]);
  });
});

describe('every owner-only endpoint', () => {
  it('refuses a «Comprador» and a «Consulta» on each, and changes nothing', async () => {
    const buyer = await join('BUYER', 500);
    const viewer = await join('VIEWER');
    const body = {
      name: 'Local',
      province: 'Azuay',
      canton: 'Cuenca',
      parish: 'Cuenca',
      street: 'Calle 1',
      phone: '072845678',
      contact: 'Ana',
    };
    // a fixture company has no branch: the owner adds one for the others to try
    const made = await call(store.app, endpoints.branches.create, { token: owner, payload: body });
    expect(made.statusCode, made.body).toBe(201);
    const branchesBefore = (await call(store.app, endpoints.branches.list, { token: owner })).json().branches;
    const branch = made.json().branch;
    const held = await call(store.app, endpoints.company.invite, {
      token: owner,
      payload: { email: `abierta-${Date.now()}@example.com`, name: 'Abierta', lastname: 'Aún', company_role: 'VIEWER' },
    });
    const invitationId = held.json().invitation.id;
    const calls: [EndpointDef, object][] = [
      [endpoints.company.invite, { payload: { email: 'nadie@example.com', name: 'Ana', lastname: 'Paz', company_role: 'BUYER' } }],
      [endpoints.company.cancelInvitation, { params: { id: invitationId } }],
      [endpoints.company.updatePerson, { params: { id: ownerId }, payload: { company_role: 'VIEWER' } }],
      [endpoints.company.removePerson, { params: { id: ownerId } }],
      [endpoints.branches.create, { payload: body }],
      [endpoints.branches.update, { params: { id: branch.branchid }, payload: body }],
      [endpoints.branches.remove, { params: { id: branch.branchid } }],
      [endpoints.branches.makeMain, { params: { id: branch.branchid } }],
      [endpoints.sales.approve, { params: { id: 1 } }],
      [endpoints.sales.reject, { params: { id: 1 }, payload: { reason: 'No' } }],
    ];
    for (const person of [buyer, viewer])
      for (const [endpoint, options] of calls) {
        const res = await call(store.app, endpoint, { token: person.token, ...options } as never);
        expect([res.statusCode, res.json().msg], `${endpoint.method} ${endpoint.path}`).toEqual([403, MSG.companyOwnerOnly]);
      }
    expect(await one(store, sql`select company_role, status from users where userid = ${ownerId}`)).toEqual({
      company_role: 'OWNER',
      status: 'APPROVED',
    });
    expect(await one(store, sql`select count(*)::int as n from company_invitations where invitationid = ${invitationId}`)).toEqual({
      n: 1,
    });
    expect((await call(store.app, endpoints.branches.list, { token: owner })).json().branches).toEqual(branchesBefore);
  });
});

describe('a company at its limit of people', () => {
  it('refuses the 101st person or invitation in Spanish, lets one of two racing invitations through at 99, and answers others meanwhile', async () => {
    const [full] = await createDistributors(store.database.db, 1, 'llena');
    const fullOwner = await login(store.app, full.email, FIXTURE_PASSWORD);
    // the owner and 97 more people: 98 active; two invitations race for the last two places, then one more is refused
    await store.database.db.execute(sql`insert into users (email, password_hash, name, lastname, phone, companyid, company_role)
      select 'gente' || n || '-' || ${full.id} || '@example.com', 'x', 'Persona', 'Número ' || n, '', ${full.id}, 'VIEWER'
      from generate_series(1, 97) n`);
    const invite = (email: string) =>
      call(store.app, endpoints.company.invite, {
        token: fullOwner,
        payload: { email: `${email}-${full.id}@example.com`, name: 'Ana', lastname: 'Paz', company_role: 'VIEWER' },
      });
    expect((await invite('penultima')).statusCode).toBe(201);
    const [a, b, front] = await Promise.all([
      invite('carrera-a'),
      invite('carrera-b'),
      call(store.app, endpoints.catalog.storeFront, { query: {} }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().msg).toBe(MSG.peopleMax);
    expect(front.statusCode).toBe(200);
    const refused = await invite('sobra');
    expect([refused.statusCode, refused.json().msg]).toEqual([409, MSG.peopleMax]);
    const listed = (await call(store.app, endpoints.company.people, { token: fullOwner })).json();
    expect(listed.people.length + listed.invitations.length).toBe(100);
  });
});

describe('prices per company', () => {
  it('a person sees their company’s group prices in the API and on the server-rendered page; another company its own', async () => {
    const admin = await loginAdmin(store.app);
    const group = await call(store.app, adminEndpoints.priceGroups.create, {
      token: admin,
      payload: { name: `Grupo personas ${Date.now()}` },
    });
    const groupid = group.json().group.groupid;
    const list = await call(store.app, adminEndpoints.priceGroups.addList, {
      token: admin,
      params: { id: groupid },
      payload: { kind: 'PERCENT', percent: 10 },
    });
    expect(list.statusCode, list.body).toBe(201);
    const [company] = await createDistributors(store.database.db, 1, 'grupo');
    const moved = await call(store.app, adminEndpoints.priceGroups.setDistributorGroup, {
      token: admin,
      params: { id: company.id },
      payload: { groupid },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const companyOwner = await login(store.app, company.email, FIXTURE_PASSWORD);
    const buyer = await join('BUYER', null, companyOwner);

    const priceFor = async (token: string) =>
      (await call(store.app, endpoints.catalog.product, { params: { id: product.productId }, token })).json().product.productVariants[0]
        .price;
    expect(await priceFor(buyer.token)).toBe(18);
    expect(await priceFor(stranger)).toBe(20);

    // the server-rendered page, read with each one's page cookie
    const pageOf = async (email: string, password: string) => {
      const res = await call(store.app, endpoints.auth.login, { payload: { email, password } });
      const cookie = [res.headers['set-cookie'] ?? []]
        .flat()
        .map(String)
        .find((c) => c.startsWith('ca_session='))
        ?.split(';')[0];
      return (await store.app.inject({ method: 'GET', url: `/product?productid=${product.productId}`, headers: { cookie: cookie ?? '' } }))
        .body;
    };
    const buyerPage = await pageOf(buyer.email, 'clave-segura');
    expect(buyerPage).toContain('$18.00');
    expect(buyerPage).not.toContain('$20.00');
    expect(await pageOf(company.email, FIXTURE_PASSWORD)).toContain('$18.00');
    const strangerPage = await pageOf(strangerEmail, FIXTURE_PASSWORD);
    expect(strangerPage).toContain('$20.00');
    expect(strangerPage).not.toContain('$18.00');
  });
});

describe('changes that act at once', () => {
  it('a role changed to «Consulta» stops the next order; a removed person’s open session ends and their login is refused', async () => {
    const buyer = await join('BUYER');
    expect((await call(store.app, endpoints.cart.get, { token: buyer.token })).statusCode).toBe(200);
    const changed = await call(store.app, endpoints.company.updatePerson, {
      token: owner,
      params: { id: buyer.id },
      payload: { company_role: 'VIEWER' },
    });
    expect(changed.json()).toMatchObject({ msg: MSG.personUpdated, person: { company_role: 'VIEWER', order_limit_cents: null } });
    expect((await placeOrder(buyer.token)).json().msg).toBe(MSG.viewerCannotOrder);

    const removed = await call(store.app, endpoints.company.removePerson, { token: owner, params: { id: buyer.id } });
    expect(removed.json()).toEqual({ ok: true, msg: MSG.personRemoved });
    const after = await call(store.app, endpoints.sales.mine, { token: buyer.token });
    expect(after.statusCode).toBe(401);
    const relogin = await call(store.app, endpoints.auth.login, { payload: { email: buyer.email, password: 'clave-segura' } });
    expect([relogin.statusCode, relogin.json().msg]).toEqual([403, MSG.accountDisabled]);
    const listed = (await call(store.app, endpoints.company.people, { token: owner })).json().people;
    expect(listed.find((p: { userid: number }) => p.userid === buyer.id)).toMatchObject({ active: false });
  });

  it('a removed person invited again comes back as the same person, with the new role and password; no other company may invite them', async () => {
    const buyer = await join('BUYER');
    expect((await call(store.app, endpoints.company.removePerson, { token: owner, params: { id: buyer.id } })).statusCode).toBe(200);
    const payload = { email: buyer.email, name: 'Pedro', lastname: 'Quezada', company_role: 'VIEWER', order_limit: null };
    const elsewhere = await call(store.app, endpoints.company.invite, { token: stranger, payload });
    expect([elsewhere.statusCode, elsewhere.json().msg]).toEqual([409, MSG.personEmailTaken]);

    const invited = await call(store.app, endpoints.company.invite, { token: owner, payload });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = (await outbox(store.dataDir)).filter((m) => m.to === buyer.email).at(-1);
    const token = /company-invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const accepted = await call(store.app, endpoints.company.acceptInvitation, {
      params: { token },
      payload: { password: 'otra-clave-segura', confirmPassword: 'otra-clave-segura' },
    });
    expect(accepted.json()).toEqual({ ok: true, msg: MSG.companyInvitationAccepted });
    expect(await one(store, sql`select userid, status, company_role from users where email = ${buyer.email}`)).toEqual({
      userid: buyer.id,
      status: 'APPROVED',
      company_role: 'VIEWER',
    });
    const old = await call(store.app, endpoints.auth.login, { payload: { email: buyer.email, password: 'clave-segura' } });
    expect(old.statusCode).toBe(401);
    const back = await login(store.app, buyer.email, 'otra-clave-segura');
    expect((await call(store.app, endpoints.sales.mine, { token: back })).statusCode).toBe(200);
    const listed = (await call(store.app, endpoints.company.people, { token: owner })).json().people;
    expect(listed.find((p: { userid: number }) => p.userid === buyer.id)).toMatchObject({ active: true, company_role: 'VIEWER' });
  });

  it('keeps one active owner: the last one is neither demoted nor removed; with a second owner, the first may go', async () => {
    const [lone] = await createDistributors(store.database.db, 1, 'solo');
    const loneToken = await login(store.app, lone.email, FIXTURE_PASSWORD);
    const demote = await call(store.app, endpoints.company.updatePerson, {
      token: loneToken,
      params: { id: lone.id },
      payload: { company_role: 'BUYER' },
    });
    expect([demote.statusCode, demote.json().msg]).toEqual([409, MSG.lastOwner]);
    const leave = await call(store.app, endpoints.company.removePerson, { token: loneToken, params: { id: lone.id } });
    expect([leave.statusCode, leave.json().msg]).toEqual([409, MSG.lastOwner]);

    const second = await join('OWNER', null, loneToken);
    // two owners remove each other at once: one of them stays
    const both = await Promise.all([
      call(store.app, endpoints.company.removePerson, { token: loneToken, params: { id: second.id } }),
      call(store.app, endpoints.company.removePerson, { token: second.token, params: { id: lone.id } }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await one<{ n: number }>(
      store,
      sql`select count(*)::int as n from users where companyid = ${lone.id} and company_role = 'OWNER' and status = 'APPROVED'`,
    );
    expect(owners.n).toBe(1);
  });

  it('the staff see a company’s people on its page, and disabling the company locks every one of them out at once', async () => {
    const [company] = await createDistributors(store.database.db, 1, 'cerrada');
    const companyOwner = await login(store.app, company.email, FIXTURE_PASSWORD);
    const buyer = await join('BUYER', 300, companyOwner);
    const page = (await call(store.app, adminEndpoints.distributors.get, { token: admin, params: { id: company.id } })).json();
    expect(
      page.people.map((p: { email: string; company_role: string; order_limit_cents: number | null }) => [
        p.email,
        p.company_role,
        p.order_limit_cents,
      ]),
    ).toEqual([
      [company.email, 'OWNER', null],
      [buyer.email, 'BUYER', 30_000],
    ]);
    const disabled = await call(store.app, adminEndpoints.distributors.setStatus, {
      token: admin,
      params: { id: company.id },
      payload: { status: 'DISABLED', reason: 'Cierre' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    for (const token of [companyOwner, buyer.token]) expect((await call(store.app, endpoints.cart.get, { token })).statusCode).toBe(401);
    const relogin = await call(store.app, endpoints.auth.login, { payload: { email: buyer.email, password: 'clave-segura' } });
    expect([relogin.statusCode, relogin.json().msg]).toEqual([403, MSG.accountDisabled]);
  });
});
