import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard } from '@store/contracts/catalog';
import { stockUnits } from '@store/contracts/stock';
import { type Account, emptyCart, expect, findProduct, SESSION_KEY, test } from './fixtures.ts';

/**
 * What testers found in the buyer’s cart, checkout and quick order: a double tap adds once, the credit
 * available is said in the cart, and checkout lands on the new order at its own address, which back closes.
 */
const CHAIN: Account = { email: 'cadena.guayaquil@example.com', password: 'demo1234' };

async function tokenOf(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/auth/login_whole_sale', { data: account });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { user: { token: string } }).user.token}` };
}

/**
 * Signs the page in through the API (the session as lib/session.ts keeps it, and the page cookie the login sets in
 * the page's own cookie jar): these specs are about the cart, not the login form, and log in once each.
 */
async function login(page: Page, account: Account) {
  const res = await page.request.post('/api/auth/login_whole_sale', { data: account });
  expect(res.ok()).toBe(true);
  const { user } = (await res.json()) as { user: object };
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('calzado-andino.page-cookie', '1');
    },
    [SESSION_KEY, JSON.stringify(user)],
  );
}

const withStock = (p: ProductCard) => p.product_variants.find((v) => stockUnits(v.product_stock[0]?.quantity ?? 0, p) >= 48)!;

async function cartLines(request: APIRequestContext, account: Account) {
  const res = await request.get('/api/shopping_cart/my_cart', { headers: await tokenOf(request, account) });
  return ((await res.json()) as { userCart: { cartdetail: { quantity: number; cart_product: { prodvarid: number } }[] } }).userCart
    .cartdetail;
}

/** One box, and two sizes of a colour (the phone's card groups them): a cart worth a screenshot. */
async function fillCart(request: APIRequestContext, account: Account) {
  await emptyCart(request, account);
  const headers = await tokenOf(request, account);
  const boxes = await findProduct(request, account, 'BOXES');
  const add = (data: object) => request.post('/api/shopping_cart/add_product', { headers, data });
  expect((await add({ prodvarid: withStock(boxes).prodvarid, quantity: 1 })).ok()).toBe(true);
  const sized = await findProduct(request, account, 'SIZES');
  const variant = sized.product_variants.find((v) => (v.stock_sizes ?? []).filter((s) => s.quantity >= 4).length >= 2);
  for (const s of (variant?.stock_sizes ?? []).filter((s) => s.quantity >= 4).slice(0, 3)) {
    expect((await add({ prodvarid: variant!.prodvarid, quantity: 2, sizeid: s.sizeid })).ok()).toBe(true);
  }
}

test('a double tap on «Agregar» in Pedido rápido adds the lines once; the same lines again at once are refused', async ({
  page,
  request,
  distributor,
}) => {
  await emptyCart(request, distributor);
  const boxes = await findProduct(request, distributor, 'BOXES');
  const variant = withStock(boxes);
  await login(page, distributor);
  await page.goto('/quick-order');
  // typed as the header search reads it: no dashes, lower case
  await page.getByLabel('Líneas del pedido').fill(`${variant.code.replace(/-/g, '').toLowerCase()} 1`);
  await page.getByRole('button', { name: 'Revisar' }).click();
  await page.getByRole('button', { name: 'Agregar al carrito' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '1 producto agregado al carrito' })).toBeVisible();
  await expect.poll(async () => (await cartLines(request, distributor)).map((l) => l.quantity)).toEqual([1]);

  // two requests as a double tap on a slow phone sends them: one is added, the other refused with its reason
  // (two boxes, not the page's one: these are other lines than the ones just added)
  const headers = await tokenOf(request, distributor);
  const body = { lines: [{ line: 1, prodvarid: variant.prodvarid, quantity: 2 }] };
  const answers = await Promise.all([1, 2].map(() => request.post('/api/shopping_cart/add_many', { headers, data: body })));
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.status() === 409)!;
  expect(((await refused.json()) as { msg: string }).msg).toBe(
    'Estas líneas ya se agregaron a su carrito hace un momento. Revise su carrito antes de agregarlas otra vez.',
  );
  expect((await cartLines(request, distributor)).map((l) => l.quantity)).toEqual([3]);
  await emptyCart(request, distributor);
});

test('a distributor on credit sees «Crédito disponible» in the cart and in the confirmation', async ({ page, request }, info) => {
  await fillCart(request, CHAIN);
  await login(page, CHAIN);
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByText('Crédito disponible')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`cart-credit-${info.project.name}.png`), fullPage: true });
  await summary.getByRole('button', { name: 'Finalizar compra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalizar compra' });
  await expect(dialog).toContainText('Compra a crédito: tendrá 30 días para pagarla.');
  await expect(dialog.getByText('Crédito disponible')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await emptyCart(request, CHAIN);
});

test('after checkout the buyer lands on the new order with the bank details; back closes it', async ({
  page,
  request,
  distributor,
}, info) => {
  // a checkout, its e-mails and three pages: more than the default 45 s on a loaded machine
  test.setTimeout(90_000);
  await fillCart(request, distributor);
  await login(page, distributor);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: /Carrito de compras/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`cart-${info.project.name}.png`), fullPage: true });
  if (info.project.name === 'phone') {
    // scrolled half way down the lines, the total and «Finalizar compra» are still on screen
    await page.mouse.wheel(0, 300);
    await page.screenshot({ path: info.outputPath(`cart-phone-scrolled.png`) });
    await expect(page.getByText('Total con IVA')).toBeInViewport();
  }
  await page.getByRole('button', { name: 'Finalizar compra' }).first().click();
  await page.getByRole('dialog', { name: 'Finalizar compra' }).getByRole('button', { name: 'Confirmar compra' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const saleid = page.url().split('/').pop();
  const order = page.getByRole('dialog', { name: `Orden #${saleid}` });
  await expect(order).toBeVisible();
  await expect(order.getByRole('list', { name: 'Cuentas bancarias de la tienda' })).toBeVisible();
  await expect(order.getByRole('region', { name: 'Dirección de entrega' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`order-${info.project.name}.png`) });

  // the phone's back button closes the detail and leaves the buyer on the orders list
  // a same-page history move: no load event to wait for
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/orders$/);
  await expect(order).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mis órdenes' })).toBeVisible();
});
