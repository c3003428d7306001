import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminNav, expect, login, loginAsAdmin, newestMail, randomCedula, test, tinyPdf } from './fixtures.ts';

/** The demo pending request (desktop), or a fresh one registered through the API (phone: the demo one is approved by then). */
async function pendingAccount(request: import('@playwright/test').APIRequestContext, project: string) {
  if (project === 'desktop') return { email: 'pendiente.loja@example.com', password: 'demo1234', company: 'Zapatería Loja Centro' };
  const email = `aprobar.${project}.${Date.now()}@example.com`;
  const company = `Calzado Aprobación ${Date.now() % 100000}`;
  const res = await request.post('/api/auth/register_whole_sale', {
    multipart: {
      ci: randomCedula(),
      company_name: company,
      name: 'Marcela',
      lastname: 'Ordóñez',
      email,
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Av. Remigio Crespo 2-40',
      phone: '0991234567',
      phone2: '',
      base_phone: '072845678',
      password: 'clave-segura-1',
      confirmPassword: 'clave-segura-1',
      file1: { name: 'ruc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: 'clave-segura-1', company };
}

test('the administrator approves a pending registration, and the distributor then logs in and sees prices', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await pendingAccount(request, test.info().project.name);
  const since = Date.now();

  await loginAsAdmin(page);
  await adminNav(page, 'Distribuidores');
  await expect(page.getByRole('heading', { level: 1, name: 'Distribuidores' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pendientes/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar distribuidor' }).fill(account.email);
  await expect(page).toHaveURL(/q=/);
  await page
    .getByRole('link', { name: `Ver detalle de ${account.company}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: account.company })).toBeVisible();
  await expect(page.getByRole('main').getByText('Pendiente', { exact: true })).toBeVisible();

  // the PDF the distributor uploaded opens in a new tab (opened during the click, so no popup blocker stops it),
  // fetched with the administrator's token
  const pdf = page.waitForResponse((r) => /\/api\/admin\/distributors\/\d+\/documents\/\d+$/.test(r.url()));
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: /^Ver PDF / })
    .first()
    .click();
  const popup = await popupOpened;
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // the tab ends on the file itself
  await expect.poll(() => popup.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  await popup.close();

  await page.getByRole('button', { name: 'Aprobar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`¿Aprobar a ${account.company}?`);
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText(ADMIN_MSG.distributorApproved).first()).toBeVisible();
  // the status badge under the name (the «Historial de cambios» panel further down says «Aprobado» too)
  await expect(page.getByRole('main').getByText('Aprobado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deshabilitar' })).toBeVisible();

  const mail = await newestMail(account.email, since, /login/);
  expect(mail.subject).toBe('¡Bienvenido! Su cuenta de distribuidor fue aprobada');
  expect(mail.text).toContain('/login');

  // the distributor, in a fresh session
  await page.evaluate(() => localStorage.clear());
  await login(page, account);
  await expect(
    page
      .getByRole('main')
      .getByText(/\$[\d,]+\.\d{2}/)
      .first(),
  ).toBeVisible();
});
