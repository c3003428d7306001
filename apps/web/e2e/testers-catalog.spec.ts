/**
 * What testers found in the catalogue: cards open their product for every audience, a box
 * quantity can be typed and is held to the stock, the «Tallas» filter with its counts, a box's size run on
 * the product page, and an offline page never kept saying so. Screenshots go to test-results.
 */
import type { Page } from '@playwright/test';
import type { ProductCard } from '@store/contracts/catalog';
import { expect, login, loginThroughUi, storeFront, test, WAREHOUSE } from './fixtures.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: false });

test('a card’s photo and name open the product page; a visitor keeps «Iniciar Sesión»', async ({ page }) => {
  await page.goto('/store');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await expect(card.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await shot(page, 'card-visitor');
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/product\?productid=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // no price, so no «Precio por par»
  await expect(page.getByText('Precio por par, IVA incluido.')).toHaveCount(0);
  await expect(page.getByText('Ninguna', { exact: true })).toHaveCount(0);

  await page.goBack();
  await page.getByRole('article').first().getByRole('img', { name }).click();
  await expect(page).toHaveURL(/\/product\?productid=\d+/);
});

test('Bodega reads «Vista del personal: sin precios», never the register or distributor lines', async ({ page }) => {
  // Bodega lands in its back office, not in the store
  await loginThroughUi(page, WAREHOUSE);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/store');
  await expect(page.getByRole('article').first().getByText('Vista del personal: sin precios')).toBeVisible();
  await expect(page.getByText('Regístrate para ver los precios')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(/Sus precios de distribuidor/)).toHaveCount(0);
  await shot(page, 'bodega-home');
});

test('a box quantity can be typed, and one above the stock becomes the stock with a message', async ({ page, request, distributor }) => {
  await login(page, distributor);
  const body = await storeFront(request, { size: 100 });
  const product = (body.products as ProductCard[]).find((p) => p.stocktype === 'BOXES' && !p.preventa && p.stock > 0)!;
  await page.goto(`/product?productid=${product.productid}`);
  const field = page.getByRole('textbox', { name: 'Cajas' });
  await field.fill('2');
  await expect(page.getByTestId('chosen-total')).toContainText('2 cajas');
  await field.fill('99999');
  await expect(page.getByRole('alert')).toContainText('No hay suficiente stock: puede pedir hasta');
  await expect(field).not.toHaveValue('99999');
  await shot(page, 'typed-boxes');
});

test('the «Tallas» filter lists sizes with counts and narrows the store', async ({ page, request }) => {
  await page.goto('/store');
  const openFilters = page.getByRole('button', { name: /^Filtrar/ });
  if (await openFilters.isVisible()) await openFilters.click();
  const group = page.locator('details').filter({ hasText: 'Tallas' }).last();
  await group.locator('summary').click();
  const forty = group.getByRole('checkbox', { name: '40' });
  await expect(forty).toBeVisible();
  // the box is described by its count of products
  const countId = await forty.getAttribute('aria-describedby');
  const count = Number(await page.locator(`[id="${countId}"] [aria-hidden="true"]`).innerText());
  expect(count).toBeGreaterThan(0);
  // The choice goes through the address: the box is checked once the page reads it back.
  await forty.click();
  await expect(page).toHaveURL(/sizeid=\d+/);
  const sizeid = Number(new URL(page.url()).searchParams.get('sizeid'));
  // the store lists as many products as the count said, the ones the API finds in that size
  expect((await storeFront(request, { sizeid })).info.total).toBe(count);
  // a phone's filters are a sheet over the list: «Ver resultados (N)» closes it
  const results = page.getByRole('button', { name: /^Ver resultados/ });
  if (await results.isVisible()) await results.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${count} Productos? disponibles?$`) })).toBeVisible();
  await shot(page, 'size-filter');
});

test('a BOXES product with a size run says what one box holds', async ({ page, request }) => {
  const first = await storeFront(request, { size: 100 });
  // The demo's runs are on its oldest box products: the store's last pages.
  const last = await storeFront(request, { size: 100, page: first.info.totalPages });
  const boxes = [...last.products, ...first.products].filter((p) => p.stocktype === 'BOXES');
  for (const p of boxes) {
    const res = await request.get(`/api/product/get_by_id/${p.productid}`);
    const info = (await res.json()).product.productInfo;
    if (!info.box_size_run) continue;
    await page.goto(`/product?productid=${p.productid}`);
    await expect(page.getByTestId('box-size-run')).toHaveText('Cada caja trae, por talla: 38–43: 1-2-3-3-2-1');
    await shot(page, 'box-size-run');
    return;
  }
  throw new Error('no demo product with a size run');
});

// A route whose script this device never loaded draws the store's frame and says so (app/router.tsx's errorElement).
test('offline, a page never kept says «Sin conexión: esta página no está guardada»', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  try {
    await page.goto('/product?productid=1', { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Sin conexión: esta página no está guardada' })).toBeVisible();
    await expect(page.getByText('Página no encontrada')).toHaveCount(0);
    await shot(page, 'offline-not-kept');
  } finally {
    await context.setOffline(false);
  }
});
