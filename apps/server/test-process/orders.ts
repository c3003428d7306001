/**
 * Orders placed over HTTP by a distributor of the demo catalogue, for the process tests that check what a
 * restarted server still lists (data-dir.test.ts, supervisor.test.ts).
 */
import assert from 'node:assert/strict';
import { endpoints } from '@store/contracts/endpoints/store';
import { call, type Server } from './server-process.ts';

export const DISTRIBUTOR = { email: 'tienda.cuenca@example.com', password: 'demo1234' };

export interface Line {
  prodvarid: number;
  quantity: number;
  sizeid: number | null;
}
interface VariantStock {
  prodvarid: number;
  stock_quantity: number;
  stock_sizes?: { sizeid: number; quantity: number }[];
}

/**
 * Add-to-cart bodies for one pair of a size in stock, one per product: sized footwear is sold by the pair,
 * the simplest quantity rule the catalogue has.
 */
export async function candidateLines(server: Server, token: string) {
  const list = await call<{ products: { productid: number; stock: number }[] }>(server, endpoints.catalog.storeFront, {
    query: { page: 1, size: 40 },
    token,
  });
  assert.equal(list.status, 200);
  const lines: Line[] = [];
  for (const card of list.body.products.filter((c) => c.stock > 0)) {
    const detail = await call<{ product: { productVariants: VariantStock[] } }>(server, endpoints.catalog.product, {
      params: { id: card.productid },
      token,
    });
    for (const v of detail.body.product.productVariants) {
      const size = v.stock_sizes?.find((s) => s.quantity > 0);
      if (!size) continue;
      lines.push({ prodvarid: v.prodvarid, quantity: 1, sizeid: size.sizeid });
      break;
    }
  }
  return lines;
}

/** Places one order from the next candidate the cart takes; answers its id once the server confirmed it. */
export async function placeOrder(server: Server, token: string, candidates: Line[]) {
  for (let line = candidates.shift(); line; line = candidates.shift()) {
    const added = await call(server, endpoints.cart.add, { token, body: line });
    if (added.status !== 201) continue;
    const sale = await call<{ saleid: number }>(server, endpoints.sales.place, { token, body: {} });
    assert.equal(sale.status, 201, JSON.stringify(sale.body));
    return sale.body.saleid;
  }
  assert.fail('the demo catalogue ran out of sized products the cart takes');
}

export async function myOrders(server: Server, token: string) {
  const res = await call<{ userSales: { saleid: number; sale_total: number }[] }>(server, endpoints.sales.mine, {
    query: { page: 1, size: 50 },
    token,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return new Map(res.body.userSales.map((s) => [s.saleid, s.sale_total]));
}
