import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { call, createTestStore, login, one, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

async function newDistributor() {
  const [user] = await createDistributors(store.database.db, 1, 'cart');
  return { ...user, token: await login(store.app, user.email, FIXTURE_PASSWORD) };
}
const add = (token: string, payload: object) => call(store.app, endpoints.cart.add, { token, payload });
const cart = async (token: string, discountcode?: string) =>
  (await call(store.app, endpoints.cart.get, { token, query: { discountcode } })).json();

describe('adding to the cart', () => {
  it('adds a BOXES product and a second add of the same variant adds to the line', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10, priceCents: 4590 });
    const first = await add(token, { prodvarid: p.variantId, quantity: 3 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true, msg: 'Producto agregado al carrito' });
    await add(token, { prodvarid: p.variantId, quantity: 4 });
    const body = await cart(token);
    expect(body.userCart.cartdetail).toHaveLength(1);
    expect(body.userCart.cartdetail[0]).toMatchObject({
      quantity: 7,
      size: null,
      cart_product: { prodvarid: p.variantId, price: 45.9, code: p.code, product: { productid: p.productId, stocktype: 'BOXES' } },
    });
  });

  it('never lets the cart hold more than the stock, counting what is already in it', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 10 });
    expect((await add(token, { prodvarid: p.variantId, quantity: 8 })).statusCode).toBe(201);
    const over = await add(token, { prodvarid: p.variantId, quantity: 3 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ ok: false, msg: 'La cantidad solicitada es mayor al stock disponible' });
    expect((await cart(token)).userCart.cartdetail[0].quantity).toBe(8);
  });

  it('takes UNITS products only by box (12) or half box (6)', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 60 });
    const odd = await add(token, { prodvarid: p.variantId, quantity: 7 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().msg).toBe('Este producto se vende por caja (12 pares) o media caja (6 pares): la cantidad debe ser múltiplo de 6');
    expect((await add(token, { prodvarid: p.variantId, quantity: 12 })).statusCode).toBe(201);
    expect((await add(token, { prodvarid: p.variantId, quantity: 6 })).statusCode).toBe(201);
    expect((await cart(token)).userCart.cartdetail[0].quantity).toBe(18);
  });

  it('needs a size for SIZES products and keeps one line per size', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'SIZES', sizes: { '38': 5, '40': 20 } });
    const noSize = await add(token, { prodvarid: p.variantId, quantity: 2 });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().msg).toBe('Debe seleccionar una talla');
    const { sizeid: unknownSize } = await one<{ sizeid: number }>(store, sql`select sizeid from sizes where name = '44'`);
    const wrongSize = await add(token, { prodvarid: p.variantId, quantity: 2, sizeid: unknownSize });
    expect(wrongSize.json().msg).toBe('La talla seleccionada no está disponible para este producto');
    expect((await add(token, { prodvarid: p.variantId, quantity: 2, sizeid: p.sizeIds['38'] })).statusCode).toBe(201);
    expect((await add(token, { prodvarid: p.variantId, quantity: 10, sizeid: p.sizeIds['40'] })).statusCode).toBe(201);
    const overSize = await add(token, { prodvarid: p.variantId, quantity: 4, sizeid: p.sizeIds['38'] });
    expect(overSize.json().msg).toBe('La cantidad solicitada es mayor al stock disponible');
    const lines = (await cart(token)).userCart.cartdetail;
    expect(lines.map((l: { size: { name: string }; quantity: number }) => [l.size.name, l.quantity])).toEqual([
      ['38', 2],
      ['40', 10],
    ]);
  });

  it('refuses a quantity of 0, a negative one and an unknown variant', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES' });
    const zero = await add(token, { prodvarid: p.variantId, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().msg).toBe('Debe seleccionar una cantidad');
    const negative = await add(token, { prodvarid: p.variantId, quantity: -2 });
    expect(negative.json().msg).toBe('La cantidad solicitada debe ser mayor a 0');
    const missing = await add(token, { prodvarid: 99_999_999, quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('La variante del producto no existe');
    const noBody = await call(store.app, endpoints.cart.add, { token });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers ids that cannot exist with 404 or 400 and a message, never a 500', async () => {
    const { token } = await newDistributor();
    const huge = await add(token, { prodvarid: 2147483648, quantity: 1 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().msg).toBe('La variante del producto no existe');
    const asText = await add(token, { prodvarid: 'abc', quantity: 'x' });
    expect(asText.statusCode).toBe(400);
    const update = await call(store.app, endpoints.cart.updateQuantity, { token, payload: { cartdetailid: 99999999999, quantity: 1 } });
    expect(update.statusCode).toBe(400);
    expect(update.json().msg).toBe('El producto no está en su carrito');
    const unknown = await call(store.app, endpoints.cart.remove, { params: { id: 999999 }, token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('El producto no está en su carrito');
    for (const id of ['2147483648', 'abc', '0']) {
      const del = await call(store.app, endpoints.cart.remove, { params: { id }, token });
      expect(del.statusCode, id).toBe(400);
      expect(del.json().msg).toBe('El identificador no es válido');
    }
  });

  it('is only for logged-in distributors', async () => {
    const res = await call(store.app, endpoints.cart.add, { payload: { prodvarid: 1, quantity: 1 } });
    expect(res.statusCode).toBe(401);
    expect((await call(store.app, endpoints.cart.get)).statusCode).toBe(401);
  });
});

describe('editing the cart', () => {
  it('updates and deletes own lines, checking stock and steps', async () => {
    const { token } = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 24 });
    await add(token, { prodvarid: p.variantId, quantity: 6 });
    const line = (await cart(token)).userCart.cartdetail[0];
    const update = (quantity: number) =>
      call(store.app, endpoints.cart.updateQuantity, { token, payload: { cartdetailid: line.cartdetailid, quantity } });
    expect((await update(18)).json()).toEqual({ ok: true, msg: 'Cantidad actualizada' });
    expect((await update(30)).json().msg).toBe('La cantidad solicitada es mayor al stock disponible');
    expect((await update(0)).json().msg).toBe('La cantidad solicitada debe ser mayor a 0');
    expect((await update(13)).statusCode).toBe(400);
    expect((await cart(token)).userCart.cartdetail[0].quantity).toBe(18);
    const del = await call(store.app, endpoints.cart.remove, { params: { id: line.cartdetailid }, token });
    expect(del.json()).toEqual({ ok: true, msg: 'Producto eliminado del carrito' });
    expect((await cart(token)).userCart.cartdetail).toEqual([]);
  });

  it("cannot read, change or delete another distributor's lines", async () => {
    const owner = await newDistributor();
    const intruder = await newDistributor();
    const p = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20 });
    await add(owner.token, { prodvarid: p.variantId, quantity: 2 });
    const line = (await cart(owner.token)).userCart.cartdetail[0];
    expect((await cart(intruder.token)).userCart.cartdetail).toEqual([]);
    const change = await call(store.app, endpoints.cart.updateQuantity, {
      token: intruder.token,
      payload: { cartdetailid: line.cartdetailid, quantity: 5 },
    });
    expect(change.statusCode).toBe(404);
    expect(change.json().msg).toBe('El producto no está en su carrito');
    const del = await call(store.app, endpoints.cart.remove, { params: { id: line.cartdetailid }, token: intruder.token });
    expect(del.statusCode).toBe(404);
    expect((await cart(owner.token)).userCart.cartdetail[0].quantity).toBe(2);
  });
});

