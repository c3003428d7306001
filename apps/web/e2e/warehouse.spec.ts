import type { Locator, Page } from '@playwright/test';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { StockListResponse } from '@store/contracts/warehouse';
import { ADMIN, adminNav, apiLogin, expect, loginAsAdmin, loginThroughUi, placeBoxOrder, test, WAREHOUSE } from './fixtures.ts';

// The warehouse (decision 028): the Bodega account prepares an approved order, with no price in sight, and counts
// stock; the administrator then finds that count in the history, with its values before and after. With
// WAREHOUSE_SHOTS=<dir> the spec also saves <dir>/{fulfilment,stock,history}-<project>.png.

/** The page as it is, from its top (or with `target` in view). */
async function shot(page: Page, name: string, target?: Locator) {
  const dir = process.env.WAREHOUSE_SHOTS;
  if (!dir) return;
  // no toast over the page, and the menu and the page at their tops
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const aside of document.querySelectorAll('aside')) aside.scrollTop = 0;
  });
  if (target) await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png` });
}

test('Bodega dispatches an approved order and counts stock; the administrator sees the count in the history', async ({
  page,
  request,
  distributor,
}) => {
  test.setTimeout(120_000);
  // An order of the project's own distributor, approved by the administrator through the API.
  const saleid = await placeBoxOrder(request, distributor);
  const adminToken = await apiLogin(request, ADMIN);
  const approved = await request.patch(`/api/admin/orders/${saleid}/status`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The variant to count: the first one sold by sizes, one pair more in its first size (the other specs only need enough).
  const bodegaToken = await apiLogin(request, WAREHOUSE);
  const stockPage = async (n: number) => {
    const res = await request.get('/api/admin/stock', {
      headers: { authorization: `Bearer ${bodegaToken}` },
      params: { page: n, size: 100 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as StockListResponse;
  };
  let variant: StockListResponse['variants'][number] | undefined;
  for (let n = 1; !variant && n <= 5; n++)
    variant = (await stockPage(n)).variants.find((v) => v.stockType === 'SIZES' && v.rows.length > 0);
  if (!variant) throw new Error('no variant sold by sizes in the demo catalogue');
  const row = variant.rows[0];
  const before = row.quantity;
  const after = before + 1;

  // Bodega lands on «Por despachar» and opens the order.
  await loginThroughUi(page, WAREHOUSE);
  await expect(page).toHaveURL(/\/admin\/fulfilment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Por despachar' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtrar por estado' }).getByRole('button', { name: /^Orden Aprobada/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: `Abrir la orden #${saleid}` })).toBeVisible();
  await shot(page, 'fulfilment-list');
  await page.getByLabel('Buscar órdenes').fill(`#${saleid}`);
  await expect(page.getByRole('link', { name: /^Abrir la orden #/ })).toHaveCount(1);
  await page.getByRole('link', { name: `Abrir la orden #${saleid}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/fulfilment/${saleid}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Orden #${saleid}`);
  await expect(heading).toContainText('Orden Aprobada');
  await expect(page.getByRole('table', { name: 'Productos por preparar' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText(/^\d+ cajas?$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enviar a' })).toBeVisible();
  // no price anywhere: not on the page, not in the menu
  await expect(page.locator('body')).not.toContainText('$');
  await shot(page, 'fulfilment');
  if (process.env.WAREHOUSE_SHOTS) {
    // what «Imprimir» prints: the picking sheet alone
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'fulfilment-print');
    await page.emulateMedia({ media: 'screen' });
  }

  await page.getByRole('button', { name: 'Marcar como «Para despacho»' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Marcar la orden #${saleid} como «Para despacho»?` });
  await dialog.getByRole('button', { name: 'Sí, cambiar estado' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ADMIN_MSG.orderMoved(saleid, 'Para despacho')).first()).toBeVisible();
  await expect(heading).toContainText('Para despacho');
  await expect(page.getByRole('button', { name: 'Marcar como «Entrega en Camino»' })).toBeVisible();

  // «Inventario»: one size counted again.
  await adminNav(page, 'Inventario');
  await expect(page).toHaveURL(/\/admin\/stock$/);
  const searched = page.waitForResponse((r) => r.url().includes('/api/admin/stock?') && r.url().includes('q=') && r.ok());
  await page.getByLabel('Buscar variantes').fill(variant.code);
  await searched;
  const card = page.getByRole('article', { name: `Stock de ${variant.code}` });
  const counted = () => card.getByLabel(row.sizeName ? new RegExp(`^Talla ${row.sizeName}\\b`) : /^Cantidad/);
  const input = counted();
  await expect(input).toHaveValue(String(before));
  await input.fill(String(after));
  await expect(card.getByText('1 cambio sin guardar')).toBeVisible();
  await shot(page, 'stock');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Stock de ${variant.productName} (${variant.code}) guardado`).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await expect(input).toHaveValue(String(after));
  // read again from the server, it holds the new count
  await page.reload();
  await expect(counted()).toHaveValue(String(after));
  // Bodega has no history
  await expect(page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: 'Historial' })).toHaveCount(0);

  // The administrator finds the count in the history, with its values before and after...
  await page.evaluate(() => localStorage.clear());
  await loginAsAdmin(page);
  await adminNav(page, 'Historial');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de cambios' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'history');
  await page.getByLabel('Tipo de registro').selectOption('product');
  const found = page.waitForResponse((r) => r.url().includes('/api/admin/history?') && r.url().includes('q=') && r.ok());
  await page.getByLabel('Buscar en el historial').fill(variant.code);
  await found;
  const change = `${before} → ${after}`;
  const entry = page
    .getByRole('row')
    .filter({ hasText: `${variant.productName} (${variant.code})` })
    .first();
  await expect(entry).toContainText(change);
  await expect(entry).toContainText(WAREHOUSE.email);

  // ...and on the product's own page.
  await entry.getByRole('link', { name: `${variant.productName} (${variant.code})` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${variant.productid}$`));
  const panel = page.getByRole('list', { name: 'Historial de cambios' });
  await expect(panel.getByRole('listitem').first()).toContainText(change);
  await expect(panel.getByRole('listitem').first()).toContainText(WAREHOUSE.email);
  await shot(page, 'history-product', page.getByRole('heading', { level: 2, name: 'Historial de cambios' }));
  await expect(page.getByRole('link', { name: 'Ver todo' })).toHaveAttribute(
    'href',
    `/admin/history?entity=product&entityId=${variant.productid}`,
  );
});
