import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, createProduct, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { call, createTestStore, login, loginAdmin, type TestStore } from '../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

describe('cached store pages follow the stock', () => {
  it('a sale and an admin cancel show on an already cached store page at once, for distributors and visitors', async () => {
    const product = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 60, priceCents: 1800 });
    // The product was written behind the app's back: the search index learns it as after a catalogue edit.
    store.app.catalogCache.clear();
    const [dist] = await createDistributors(store.database.db, 1, 'cache');
    const token = await login(store.app, dist.email, FIXTURE_PASSWORD);
    const code = (await call(store.app, endpoints.catalog.product, { params: { id: product.productId }, token })).json().product
      .productVariants[0].code;

    const shownStock = async (who?: string) => {
      const res = await call(store.app, endpoints.catalog.storeFront, { query: { search: code, size: 10 }, token: who });
      expect(res.statusCode, res.body).toBe(200);
      const card = res.json().products.find((p: { productid: number }) => p.productid === product.productId);
      return { total: card.stock, variant: card.product_variants[0].stock_quantity };
    };
    // Both audiences' pages are cached now.
    expect(await shownStock(token)).toEqual({ total: 60, variant: 60 });
    expect(await shownStock()).toEqual({ total: 60, variant: 60 });

    expect((await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: product.variantId, quantity: 18 } })).statusCode).toBe(
      201,
    );
    const sale = await call(store.app, endpoints.sales.place, { token });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await shownStock(token)).toEqual({ total: 42, variant: 42 });
    expect(await shownStock()).toEqual({ total: 42, variant: 42 });

    const cancel = await call(store.app, adminEndpoints.orders.move, {
      params: { id: sale.json().saleid },
      token: adminToken,
      payload: {
        status: 'CANCELED',
        reason: 'Pedido duplicado',
      },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await shownStock(token)).toEqual({ total: 60, variant: 60 });
    expect(await shownStock()).toEqual({ total: 60, variant: 60 });
  });
});
