import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail } from '@store/contracts/catalog';
import { MSG } from '@store/contracts/messages';
import { discountedCents, formatCents, formatMoney, toCents } from '@store/contracts/pricing';
import { unitWord } from '@store/contracts/selling-unit';
import { isVariantAvailable } from '@store/contracts/stock';
import {
  type Account,
  apiLogin,
  cartButton,
  cartLine,
  emptyCart,
  expect,
  findProduct,
  login,
  loginThroughUi,
  logout,
  parseMoney,
  restorePassword,
  test,
} from './fixtures.ts';

/** The order total of the cart page's summary panel. */
async function cartTotal(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: 'Resumen del pedido' }).innerText();
  const match = text.match(/(?:^|\n)\s*Total\s+(\$[\d,]+\.\d{2})/);
  if (!match) throw new Error(`no total in the summary: ${text}`);
  return parseMoney(match[1]);
}

/** A product as a logged-in distributor sees it (with prices). */
async function pricedProduct(request: APIRequestContext, account: Account, productid: number): Promise<ProductDetail> {
  const token = await apiLogin(request, account);
  const res = await request.get(`/api/product/get_by_id/${productid}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: ProductDetail }).product;
}

/** A BOXES picker counts 'Cajas'; the others a 'Cantidad' of pairs (or units). */
async function addedToCart(page: Page, quantityLabel = 'Cantidad') {
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(MSG.addedToCart).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: quantityLabel })).toHaveValue('0');
}

test('a distributor logs in and sees prices and the cart', async ({ page, distributor }) => {
  // the welcome is shown for 4 s: read it as the store opens, before waiting for the cart's menu (login() does)
  await loginThroughUi(page, distributor);
  await expect(page.getByText(MSG.loginOk).first()).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);
  await expect(
    page
      .getByRole('main')
      .getByText(/\$[\d,]+\.\d{2}/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Regístrate para ver los precios')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  // the cart and account menus are their own chunk, drawn once it arrives (as login() waits for them)
  await expect(cartButton(page)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('menu').getByText(distributor.email)).toBeVisible();
});

test('a distributor fills the cart from three product pages, edits a line and places the order', async ({ page, request, distributor }) => {
  test.setTimeout(120_000);
  const boxes = await findProduct(request, distributor, 'BOXES');
  const units = await findProduct(request, distributor, 'UNITS');
  const sizes = await findProduct(request, distributor, 'SIZES');
  await emptyCart(request, distributor);
  await login(page, distributor);
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 0 productos');

  // BOXES: plus/minus on whole boxes; the price is per pair, a box holds units_per_box pairs.
  const boxesInfo = await pricedProduct(request, distributor, boxes.productid);
  const perBox = boxesInfo.productInfo.units_per_box;
  const boxVariant = boxesInfo.productVariants.find((v) => isVariantAvailable(v, boxesInfo.productInfo))!;
  const pairCents = discountedCents(toCents(boxVariant.price!), boxVariant.discount_value);
  // 2 boxes × the pairs in a box × the pair's price, written out rather than asked of the pricing rule
  const twoBoxesCents = 2 * perBox * pairCents;
  await page.goto(`/product?productid=${boxes.productid}`);
  await expect(page.getByRole('heading', { level: 1, name: boxes.name })).toBeVisible();
  await expect(page.getByText('DISPONIBLE', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${formatCents(pairCents)} por par · ${formatCents(perBox * pairCents)} por caja de ${perBox} pares`),
  ).toBeVisible();
  await expect(page.getByText(`Compra mínima: 1 caja de ${perBox} pares.`)).toBeVisible();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await page.getByRole('button', { name: 'Disminuir cantidad' }).click();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByRole('textbox', { name: 'Cajas' })).toHaveValue('2');
  await expect(page.getByTestId('chosen-total')).toHaveText(`2 cajas = ${2 * perBox} pares · ${formatCents(twoBoxesCents)}`);
  await addedToCart(page, 'Cajas');
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 1 producto');
  // The cart charges the 2 boxes as 2 × pairs per box × the pair price, and says so.
  await page.goto('/cart');
  const boxRow = cartLine(page, boxes.name);
  await expect(boxRow.getByText('2 cajas', { exact: true })).toBeVisible();
  // (a phone's card says the pairs twice: by the quantity and at its foot)
  await expect(boxRow.getByText(`${2 * perBox} pares`, { exact: true }).first()).toBeVisible();
  await expect(boxRow.getByText(`${formatCents(perBox * pairCents)} c/caja`, { exact: true })).toBeVisible();
  expect(await cartTotal(page)).toBe(twoBoxesCents / 100);

  // UNITS: box or half box, in steps of 12 or 6, of pairs (footwear) or units (balls, bags, bottles).
  const word = unitWord((await pricedProduct(request, distributor, units.productid)).productInfo.unit, 12);
  await page.goto(`/product?productid=${units.productid}`);
  await expect(page.getByRole('heading', { level: 1, name: units.name })).toBeVisible();
  await expect(page.getByRole('radio', { name: `Caja 12 ${word}` })).toBeChecked();
  await page.getByText(`1/2 Caja 6 ${word}`, { exact: true }).click();
  await expect(page.getByRole('radio', { name: `1/2 Caja 6 ${word}` })).toBeChecked();
  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('6');
  await addedToCart(page);
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 2 productos');

  // SIZES: the size curve (decision 019); one pair of the first size with stock.
  await page.goto(`/product?productid=${sizes.productid}`);
  await expect(page.getByRole('heading', { level: 1, name: sizes.name })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(MSG.selectQuantity)).toBeVisible();
  const inStock = page.getByTestId('curve-size').filter({ has: page.getByRole('textbox') });
  await inStock
    .first()
    .getByRole('button', { name: /^Un par más de la talla/ })
    .click();
  await expect(page.getByTestId('curve-total')).toContainText('Total: 1 par en 1 talla');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText(MSG.linesAdded(1)).first()).toBeVisible();
  await expect(page.getByTestId('curve-total')).toContainText('Total: 0 pares');
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 3 productos');
  await expect(cartButton(page)).toHaveText('3');

  // The cart: the three lines, a quantity edit saved after the pause, the total follows.
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Ver Carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /Carrito de compras/ })).toBeVisible();
  const main = page.getByRole('main');
  for (const product of [boxes, units, sizes]) await expect(main.getByText(product.name, { exact: true }).first()).toBeVisible();
  const before = await cartTotal(page);
  const boxesQuantity = main.getByLabel(`Cantidad de ${boxes.name}`, { exact: true });
  await expect(boxesQuantity).toHaveValue('2');
  await main.getByRole('button', { name: `Aumentar la cantidad de ${boxes.name}` }).click();
  await expect(boxesQuantity).toHaveValue('3');
  await expect.poll(() => cartTotal(page), { timeout: 8_000 }).toBeGreaterThan(before);
  await page.reload();
  await expect(main.getByLabel(`Cantidad de ${boxes.name}`, { exact: true })).toHaveValue('3');
  const total = await cartTotal(page);

  // Checkout: confirm; the buyer lands on the new order's own address, its detail open over the list.
  await main.getByRole('button', { name: 'Finalizar compra' }).filter({ visible: true }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Finalizar compra' });
  await expect(confirm).toContainText(`¿Desea confirmar su compra por un total de ${formatMoney(total)}?`);
  await confirm.getByRole('button', { name: 'Confirmar compra' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/, { timeout: 15_000 });
  const saleid = page.url().match(/\/orders\/(\d+)$/)![1];
  const detail = page.getByRole('dialog', { name: `Orden #${saleid}` });
  await expect(detail).toBeVisible();
  for (const product of [boxes, units, sizes]) await expect(detail.getByText(product.name, { exact: true }).first()).toBeVisible();
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(cartButton(page)).toHaveAccessibleName('Carrito: 0 productos');

  const row = page.getByRole('row').filter({ hasText: `#${saleid}` });
  await expect(row).toContainText('Orden Recibida');
  await expect(row).toContainText(formatMoney(total));
});

