import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { expect, login, loginAsAdmin, newestMail, placeBoxOrder, test, tinyPdf } from './fixtures.ts';

test('a distributor uploads a transfer receipt, the administrator confirms it and the distributor sees «Pago confirmado»', async ({
  page,
  request,
  distributor,
}) => {
  test.setTimeout(90_000);
  const saleid = await placeBoxOrder(request, distributor);

  // The distributor: the order detail shows the accounts and takes the receipt.
  await login(page, distributor);
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ has: page.getByText(`#${saleid}`, { exact: true }) });
  await expect(row).toContainText('Pago pendiente');
  await row.getByRole('button', { name: `Ver detalle de la orden #${saleid}` }).click();
  const dialog = page.getByRole('dialog', { name: `Orden #${saleid}` });
  const panel = dialog.getByRole('region', { name: 'Pago por transferencia' });
  await expect(panel.getByRole('list', { name: 'Cuentas bancarias de la tienda' })).toContainText('Banco Pichincha');
  await expect(panel.getByRole('button', { name: 'Subir comprobante' })).toBeVisible();
  await panel.getByTestId('receipt-input').setInputFiles({ name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  // The panel's state is what stays; the toast that says the same (asserted in payment-panel.test.tsx) may be
  // gone before a busy CI machine looks for it.
  await expect(panel.getByText('Comprobante enviado').first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('button', { name: 'Subir comprobante' })).toHaveCount(0);

  // The administrator: the receipt waits in the order's page; confirming it also approves the order.
  await page.evaluate(() => localStorage.clear());
  await loginAsAdmin(page);
  await page.goto(`/admin/orders?payment=SENT&q=%23${saleid}`);
  await page.getByRole('link', { name: `Abrir la orden #${saleid}` }).click();
  const receipts = page.getByRole('list', { name: 'Comprobantes de pago' });
  await expect(receipts).toContainText('transferencia.pdf');
  const since = Date.now();
  await receipts.getByRole('button', { name: 'Confirmar pago' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Confirmar el pago de la orden #${saleid}?` });
  await expect(confirm.getByRole('checkbox', { name: /Aprobar también la orden/ })).toBeChecked();
  await confirm.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page.getByText(ADMIN_MSG.paymentConfirmedApproved(saleid)).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Orden Aprobada');
  const mail = await newestMail(distributor.email, since, /Confirmamos el pago/);
  expect(mail.subject).toBe(`Pago confirmado: orden #${saleid}`);

  // The distributor sees it paid.
  await page.evaluate(() => localStorage.clear());
  await login(page, distributor);
  await page.goto('/orders');
  await expect(row).toContainText('Pago confirmado');
  await row.getByRole('button', { name: `Ver detalle de la orden #${saleid}` }).click();
  await expect(panel.getByText('Confirmamos su pago. ¡Gracias!')).toBeVisible();
});
