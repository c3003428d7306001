import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { apiLogin, expect, login, loginAsAdmin, newestMail, openOwnOrder, placeBoxOrder, test } from './fixtures.ts';

test('the administrator sends an order on its way with a guide; the distributor sees it and downloads the order’s PDF', async ({
  page,
  request,
  distributor,
}) => {
  test.setTimeout(90_000);
  const saleid = await placeBoxOrder(request, distributor);
  const guide = `GU-${saleid}-EC`;

  // The first two steps through the API; the move on its way through the back office's dialog.
  const admin = { authorization: `Bearer ${await apiLogin(request, { email: 'admin@calzadoandino.ec', password: 'admin123' })}` };
  for (const status of ['APPROVED', 'TO_DELIVER']) {
    expect((await request.patch(`/api/admin/orders/${saleid}/status`, { headers: admin, data: { status } })).ok()).toBe(true);
  }
  await loginAsAdmin(page);
  await page.goto(`/admin/orders/${saleid}`);
  const since = Date.now();
  await page.getByRole('button', { name: 'Marcar como «Entrega en Camino»' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Marcar la orden #${saleid} como «Entrega en Camino»?` });
  await dialog.getByLabel('Transportista').fill('Servientrega');
  await dialog.getByLabel('Número de guía').fill(guide);
  await dialog.getByRole('button', { name: 'Sí, cambiar estado' }).click();
  await expect(page.getByText(ADMIN_MSG.orderMoved(saleid, 'Entrega en Camino')).first()).toBeVisible();
  const mail = await newestMail(distributor.email, since, /Entrega en Camino/);
  expect(mail.text).toContain(`Número de guía: ${guide}`);

  // The distributor: the order's detail shows the carrier, the guide and the timeline, and gives its PDF.
  await page.evaluate(() => localStorage.clear());
  await login(page, distributor);
  const detail = await openOwnOrder(page, saleid);
  await expect(detail.getByText('Su orden va en camino')).toBeVisible();
  await expect(detail.getByText('Servientrega')).toBeVisible();
  await expect(detail.getByText(guide)).toBeVisible();
  const timeline = detail.getByRole('list', { name: 'Estados de la orden' });
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByRole('listitem').last()).toContainText('Entrega en Camino');

  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`nota-de-pedido-${saleid}.pdf`);
  const stream = await file.createReadStream();
  const first = await new Promise<Buffer>((resolve, reject) => {
    stream.once('data', (chunk) => resolve(Buffer.from(chunk)));
    stream.once('error', reject);
  });
  expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The chat with the store has the order's number written.
  const whatsapp = detail.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${saleid}$`));
});
