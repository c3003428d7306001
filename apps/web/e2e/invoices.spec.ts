/**
 * Electronic invoices (decision 039) from both sides: «Emitir factura» on an approved order, the authorised factura
 * in the back office's «Facturas» with its RIDE, and the same factura on the distributor's order.
 *
 * It needs invoicing on in the e2e server (playwright.config.ts's webServer env): SRI_CERT_PATH and
 * SRI_CERT_PASSWORD naming a test certificate, SRI_AMBIENTE 1, SRI_RECEPCION_URL and SRI_AUTORIZACION_URL pointing
 * at the local stand-in of the SRI's services (apps/server/src/modules/e-invoicing/sri-stand-in.ts) answering
 * RECIBIDA and AUTORIZADO, and a short SRI_RETRY_DELAY_SECONDS, so a factura is authorised within seconds.
 */
import type { Download } from '@playwright/test';
import type { AdminInvoicesResponse } from '@store/contracts/admin-invoices';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { ADMIN, adminNav, apiLogin, expect, login, loginAsAdmin, openOwnOrder, placeBoxOrder, test } from './fixtures.ts';

/** The first bytes of a download: a PDF starts with `%PDF-`. */
async function firstBytes(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunk = await new Promise<Buffer>((resolve, reject) => {
    stream.once('data', (data) => resolve(Buffer.from(data)));
    stream.once('error', reject);
  });
  return chunk.subarray(0, 5).toString('latin1');
}

test('the administrator issues an approved order’s factura and downloads its RIDE from «Facturas»; its distributor downloads it from the order', async ({
  page,
  request,
  distributor,
}) => {
  test.setTimeout(150_000);
  const saleid = await placeBoxOrder(request, distributor);
  const admin = { authorization: `Bearer ${await apiLogin(request, ADMIN)}` };
  const approved = await request.patch(`/api/admin/orders/${saleid}/status`, { headers: admin, data: { status: 'APPROVED' } });
  expect(approved.ok(), await approved.text()).toBe(true);

  // «Emitir factura» on the approved order, confirmed first
  await loginAsAdmin(page);
  await page.goto(`/admin/orders/${saleid}`);
  await page.getByRole('button', { name: 'Emitir factura' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Emitir la factura de la orden #${saleid}?` });
  await dialog.getByRole('button', { name: 'Sí, emitir factura' }).click();
  await expect(page.getByText(ADMIN_MSG.invoiceIssued).first()).toBeVisible();

  // The job sends it to the SRI (the stand-in) and asks for its authorisation, a step per run.
  let number = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/invoices', { headers: admin, params: { size: 100 } });
        expect(res.ok(), await res.text()).toBe(true);
        const factura = ((await res.json()) as AdminInvoicesResponse).invoices.find((i) => i.orderId === saleid && i.kind === 'factura');
        number = factura?.number ?? '';
        return factura?.state;
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe('authorized');

  // «Facturas»: the authorised documents' tab, the order's factura among them, and its RIDE
  await adminNav(page, 'Facturas');
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Filtrar por estado' })
    .getByRole('button', { name: /^Autorizada \d+$/ })
    .click();
  await expect(page).toHaveURL(/state=authorized/);
  const document = page.getByRole('rowgroup').filter({ has: page.getByText(number, { exact: true }) });
  await expect(document.getByText('Autorizada', { exact: true })).toBeVisible();
  await expect(document.getByRole('link', { name: `Orden #${saleid}` })).toHaveAttribute('href', `/admin/orders/${saleid}`);
  await expect(document.getByRole('button', { name: `Reintentar la factura ${number}` })).toHaveCount(0);

  const ride = page.waitForEvent('download');
  await document.getByRole('button', { name: `Descargar RIDE de la factura ${number}` }).click();
  const rideFile = await ride;
  expect(rideFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await firstBytes(rideFile)).toBe('%PDF-');

  // The distributor: the order's detail shows its factura, authorised, and gives its RIDE.
  await page.evaluate(() => localStorage.clear());
  await login(page, distributor);
  const detail = await openOwnOrder(page, saleid);
  const factura = detail.getByRole('region', { name: 'Factura' });
  await expect(factura).toContainText(number);
  await expect(factura.getByText('Autorizada', { exact: true })).toBeVisible();
  await expect(factura.getByRole('button', { name: 'Descargar XML' })).toBeVisible();

  const download = page.waitForEvent('download');
  await factura.getByRole('button', { name: 'Descargar RIDE' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`factura-${number}.pdf`);
  expect(await firstBytes(file)).toBe('%PDF-');
});