test('a distributor edits the profile and finds the change after a reload', async ({ page, distributor }) => {
  const phone2 = `09${String(Date.now()).slice(-8)}`;
  await login(page, distributor);
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/user$/);

  const profile = page.getByRole('form', { name: 'Datos de la cuenta' });
  await expect(profile.getByLabel('Correo electrónico', { exact: true })).toHaveValue(distributor.email);
  await expect(profile.getByLabel('Correo electrónico', { exact: true })).not.toBeEditable();
  await profile.getByLabel('Celular 2 (opcional)', { exact: true }).fill(phone2);
  await profile.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(MSG.profileUpdated).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Datos de la cuenta' }).getByLabel('Celular 2 (opcional)', { exact: true })).toHaveValue(
    phone2,
  );
});

test('a distributor changes the password, logs out and logs in with the new one', async ({ page, request, distributor }) => {
  // three logins and a password change: its finally must run (a spec that times out leaves the password changed)
  test.setTimeout(120_000);
  const newPassword = `nueva-${test.info().project.name}-${Date.now()}`;
  try {
    await login(page, distributor);
    await page.goto('/user');
    const block = page.getByRole('form', { name: 'Cambiar Contraseña' });
    await block.getByLabel('Contraseña actual', { exact: true }).fill(distributor.password);
    await block.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await block.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect(page.getByText(MSG.passwordChanged).first()).toBeVisible();

    await logout(page);
    await loginThroughUi(page, distributor);
    await expect(page.getByText(MSG.loginInvalid).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, { email: distributor.email, password: newPassword });
  } finally {
    await restorePassword(request, distributor, [newPassword]);
  }
});
