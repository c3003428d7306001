import { MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, loginAdmin, one, type TestStore } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';

let store: TestStore;
let owner: string;
let other: string;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  const [a, b] = await createDistributors(store.database.db, 2, 'branches');
  owner = await login(store.app, a.email, FIXTURE_PASSWORD);
  other = await login(store.app, b.email, FIXTURE_PASSWORD);
  admin = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const gualaceo = {
  name: 'Local Gualaceo',
  province: 'Azuay',
  canton: 'Gualaceo',
  parish: 'Gualaceo',
  street: 'Av. Jaime Roldós 3-12',
  reference: 'Junto al mercado',
  phone: '072255123',
  contact: 'Pedro Quezada',
};
const quito = { ...gualaceo, name: 'Bodega Quito', province: 'Pichincha', canton: 'Quito', parish: 'Cumbayá', reference: '' };

const list = async (token: string) => (await call(store.app, endpoints.branches.list, { token })).json().branches;

describe('a distributor’s branches', () => {
  it('makes the first branch the main one, lists the main one first, and changes it on request', async () => {
    expect(await list(owner)).toEqual([]);
    const first = await call(store.app, endpoints.branches.create, { token: owner, payload: quito });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ msg: 'Sucursal agregada', branch: { ...quito, main: true } });
    const second = (await call(store.app, endpoints.branches.create, { token: owner, payload: gualaceo })).json().branch;
    expect(second.main).toBe(false);
    expect((await list(owner)).map((b: { name: string }) => b.name)).toEqual(['Bodega Quito', 'Local Gualaceo']);

    const made = await call(store.app, endpoints.branches.makeMain, { token: owner, params: { id: second.branchid } });
    expect(made.statusCode).toBe(200);
    expect(made.json().msg).toBe(MSG.branchMadeMain);
    expect((await list(owner)).map((b: { name: string; main: boolean }) => [b.name, b.main])).toEqual([
      ['Local Gualaceo', true],
      ['Bodega Quito', false],
    ]);

    const renamed = await call(store.app, endpoints.branches.update, {
      token: owner,
      params: { id: first.json().branch.branchid },
      payload: { ...quito, name: 'Bodega Cumbayá' },
    });
    expect(renamed.json()).toMatchObject({ msg: 'Sucursal actualizada', branch: { name: 'Bodega Cumbayá', main: false } });
  });

  it('refuses a parish of another canton, a canton of another province and empty fields, each in Spanish, and saves nothing', async () => {
    const before = await list(owner);
    const cases: [Record<string, string>, string][] = [
      [{ parish: 'Cumbayá' }, 'Elija una parroquia del cantón'],
      [{ canton: 'Quito' }, 'La ciudad no pertenece a la provincia seleccionada'],
      [{ province: 'Atlántida' }, 'La provincia seleccionada no existe'],
      [{ name: '  ' }, 'Escriba el nombre de la sucursal (por ejemplo «Matriz» o «Local centro»)'],
      [{ street: '' }, 'Escriba la dirección de la sucursal: calle principal, número y calle secundaria'],
      [{ contact: '' }, 'Escriba quién recibe los pedidos en la sucursal'],
      [{ phone: 'llamar' }, 'Ingrese un número de teléfono válido'],
    ];
    for (const [change, message] of cases) {
      const res = await call(store.app, endpoints.branches.create, { token: owner, payload: { ...gualaceo, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body, JSON.stringify(change)).toContain(message);
    }
    expect(await list(owner)).toEqual(before);
  });

  it('never shows or changes another company’s branch: the same 404 as one that does not exist', async () => {
    const mine = (await list(owner))[0];
    expect(await list(other)).toEqual([]);
    for (const res of [
      await call(store.app, endpoints.branches.update, { token: other, params: { id: mine.branchid }, payload: gualaceo }),
      await call(store.app, endpoints.branches.remove, { token: other, params: { id: mine.branchid } }),
      await call(store.app, endpoints.branches.makeMain, { token: other, params: { id: mine.branchid } }),
      await call(store.app, endpoints.branches.remove, { token: other, params: { id: 999_999 } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('La sucursal no existe');
    }
    expect((await list(owner))[0]).toEqual(mine);
  });

  it('keeps the main branch, deletes another, and refuses the staff, who have none', async () => {
    const [main, spare] = await list(owner);
    const refused = await call(store.app, endpoints.branches.remove, { token: owner, params: { id: main.branchid } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('La sucursal principal no se elimina: elija antes otra como principal');
    const removed = await call(store.app, endpoints.branches.remove, { token: owner, params: { id: spare.branchid } });
    expect(removed.json()).toEqual({ ok: true, msg: 'Sucursal eliminada' });
    expect(await list(owner)).toEqual([main]);

    const staff = await call(store.app, endpoints.branches.create, { token: admin, payload: gualaceo });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().msg).toBe('Solo las empresas distribuidoras tienen sucursales');
  });

  it('keeps one main branch when two requests make different ones main at once', async () => {
    const [a, b] = await createDistributors(store.database.db, 1, 'race').then(async ([d]) => {
      const token = await login(store.app, d.email, FIXTURE_PASSWORD);
      const made = [];
      for (const payload of [gualaceo, quito])
        made.push((await call(store.app, endpoints.branches.create, { token, payload })).json().branch);
      return [{ token, id: d.id, ...made[0] }, made[1]];
    });
    const answers = await Promise.all(
      [b.branchid, a.branchid, b.branchid].map((id) => call(store.app, endpoints.branches.makeMain, { token: a.token, params: { id } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const mains = await all(store, sql`select branchid from branches where companyid = ${a.id} and main`);
    expect(mains).toHaveLength(1);
  });
});

describe('a company at its limit of branches', () => {
  it('refuses the 51st in Spanish, keeps the 50, and answers others meanwhile', async () => {
    const [d] = await createDistributors(store.database.db, 1, 'limit');
    const token = await login(store.app, d.email, FIXTURE_PASSWORD);
    await store.database.db.execute(sql`insert into branches (companyid, name, province, canton, parish, street, phone, contact, main)
      select ${d.id}, 'Local ' || n, 'Azuay', 'Cuenca', 'Cuenca', 'Calle ' || n, '072845678', 'Ana', n = 1 from generate_series(1, 50) n`);
    const [refused, other] = await Promise.all([
      call(store.app, endpoints.branches.create, { token, payload: gualaceo }),
      call(store.app, endpoints.branches.list, { token: owner }),
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('Una empresa puede tener hasta 50 sucursales: elimine una que ya no use antes de agregar otra');
    expect(other.statusCode).toBe(200);
    expect(await list(token)).toHaveLength(50);
  });
});

describe('branches added at once', () => {
  it('makes exactly one of two first branches the main one', async () => {
    const [d] = await createDistributors(store.database.db, 1, 'first');
    const token = await login(store.app, d.email, FIXTURE_PASSWORD);
    const answers = await Promise.all([gualaceo, quito].map((payload) => call(store.app, endpoints.branches.create, { token, payload })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await list(token)).filter((b: { main: boolean }) => b.main)).toHaveLength(1);
  });
});

describe('an order goes to a branch', () => {
  let buyer: string;
  let branches: { branchid: number; name: string; main: boolean }[];
  beforeAll(async () => {
    buyer = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    branches = await list(buyer);
  });

  async function cartOfOneBox() {
    const product = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 50, priceCents: 300 });
    const added = await call(store.app, endpoints.cart.add, { token: buyer, payload: { prodvarid: product.variantId, quantity: 1 } });
    expect(added.statusCode).toBe(201);
    return product;
  }

  it('shows the demo company its two branches, the main one first', () => {
    expect(branches.map((b) => [b.name, b.main])).toEqual([
      ['Matriz', true],
      ['Local Gualaceo', false],
    ]);
  });

  it('goes to the main branch when none is chosen, and to the chosen one, copied into the order', async () => {
    await cartOfOneBox();
    const toMain = (await call(store.app, endpoints.sales.place, { token: buyer })).json().saleid;
    await cartOfOneBox();
    const gualaceoBranch = branches[1];
    const placed = await call(store.app, endpoints.sales.place, { token: buyer, payload: { branchid: gualaceoBranch.branchid } });
    expect(placed.statusCode).toBe(201);
    const toGualaceo = placed.json().saleid;

    expect(await one(store, sql`select branch_name, city, parish from sales where saleid = ${toMain}`)).toEqual({
      branch_name: 'Matriz',
      city: 'Cuenca',
      parish: 'Cuenca',
    });
    const detail = (await call(store.app, endpoints.sales.detail, { token: buyer, params: { id: toGualaceo } })).json().userSale;
    expect(detail.delivery).toEqual({
      branch: 'Local Gualaceo',
      name: 'Pedro Quezada',
      phone: '072255123',
      province: 'Azuay',
      city: 'Gualaceo',
      parish: 'Gualaceo',
      address: 'Av. Jaime Roldós 3-12 y Cuenca',
      reference: 'Junto al mercado 25 de Junio',
    });

    // the copy stays when the branch changes or goes
    await call(store.app, endpoints.branches.update, {
      token: buyer,
      params: { id: gualaceoBranch.branchid },
      payload: { ...gualaceo, street: 'Otra calle 1-1' },
    });
    const after = (await call(store.app, endpoints.sales.detail, { token: buyer, params: { id: toGualaceo } })).json().userSale;
    expect(after.delivery.address).toBe('Av. Jaime Roldós 3-12 y Cuenca');

    const pdf = await call(store.app, endpoints.documents.orderPdf, { token: buyer, params: { id: toGualaceo } });
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('Sucursal: Local Gualaceo');
    expect(text).toContain('Referencia: Junto al mercado 25 de Junio');
    expect(text).toContain('Recibe: Pedro Quezada · 072255123');

    // the warehouse's picking list, once the order is approved
    const approved = await call(store.app, adminEndpoints.orders.move, {
      token: admin,
      params: { id: toGualaceo },
      payload: { status: 'APPROVED' },
    });
    expect(approved.statusCode).toBe(200);
    const picking = await call(store.app, adminEndpoints.fulfilment.get, { token: admin, params: { id: toGualaceo } });
    expect(picking.json().order.ship).toMatchObject({ branch: 'Local Gualaceo', contact: 'Pedro Quezada', parish: 'Gualaceo' });

    // the staff filter the company's orders by branch
    const demo = await one<{ userid: number }>(store, sql`select userid from users where email = ${DEMO_ACCOUNTS.distributor.email}`);
    const filtered = await call(store.app, adminEndpoints.orders.list, {
      token: admin,
      query: { distributor: demo.userid, branch: gualaceoBranch.branchid },
    });
    // this order and the demo's keyed in by Ventas for «Local Gualaceo» (docs/product.md §29), not the one to «Matriz»
    const rows = filtered.json().orders.map((o: { saleid: number; branch: string }) => [o.saleid, o.branch]);
    expect(rows).toContainEqual([toGualaceo, 'Local Gualaceo']);
    expect(rows.every(([, branch]: [number, string]) => branch === 'Local Gualaceo')).toBe(true);
    expect(rows.map(([saleid]: [number]) => saleid)).not.toContain(toMain);
    expect(rows).toHaveLength(2);
    expect(filtered.json().branches).toEqual(branches.map((b) => ({ branchid: b.branchid, name: b.name })));
    const company = await call(store.app, adminEndpoints.distributors.get, { token: admin, params: { id: demo.userid } });
    expect(company.json().branches.map((b: { name: string }) => b.name)).toEqual(['Matriz', 'Local Gualaceo']);
  });

  it('refuses another company’s branch before holding any stock: the cart and the stock stay', async () => {
    const product = await cartOfOneBox();
    const foreign = (await list(owner))[0];
    const stockBefore = await all(store, sql`select quantity from stock where prodvarid = ${product.variantId}`);
    const res = await call(store.app, endpoints.sales.place, { token: buyer, payload: { branchid: foreign.branchid } });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('La sucursal no existe');
    expect(await all(store, sql`select quantity from stock where prodvarid = ${product.variantId}`)).toEqual(stockBefore);
    const cart = (await call(store.app, endpoints.cart.get, { token: buyer })).json();
    expect(JSON.stringify(cart)).toContain(String(product.variantId));
  });

  it('answers a filter by a branch that is no id with a 400 in Spanish', async () => {
    const res = await call(store.app, adminEndpoints.orders.list, { token: admin, query: { branch: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('La sucursal seleccionada no es válida');
  });
});
