import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, one, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'lines');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}
const addMany = (token: string, lines: object[]) => call(store.app, endpoints.buying.addLines, { token, payload: { lines } });
const cartRows = (userId: number) =>
  all<{ prodvarid: number; sizeid: number | null; quantity: number }>(
    store,
    sql`select d.prodvarid, d.sizeid, d.quantity from cart_details d join carts c on c.cartid = d.cartid
        where c.userid = ${userId} order by d.prodvarid, d.sizeid`,
  );

describe('adding several lines at once', () => {
  it('adds lines of the three stock types in one request and says how many', async () => {
    const user = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 5 });
    const units = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 24 });
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '38': 6, '40': 12 } });
    const res = await addMany(user.token, [
      { prodvarid: boxes.variantId, quantity: 2 },
      { prodvarid: units.variantId, quantity: 18 },
      { prodvarid: sized.variantId, quantity: 6, sizeid: sized.sizeIds['38'] },
      { prodvarid: sized.variantId, quantity: 4, sizeid: sized.sizeIds['40'] },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, msg: '4 productos agregados al carrito', added: 4 });
    expect(await cartRows(user.id)).toEqual([
      { prodvarid: boxes.variantId, sizeid: null, quantity: 2 },
      { prodvarid: units.variantId, sizeid: null, quantity: 18 },
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['38'], quantity: 6 },
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['40'], quantity: 4 },
    ]);
    const single = await addMany(user.token, [{ prodvarid: boxes.variantId, quantity: 1 }]);
    expect(single.json()).toEqual({ ok: true, msg: '1 producto agregado al carrito', added: 1 });
    expect((await cartRows(user.id))[0].quantity).toBe(3);
  });

  it('adds nothing when one line is refused, and names that line', async () => {
    const user = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 5 });
    const units = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 24 });
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '38': 6 } });
    const { sizeid: size44 } = await one<{ sizeid: number }>(store, sql`select sizeid from sizes where name = '44'`);
    const cases: [object, string][] = [
      [{ prodvarid: units.variantId, quantity: 7 }, 'Línea 2: este producto se vende en cajas de 12 o medias cajas de 6'],
      [{ prodvarid: units.variantId, quantity: 30 }, 'Línea 2: solo hay 24 pares disponibles'],
      [{ prodvarid: sized.variantId, quantity: 6 }, 'Línea 2: falta la talla: este producto se vende por tallas'],
      [{ prodvarid: sized.variantId, quantity: 6, sizeid: size44 }, 'Línea 2: la talla elegida no existe para este producto'],
      [{ prodvarid: 99_999_999, quantity: 1 }, 'Línea 2: el producto no existe'],
      [{ prodvarid: boxes.variantId, quantity: 0 }, 'Línea 2: Debe seleccionar una cantidad'],
      [{ prodvarid: boxes.variantId, quantity: -2 }, 'Línea 2: La cantidad solicitada debe ser mayor a 0'],
      [{ prodvarid: boxes.variantId, quantity: 4 }, 'Línea 2: solo hay 5 cajas disponibles'],
    ];
    for (const [line, msg] of cases) {
      const res = await addMany(user.token, [{ prodvarid: boxes.variantId, quantity: 2 }, line]);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect(await cartRows(user.id)).toEqual([]);
  });

  it('counts the cart and repeated lines against the stock, and refuses a product taken off sale', async () => {
    const user = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 1 });
    expect((await addMany(user.token, [{ prodvarid: boxes.variantId, quantity: 1 }])).statusCode).toBe(200);
    // (another quantity: the same line again at once would be a double tap)
    const again = await addMany(user.token, [{ prodvarid: boxes.variantId, quantity: 2 }]);
    expect(again.json().msg).toBe('Línea 1: solo hay 1 caja disponible y ya tiene 1 caja en el carrito');
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '39': 10 } });
    const twice = await addMany(user.token, [
      { prodvarid: sized.variantId, quantity: 6, sizeid: sized.sizeIds['39'] },
      { prodvarid: sized.variantId, quantity: 6, sizeid: sized.sizeIds['39'] },
    ]);
    expect(twice.json().msg).toBe('Línea 2: solo hay 10 pares disponibles');
    await store.database.db.execute(sql`update products set active = false where productid = ${sized.productId}`);
    const off = await addMany(user.token, [{ prodvarid: sized.variantId, quantity: 1, sizeid: sized.sizeIds['39'] }]);
    expect(off.json().msg).toBe('Línea 1: este producto ya no está a la venta');
    expect(await cartRows(user.id)).toEqual([{ prodvarid: boxes.variantId, sizeid: null, quantity: 1 }]);
  });

  it('adds a double tap once: the same lines again within seconds are a 409 with the reason', async () => {
    const user = await newDistributor();
    const sized = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '38': 30, '39': 30 } });
    const lines = [
      { line: 1, prodvarid: sized.variantId, quantity: 6, sizeid: sized.sizeIds['38'] },
      { line: 2, prodvarid: sized.variantId, quantity: 4, sizeid: sized.sizeIds['39'] },
    ];
    const answers = await Promise.all([addMany(user.token, lines), addMany(user.token, lines)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      ok: false,
      msg: 'Estas líneas ya se agregaron a su carrito hace un momento. Revise su carrito antes de agregarlas otra vez.',
    });
    const once = [
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['38'], quantity: 6 },
      { prodvarid: sized.variantId, sizeid: sized.sizeIds['39'], quantity: 4 },
    ];
    expect(await cartRows(user.id)).toEqual(once);

    // other lines are not a repeat, nor another buyer's same lines
    const other = await addMany(user.token, [lines[0]]);
    expect(other.statusCode).toBe(200);
    const someoneElse = await newDistributor();
    expect((await addMany(someoneElse.token, lines)).statusCode).toBe(200);

    // once the window has passed, the buyer who means it adds them again
    await store.database.db.execute(sql`update carts set last_add_at = now() - interval '6 seconds' where userid = ${user.id}`);
    expect((await addMany(user.token, [lines[0]])).statusCode).toBe(200);
    expect((await cartRows(user.id))[0].quantity).toBe(18);

    // the same lines written otherwise (a size sent as null or left out, other line numbers) are the same lines
    const box = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20 });
    expect((await addMany(user.token, [{ line: 1, prodvarid: box.variantId, quantity: 1, sizeid: null }])).statusCode).toBe(200);
    expect((await addMany(user.token, [{ line: 7, prodvarid: box.variantId, quantity: 1 }])).statusCode).toBe(409);
  });

  it('does not count a refused request as done: sent again, it is checked again', async () => {
    const user = await newDistributor();
    const boxes = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 2 });
    const lines = [{ prodvarid: boxes.variantId, quantity: 3 }];
    for (let i = 0; i < 2; i++) {
      const res = await addMany(user.token, lines);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Línea 1: solo hay 2 cajas disponibles');
    }
  });

  it('refuses an empty list and more than 500 lines, and needs a session', async () => {
    const user = await newDistributor();
    const empty = await addMany(user.token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Debe seleccionar una cantidad');
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 1 });
    const tooMany = await addMany(
      user.token,
      Array.from({ length: 501 }, () => ({ prodvarid: p.variantId, quantity: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toMatch(/^Máximo 500 líneas por pedido rápido/);
    const anonymous = await call(store.app, endpoints.buying.addLines, { payload: { lines: [] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('adds 500 lines in one quick request', async () => {
    const user = await newDistributor();
    const sizeNames = ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44'];
    const products = await Promise.all(
      Array.from({ length: 50 }, () =>
        createProduct(store.database.db, { stockType: 'SIZES', sizes: Object.fromEntries(sizeNames.map((s) => [s, 20])) }),
      ),
    );
    const lines = products.flatMap((p) => sizeNames.map((s) => ({ prodvarid: p.variantId, quantity: 2, sizeid: p.sizeIds[s] })));
    expect(lines).toHaveLength(500);
    const res = await addMany(user.token, lines);
    expect(res.json()).toEqual({ ok: true, msg: '500 productos agregados al carrito', added: 500 });
    expect(await cartRows(user.id)).toHaveLength(500);
  });
});
