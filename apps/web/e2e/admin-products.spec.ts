import type { APIRequestContext } from '@playwright/test';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { AdminProduct, AdminProductsResponse } from '@store/contracts/admin-products';
import { discountedCents, formatMoney, toDollars } from '@store/contracts/pricing';
import { ADMIN, adminNav, apiLogin, expect, login, loginAsAdmin, SESSION_KEY, test } from './fixtures.ts';

/**
 * An active, regular product with a variant, chosen among the oldest ids (the store-front helpers pick the
 * newest ones), a different one per project so the two projects never edit the same price.
 */
async function pickProduct(request: APIRequestContext, nth: number): Promise<AdminProduct> {
  const token = await apiLogin(request, ADMIN);
  if (!token) throw new Error('cannot log in as the administrator');
  const headers = { authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get('/api/admin/products', { params: { active: 'true', preventa: 'false', size: 100, page }, headers });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as AdminProductsResponse;
    ids.push(...body.products.filter((p) => p.variantCount > 0).map((p) => p.productid));
    if (page >= body.info.totalPages) break;
  }
  ids.sort((a, b) => a - b);
  const res = await request.get(`/api/admin/products/${ids[nth]}`, { headers });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: AdminProduct }).product;
}

test('the administrator edits a price and the store shows it at once', async ({ page, request, distributor }) => {
  const product = await pickProduct(request, test.info().project.name === 'phone' ? 1 : 0);
  const variant = product.variants[0];
  // A new price every run, so the spec can run again on the same data.
  let cents = 1000 + Math.floor(Math.random() * 9000);
  if (cents === variant.priceCents) cents += 1;
  const typed = toDollars(cents).toFixed(2);

  await loginAsAdmin(page);
  await adminNav(page, 'Productos');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar por nombre o código').fill(variant.code.toLowerCase());
  await page.getByLabel('Buscar por nombre o código').press('Enter');
  await expect(page.getByText('1 producto', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: product.name }).first().click();

  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.productid}$`));
  const card = page.getByRole('article', { name: `Variante ${variant.code}` });
  const price = card.getByLabel('Precio por par o unidad (IVA incluido)');
  await expect(price).toHaveValue(toDollars(variant.priceCents).toFixed(2));
  await price.fill(typed);
  await expect(card.getByText(/^Sin IVA: \$/)).toBeVisible();
  await card.getByRole('button', { name: 'Guardar variante' }).click();
  await expect(page.getByText(ADMIN_MSG.adminVariantSaved).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver en la tienda' })).toHaveAttribute('href', `/product?productid=${product.productid}`);

  // The administrator leaves; the project's distributor opens the product in the store.
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await login(page, distributor);
  await page.goto(`/product?productid=${product.productid}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: product.name })).toBeVisible();
  // Like the store prints it ('$12.34'); with a discount it is the struck-through price beside the discounted one.
  const shown = (c: number) => new RegExp(`(^|\\s)${formatMoney(toDollars(c)).replace(/[$.]/g, '\\$&')}$`);
  await expect(main.getByText(shown(cents)).first()).toBeVisible();
  if (variant.discountPercent > 0) {
    await expect(main.getByText(shown(discountedCents(cents, variant.discountPercent))).first()).toBeVisible();
  }
});