describe('cart summary and discount codes', () => {
  it('sums lines with their discounts and splits VAT out of the total', async () => {
    const { token } = await newDistributor();
    const a = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 50, priceCents: 2000 });
    const b = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 50, priceCents: 1000, discount: 20 });
    // One box of 12 pairs at $20 a pair, and half a box of UNITS at $10 less 20%: 240 + 48.
    await add(token, { prodvarid: a.variantId, quantity: 1 });
    await add(token, { prodvarid: b.variantId, quantity: 6 });
    const { summary } = (await cart(token)).userCart;
    expect(summary).toEqual({
      items: 2,
      units: 18,
      gross: 288,
      discountcode: null,
      discount_value: 0,
      discount_amount: 0,
      subtotal: 250.43,
      vat: 37.57,
      total: 288,
    });

    const coded = await cart(token, 'mayorista10');
    expect(coded.msg).toBeUndefined();
    expect(coded.userCart.summary).toMatchObject({
      discountcode: 'MAYORISTA10',
      discount_value: 10,
      discount_amount: 28.8,
      total: 259.2,
      subtotal: 225.39,
      vat: 33.81,
    });
  });

  it('ignores unknown, expired and inactive codes with a message', async () => {
    const { token } = await newDistributor();
    for (const code of ['NOEXISTE', 'VERANO2025', 'INACTIVO5']) {
      const body = await cart(token, code);
      expect(body.msg, code).toBe('El código de descuento no es válido o ha expirado');
      expect(body.userCart.summary.discount_value).toBe(0);
    }
    expect((await cart(token, 'BIENVENIDA15')).userCart.summary.discount_value).toBe(15);
    const nul = await call(store.app, endpoints.cart.get, { token, query: { discountcode: 'a\0' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toBe('El código de descuento no es válido o ha expirado');
  });
});
