import type { Page } from '@playwright/test';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { ProductCard } from '@store/contracts/catalog';
import { MSG } from '@store/contracts/messages';
import { stockUnits } from '@store/contracts/stock';
import {
  type Account,
  adminNav,
  apiLogin,
  emptyCart,
  expect,
  findProduct,
  login,
  loginThroughUi,
  logout,
  newestMail,
  SALES,
  test,
} from './fixtures.ts';

/**
 * Quotes («Cotizaciones») and orders keyed in by «Ventas» (docs/product.md §29), on a phone and a desktop. Each run asks
 * for a quote of its own and keys in an order of its own, so the specs run again on the same data; the demo's quotes,
 * whatever state earlier runs left them in, are not looked at.
 */

/** Calzado El Paso's owner (the demo's first distributor): the company with «Local Gualaceo», whichever the project. */
const EL_PASO_OWNER: Account = { email: 'tienda.cuenca@example.com', password: 'demo1234' };
/** The demo's member of «Ventas» (apps/server/src/db/seed/accounts.ts). */
const SALES_NAME = 'Diego Cárdenas';

/** The listed variant with the most stock: a box of it fits whichever project and run. */
function plentiful(product: ProductCard) {
  const stock = (v: ProductCard['product_variants'][number]) => stockUnits(v.product_stock[0]?.quantity ?? 0, product);
  return [...product.product_variants].sort((a, b) => stock(b) - stock(a))[0];
}

/** The back office's «Cerrar sesión», at the foot of its menu (behind the menu button on a phone). */
async function adminLogout(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
}

async function loginAsSales(page: Page) {
  await loginThroughUi(page, SALES);
  await expect(page).toHaveURL(/\/admin$/);
}

