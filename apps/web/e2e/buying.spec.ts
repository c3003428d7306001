import type { APIRequestContext } from '@playwright/test';
import type { ProductCard } from '@store/contracts/catalog';
import { type Account, apiLogin, emptyCart, expect, findProduct, login, test } from './fixtures.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A colour of the card with plenty of stock (findProduct's cards have 48 or more). */
const plentyOf = (card: ProductCard) => card.product_variants.find((v) => (v.product_stock[0]?.quantity ?? 0) >= 48)!;

/** Set-up: a past order of one box, placed through the API, and an empty cart again. */
async function placePastOrder(request: APIRequestContext, account: Account, prodvarid: number) {
  const token = (await apiLogin(request, account))!;
  await emptyCart(request, account);
  const added = await request.post('/api/shopping_cart/add_many', {
    headers: bearer(token),
    data: { lines: [{ prodvarid, quantity: 1 }] },
  });
  expect(added.ok()).toBe(true);
  const placed = await request.post('/api/sale/make_sale', { headers: bearer(token) });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { saleid: number }).saleid;
}

test('a distributor reorders a past order, then pastes a quick order with one bad line and adds the rest', async ({
  page,
  request,
  distributor,
}) => {
  const boxes = await findProduct(request, distributor, 'BOXES');
  const units = await findProduct(request, distributor, 'UNITS', [boxes.productid]);
  const saleid = await placePastOrder(request, distributor, plentyOf(boxes).prodvarid);

  await login(page, distributor);
  await page.goto('/orders');
  await page.getByRole('button', { name: `Volver a pedir la orden #${saleid}` }).click();
  const dialog = page.getByRole('dialog', { name: `Volver a pedir la orden #${saleid}` });
  await expect(dialog).toContainText('Se agregó 1 producto al carrito con los precios de hoy.');
  await expect(dialog.getByRole('region', { name: 'Agregados al carrito' })).toContainText(boxes.name);
  await expect(dialog.getByRole('region', { name: 'Agregados al carrito' })).toContainText('Agregado');
  await dialog.getByRole('button', { name: 'Seguir aquí' }).click();

  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Pedido rápido' }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  const code = plentyOf(units).code;
  await page.getByLabel('Líneas del pedido').fill(`${code.toLowerCase()} 12\nCA-NO-EXISTE 6`);
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByRole('alert')).toContainText('Línea 2: no se encontró el código "CA-NO-EXISTE"');
  // a table on a desktop, a card per line on a phone
  await expect(page.getByText(units.name, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Agregar 1 línea válida' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 producto agregado al carrito' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir al carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const card of [boxes, units]) {
    // a table row on a desktop, a card per colour on a phone
    await expect(page.locator('tr, li').filter({ has: page.getByRole('link', { name: card.name, exact: true }) })).toHaveCount(1);
  }
  await emptyCart(request, distributor);
});
