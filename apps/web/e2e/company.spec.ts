import { MSG } from '@store/contracts/messages';
import { expect, login, logout, newestMail, placeBoxOrder, test } from './fixtures.ts';

/**
 * «Mi empresa» (docs/product.md §28) on a phone and a desktop: the project's distributor, its company's owner, invites a
 * buyer with a $100.00 limit; the link from the outbox sets the buyer's password; the buyer's order of a box is over the
 * limit and waits «Por aprobar»; the owner approves it from the order. The buyer's access is removed at the end, so
 * the spec runs again on the same data with a new address.
 */
test('the owner invites a buyer, the buyer orders over the limit, the owner approves; then removes the buyer', async ({
  page,
  request,
  distributor,
}, testInfo) => {
  const stamp = Date.now();
  const buyer = { email: `compras.${testInfo.project.name}.${stamp}@example.com`, password: 'compras-2026' };
  const lastname = `Prueba ${stamp % 100_000}`;
  const since = Date.now();
  await login(page, distributor);
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Mi empresa' })).toBeVisible();
  const people = page.getByRole('region', { name: 'Personas' });
  await people.getByRole('button', { name: 'Invitar persona' }).click();
  const invite = page.getByRole('dialog', { name: 'Invitar a una persona' });
  await invite.getByLabel('Correo electrónico').fill(buyer.email);
  await invite.getByLabel('Nombre').fill('Pedro');
  await invite.getByLabel('Apellido').fill(lastname);
  await invite.getByLabel('Rol').selectOption('BUYER');
  await invite.getByLabel('Límite por pedido (USD, IVA incluido)').fill('100');
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(MSG.companyInvitationSent)).toBeVisible();
  await expect(people.getByText(buyer.email)).toBeVisible();

  // the link from the outbox opens the invitation's page, where the buyer chooses a password
  const mail = await newestMail(buyer.email, since, /company-invitation/);
  const link = /https?:\/\/\S+\/company-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await logout(page);
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByRole('heading', { name: /^Hola Pedro, le invitaron a / })).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(buyer.password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Crear mi usuario' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.companyInvitationAccepted)).toBeVisible();

  // the buyer's order of a box (over $100.00) waits for the owner
  const saleid = await placeBoxOrder(request, buyer);
  await login(page, buyer);
  await page.goto(`/orders/${saleid}`);
  const order = page.getByRole('dialog', { name: `Orden #${saleid}` });
  await expect(order.getByRole('region', { name: 'Esperando la aprobación del titular' })).toBeVisible();
  await expect(order.getByText('Por aprobar').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await logout(page);

  // the owner approves it from the order
  await login(page, distributor);
  await page.goto(`/orders/${saleid}`);
  const waiting = page.getByRole('dialog', { name: `Orden #${saleid}` });
  const panel = waiting.getByRole('region', { name: 'Este pedido espera su aprobación' });
  await expect(panel).toContainText(`Pedro ${lastname} hizo este pedido sobre su límite por pedido`);
  await panel.getByRole('button', { name: 'Aprobar pedido' }).click();
  await expect(page.getByText(MSG.orderApprovedByOwner)).toBeVisible();
  await expect(waiting.getByText(`Pedido por Pedro ${lastname} · Aprobado por`, { exact: false })).toBeVisible();
  await expect(waiting.getByText('Orden Recibida').first()).toBeVisible();

  // and removes the buyer's access: their login is refused from now on
  await page.goto('/company');
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: `Quitar el acceso de Pedro ${lastname}` }).click();
  await expect(page.getByText(MSG.personRemoved)).toBeVisible();
  const refused = await request.post('/api/auth/login_whole_sale', { data: buyer });
  expect(refused.status()).toBe(403);
});
