import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminNav, expect, login, loginAsAdmin, newestMail, placeBoxOrder, test } from './fixtures.ts';

test('the administrator moves an order to «Entrega en Camino» and the distributor sees it', async ({ page, request, distributor }) => {
  test.setTimeout(90_000);
  const saleid = await placeBoxOrder(request, distributor);
  const since = Date.now();

  await loginAsAdmin(page);
  await adminNav(page, 'Órdenes');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  await page.getByLabel('Buscar órdenes').fill(`#${saleid}`);
  const open = page.getByRole('link', { name: `Abrir la orden #${saleid}` });
  await expect(page.getByRole('link', { name: /^Abrir la orden #/ })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ has: open })).toContainText('Orden Recibida');
  await open.click();

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${saleid}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Orden #${saleid}`);
  await expect(heading).toContainText('Orden Recibida');
  await expect(page.getByRole('link', { name: distributor.email })).toHaveAttribute('href', `mailto:${distributor.email}`);

  for (const label of ['Orden Aprobada', 'Para despacho', 'Entrega en Camino']) {
    // each move is confirmed first: the distributor gets an e-mail and it cannot be undone
    await page.getByRole('button', { name: `Marcar como «${label}»` }).click();
    const dialog = page.getByRole('dialog', { name: `¿Marcar la orden #${saleid} como «${label}»?` });
    await expect(dialog).toContainText('Le enviaremos un correo al distribuidor');
    await dialog.getByRole('button', { name: 'Sí, cambiar estado' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ADMIN_MSG.orderMoved(saleid, label)).first()).toBeVisible();
    await expect(heading).toContainText(label);
  }
  await expect(page.getByRole('button', { name: 'Marcar como «Entregado»' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar orden' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Marcar como «(Orden Aprobada|Para despacho|Entrega en Camino)»/ })).toHaveCount(0);

  const history = page.getByRole('list', { name: 'Historial de estados' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  for (const label of ['Orden Recibida', 'Orden Aprobada', 'Para despacho', 'Entrega en Camino']) {
    await expect(history.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(history.getByRole('listitem').last()).toContainText('admin@calzadoandino.ec');

  const mail = await newestMail(distributor.email, since, /Entrega en Camino/);
  expect(mail.subject).toBe(`Su orden #${saleid}: Entrega en Camino`);

  // The distributor's own orders page shows the new label.
  await page.evaluate(() => localStorage.clear());
  await login(page, distributor);
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ has: page.getByText(`#${saleid}`, { exact: true }) });
  await expect(row).toContainText('Entrega en Camino');
});