test('a quote asked, answered by Ventas, accepted', async ({ page, request, distributor }, testInfo) => {
  const stamp = Date.now();
  const note = `Prueba ${testInfo.project.name} ${stamp}: la necesitamos para el próximo mes`;
  const reply = `Precio especial ${stamp % 100_000}: entrega en 48 horas`;

  // a box in the cart, through the store's API
  const product = await findProduct(request, distributor, 'BOXES');
  const variant = plentiful(product);
  await emptyCart(request, distributor);
  const token = await apiLogin(request, distributor);
  const added = await request.post('/api/shopping_cart/add_product', {
    headers: { authorization: `Bearer ${token}` },
    data: { prodvarid: variant.prodvarid, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // the distributor asks for a quote from the cart
  await login(page, distributor);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Solicitar cotización', exact: true }).click();
  const asking = page.getByRole('dialog', { name: 'Solicitar cotización' });
  await expect(asking).toContainText('Su carrito queda vacío.');
  await asking.getByLabel('Nota para Ventas (opcional)').fill(note);
  const requested = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/quotes');
  await asking.getByRole('button', { name: 'Enviar solicitud' }).click();
  const { quoteid } = (await (await requested).json()) as { quoteid: number };
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByText(MSG.quoteRequested(quoteid))).toBeVisible();
  const row = page.locator('tr').filter({ has: page.getByText(`#${quoteid}`, { exact: true }) });
  await expect(row).toContainText('Solicitada');
  await expect(row).toContainText('Por cotizar');
  await logout(page);

  // Ventas answers it with a price for the line
  await loginAsSales(page);
  await adminNav(page, 'Cotizaciones');
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await page.getByRole('link', { name: `Abrir la cotización #${quoteid}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cotización #${quoteid}` })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Responder la cotización' })).toBeVisible();
  const price = page.getByLabel(`Precio cotizado de ${product.name} ${variant.code}`, { exact: true });
  const listPrice = Number(await price.inputValue());
  expect(listPrice).toBeGreaterThan(1);
  const quoted = (Math.round(listPrice * 93) / 100).toFixed(2);
  await price.fill(quoted);
  await page.getByLabel('Nota para el distribuidor').fill(reply);
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar cotización' }).click();
  await expect(page.getByText(ADMIN_MSG.quoteSent(quoteid))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corregir la cotización' })).toBeVisible();
  const mail = await newestMail(distributor.email, since, new RegExp(`quote=${quoteid}\\b`));
  expect(mail.subject).toMatch(new RegExp(`^Cotización #${quoteid}: precios válidos hasta el \\S`));
  expect(mail.text).toContain(reply);
  await adminLogout(page);

  // the distributor accepts it: an order at the quoted price
  await login(page, distributor);
  await page.goto(`/quotes?quote=${quoteid}`);
  const detail = page.getByRole('dialog', { name: `Cotización #${quoteid}` });
  await expect(detail).toContainText('Respondida');
  await expect(detail).toContainText(`Ventas (${SALES_NAME}) respondió el`);
  await expect(detail).toContainText(reply);
  await expect(detail).toContainText(`$${quoted}`);
  await detail.getByRole('button', { name: 'Aceptar cotización' }).click();
  const accepting = page.getByRole('dialog', { name: `Aceptar cotización #${quoteid}` });
  // El Paso's owner has two branches, and is asked which; a company with one is told where it goes
  const branch = accepting.getByLabel('Enviar a la sucursal');
  await expect(branch.or(accepting.getByText(/^Se entrega en su sucursal /))).toBeVisible();
  const asked = await branch.isVisible();
  if (asked) await branch.selectOption({ label: 'Local Gualaceo' });
  await accepting.getByRole('button', { name: 'Aceptar y crear orden' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const saleid = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(MSG.quoteAccepted(saleid))).toBeVisible();
  const order = page.getByRole('dialog', { name: `Orden #${saleid}` });
  await expect(order).toContainText(product.name);
  await expect(order).toContainText(`$${quoted}`);
  if (asked) await expect(order).toContainText('Sucursal Local Gualaceo');
  await page.keyboard.press('Escape');
  await logout(page);
});

test('Ventas keys in an order for a branch', async ({ page, request }) => {
  const product = await findProduct(request, EL_PASO_OWNER, 'BOXES');
  const variant = plentiful(product);

  await loginAsSales(page);
  await adminNav(page, 'Órdenes');
  await page.getByRole('link', { name: 'Crear pedido' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear pedido' })).toBeVisible();

  await page.getByLabel('Buscar distribuidor').fill('Calzado El Paso');
  await page.getByRole('button', { name: 'Escoger Calzado El Paso', exact: true }).click();
  const branch = page.getByLabel('Sucursal de entrega');
  await expect(branch).toHaveValue(/\d+/);
  await branch.selectOption({ label: 'Local Gualaceo — Gualaceo' });
  await page.getByLabel('Líneas', { exact: true }).fill(`${variant.code} 1`);
  await page.getByRole('button', { name: 'Revisar líneas' }).click();
  await expect(page.getByText('1 línea válida', { exact: true })).toBeVisible();
  await expect(page.getByText(product.name, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Crear pedido', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const saleid = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(ADMIN_MSG.keyedOrderCreated(saleid, 'Calzado El Paso'))).toBeVisible();
  await expect(page.getByText(`Ingresado por Ventas (${SALES_NAME})`, { exact: true })).toBeVisible();
  await expect(page.getByText('Entrega en la sucursal Local Gualaceo')).toBeVisible();
  await adminLogout(page);

  // the company's owner reads who keyed it in
  await login(page, EL_PASO_OWNER);
  await page.goto(`/orders/${saleid}`);
  const order = page.getByRole('dialog', { name: `Orden #${saleid}` });
  await expect(order).toContainText(`Ingresado por Ventas (${SALES_NAME})`);
  await expect(order).toContainText('Sucursal Local Gualaceo');
  await expect(order).toContainText(product.name);
  await page.keyboard.press('Escape');
  await logout(page);
});
