import { expect, openMenuIfCollapsed, storeFront, test } from './fixtures.ts';

test('an unknown path shows the not-found page at /error', async ({ page }) => {
  await page.goto('/no-existe/esta-ruta');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Página no encontrada...')).toBeVisible();
});

for (const path of ['/cart', '/orders', '/user']) {
  test(`a visitor opening ${path} ends on the home page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  });
}

test('a visitor opening a shared product link sees the product, no price, and the way to log in', async ({ page, request }) => {
  const product = (await storeFront(request)).products[0];
  await page.goto(`/product?productid=${product.productid}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(main).not.toContainText('$');
});

test('the navigation offers a visitor to log in and to register as a distributor', async ({ page, isMobile }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Órdenes' })).toHaveCount(0);
  if (isMobile) {
    await expect(banner.getByRole('link', { name: 'Regístrate como distribuidor' })).toBeHidden();
    await openMenuIfCollapsed(page);
  }
  const register = banner.getByRole('link', { name: 'Regístrate como distribuidor' });
  await expect(register).toBeVisible();
  await register.click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the navigation links lead to their pages', async ({ page }) => {
  await page.goto('/');
  await openMenuIfCollapsed(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tienda' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await openMenuIfCollapsed(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Preguntas' }).click();
  await expect(page).toHaveURL(/\/questions$/);
});
