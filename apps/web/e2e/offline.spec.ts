/**
 * The installable app (decision 027): the manifest and its icons are served, and after one visit the service
 * worker opens the store and the cart offline with what this device last saw, says «Sin conexión», and
 * refuses an order instead of pretending to place it.
 */
import type { Page } from '@playwright/test';
import { apiLogin, emptyCart, expect, findProduct, login, test } from './fixtures.ts';

/** Waits until the service worker is installed and answers this page's requests (from its next load on). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest names the store, with its icons and colours', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { name: string; display: string; theme_color: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: 'Calzado Andino · Tienda mayorista', display: 'standalone', theme_color: '#0f3d3e' });
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // A PNG's width and height, from its IHDR chunk
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('after a visit the store and the cart open offline, with a notice, and an order is refused', async ({
  page,
  context,
  request,
  distributor,
}) => {
  const product = await findProduct(request, distributor, 'BOXES');
  await emptyCart(request, distributor);
  const token = await apiLogin(request, distributor);
  const variant = product.product_variants.find((v) => (v.product_stock[0]?.quantity ?? 0) >= 48)!;
  const added = await request.post('/api/shopping_cart/add_product', {
    headers: { authorization: `Bearer ${token}` },
    data: { prodvarid: variant.prodvarid, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await login(page, distributor);
  await controlledByServiceWorker(page);
  await page.goto('/store');
  const firstCard = page.getByRole('article').first().getByRole('heading', { level: 3 });
  const firstName = await firstCard.textContent();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name, exact: true }).filter({ visible: true }).first()).toBeVisible();

  await context.setOffline(true);
  try {
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(firstName!);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: product.name, exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible();
    // (a phone's cart also keeps «Finalizar compra» in its sticky bar)
    await page.getByRole('button', { name: 'Finalizar compra' }).filter({ visible: true }).first().click();
    await page.getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(page.getByText('Sin conexión. Revise su internet e intente de nuevo.')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // The order was never placed: its cart is still there.
  const cart = await request.get('/api/shopping_cart/my_cart', { headers: { authorization: `Bearer ${token}` } });
  expect(((await cart.json()) as { userCart: { cartdetail: unknown[] } }).userCart.cartdetail).toHaveLength(1);
  await emptyCart(request, distributor);
});
