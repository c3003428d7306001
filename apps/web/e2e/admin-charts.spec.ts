import { readFile } from 'node:fs/promises';
import { adminNav, expect, loginAsAdmin, placeBoxOrder, test } from './fixtures.ts';

// The back office's sales charts and the orders export (decision 030). With CHARTS_SHOTS=<dir> the spec also saves
// the dashboard's «Ventas» section of each project as <dir>/charts-desktop.png and <dir>/charts-phone.png.

const CHARTS = [
  'Ventas por día',
  'Órdenes del período por estado',
  'Ventas por provincia',
  'Productos más vendidos',
  'Distribuidores que más compran',
];

test('the administrator sees the last 30 days of sales in charts, then 90', async ({ page }) => {
  const dir = process.env.CHARTS_SHOTS;
  // the screenshots show the bars drawn, not growing
  if (dir) await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAsAdmin(page);
  const sales = page.getByRole('region', { name: 'Ventas', exact: true });
  await sales.scrollIntoViewIfNeeded();
  await expect(sales.getByText(/^\$[\d,]+\.\d{2} en \d+ órdenes?, últimos 30 días$/)).toBeVisible();
  for (const name of CHARTS) {
    await expect(sales.getByRole('region', { name }).locator('svg.recharts-surface')).toBeVisible();
  }
  // the amounts on hover: the first distributor's bar tells its name and amount
  if (test.info().project.name === 'desktop') {
    const distributors = sales.getByRole('region', { name: 'Distribuidores que más compran' });
    await distributors.locator('.recharts-bar-rectangle').first().hover();
    await expect(distributors.locator('.recharts-tooltip-wrapper')).toContainText(/\$[\d,]+\.\d{2}/);
  }
  // and in a table, a province per row with its amount
  const provinces = sales.getByRole('region', { name: 'Ventas por provincia' });
  await provinces.getByText('Ver tabla').click();
  await expect(provinces.getByRole('table', { name: 'Ventas por provincia, últimos 30 días' }).getByRole('row').nth(1)).toContainText(
    /\$[\d,]+\.\d{2}$/,
  );

  const ninety = sales.getByRole('button', { name: '90 días' });
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/dashboard/charts?days=90') && r.ok());
  await ninety.click();
  await answered;
  await expect(ninety).toHaveAttribute('aria-pressed', 'true');
  await expect(sales.getByRole('button', { name: '30 días' })).toHaveAttribute('aria-pressed', 'false');
  await expect(sales.getByText(/^\$[\d,]+\.\d{2} en \d+ órdenes?, últimos 90 días$/)).toBeVisible();
  await expect(provinces.getByRole('table', { name: 'Ventas por provincia, últimos 90 días' })).toBeVisible();
  for (const name of CHARTS) {
    await expect(sales.getByRole('region', { name }).locator('svg.recharts-surface')).toBeVisible();
  }

  // nothing wider than the screen, on a phone too
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);

  if (dir) {
    await provinces.getByText('Ver tabla').click();
    await page.mouse.move(0, 0);
    await expect(page.getByText('Bienvenido')).toBeHidden();
    await sales.screenshot({ path: `${dir}/charts-${test.info().project.name}.png` });
  }
});

test('the administrator downloads the orders the filters find as CSV', async ({ page, request, distributor }) => {
  const saleid = await placeBoxOrder(request, distributor);
  await loginAsAdmin(page);
  await adminNav(page, 'Órdenes');
  await page.getByLabel('Buscar órdenes').fill(`#${saleid}`);
  await expect(page.getByRole('link', { name: /^Abrir la orden #/ })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`q=%23${saleid}`));
  await expect(page.getByText('Una fila por línea de orden, con el IVA desglosado, para su contador.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ordenes-.*\.csv$/);
  const bytes = await readFile((await file.path()) ?? '');
  // a UTF-8 BOM first: Excel opens the accents right
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
  expect(header.startsWith('Orden,Fecha,Estado')).toBe(true);
  // the search on screen reached the file: only this order's lines, one box line at least
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.startsWith(`${saleid},`)).toBe(true);
    expect(line.split(',')[2]).toBe('Orden Recibida');
  }
});
