import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { MSG } from '@store/contracts/messages';
import {
  ADMIN,
  adminNav,
  apiLogin,
  expect,
  loginAsAdmin,
  loginThroughUi,
  newestMail,
  randomCedula,
  SALES,
  SESSION_KEY,
  test,
  tinyPdf,
  WAREHOUSE,
} from './fixtures.ts';

// The staff's roles (decision 030): an Administrador invites a member by e-mail, the link opens their account, and each
// role sees in the back office only the parts it may use; what it may not is refused by the server too.

const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

/**
 * With STAFF_SHOTS=1 the spec also writes docs/screenshots/staff-<name>-<project>.png: the desktop's screen as it
 * is seen (1280×800), the phone's whole page (390 wide) unless told.
 */
async function shot(page: Page, info: TestInfo, name: string, { fullPage = info.project.name !== 'desktop' } = {}) {
  if (!process.env.STAFF_SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shotsDir, `staff-${name}-${info.project.name}.png`), fullPage });
}

/** The names of the back office's menu links, in order (on a phone the menu opens first, and closes again). */
async function menuLinks(page: Page): Promise<string[]> {
  const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
  if (narrow) await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  const nav = page.getByRole('navigation', { name: 'Menú de administración' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  // a link's name, without the count waiting beside it («Distribuidores 3 registros pendientes»)
  const links = (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/\d.*$/, '').trim());
  if (narrow) await page.getByRole('button', { name: 'Cerrar menú' }).click();
  return links;
}

/** The session token the page signed in with (lib/session.ts). */
const pageToken = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '', SESSION_KEY);

/** A distributor registered through the API with one PDF, so each run has a document of its own to ask for. */
async function distributorWithDocument(request: APIRequestContext, project: string) {
  const email = `documentos.${project}.${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register_whole_sale', {
    multipart: {
      ci: randomCedula(),
      company_name: `Calzado Documentos ${Date.now() % 100000}`,
      name: 'Teresa',
      lastname: 'Naula',
      email,
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Calle Larga 3-10',
      phone: '0991234567',
      phone2: '',
      base_phone: '072845678',
      password: 'clave-segura-1',
      confirmPassword: 'clave-segura-1',
      file1: { name: 'ruc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const headers = { authorization: `Bearer ${await apiLogin(request, ADMIN)}` };
  const found = await request.get('/api/admin/distributors', { headers, params: { q: email } });
  const [{ userid }] = ((await found.json()) as { distributors: { userid: number }[] }).distributors;
  const detail = await request.get(`/api/admin/distributors/${userid}`, { headers });
  const { documents } = (await detail.json()) as { documents: { documentid: number }[] };
  return { userid, documentId: documents[0].documentid };
}

test('the administrator invites a Bodega member, whose e-mailed link opens an account that sees only its two pages', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const email = `bodega.${info.project.name}.${Date.now()}@calzadoandino.ec`;
  const since = Date.now();

  await loginAsAdmin(page);
  await adminNav(page, 'Personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
  await expect(page.getByText('bodega@calzadoandino.ec')).toBeVisible();

  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar al personal' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Nombre').fill('Luis');
  await dialog.getByLabel('Apellido').fill('Tenesaca');
  await dialog.getByRole('radio', { name: /^Bodega/ }).check();
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(ADMIN_MSG.staffInvited(email)).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Reenviar la invitación a ${email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancelar la invitación a ${email}` })).toBeVisible();
  if (process.env.STAFF_SHOTS) {
    // the page as it is opened, without the toasts over it
    await page.reload();
    await expect(page.getByRole('button', { name: `Reenviar la invitación a ${email}` })).toBeVisible();
    await shot(page, info, 'page');
  }

  // the e-mail's link, as the invited person opens it (signed in as nobody)
  const mail = await newestMail(email, since, /staff-invitation/);
  expect(mail.subject).toBe('Invitación al panel de Calzado Andino');
  expect(mail.text).toContain('con el rol Bodega');
  const link = mail.text.match(/https?:\/\/\S+\/staff-invitation\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Hola Luis, le invitaron como Bodega' })).toBeVisible();
  await shot(page, info, 'invitation', { fullPage: false });
  await page.getByLabel('Contraseña', { exact: true }).fill('bodega-nueva-1');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('bodega-nueva-1');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.invitationAccepted).first()).toBeVisible();

  // the link opened the account once: a second visit is refused with the server's sentence, and no form
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(MSG.invitationInvalid);
  await expect(page.getByLabel('Confirmar contraseña', { exact: true })).toHaveCount(0);

  await loginThroughUi(page, { email, password: 'bodega-nueva-1' });
  await expect(page).toHaveURL(/\/admin\/fulfilment$/);
  expect(await menuLinks(page)).toEqual(['Por despachar', 'Inventario']);
  // the sidebar says who is signed in and with which role (on a phone it is in the menu's drawer)
  if (info.project.name === 'desktop') await expect(page.getByText('Rol: Bodega')).toBeVisible();
});

test('Bodega cannot open a distributor’s documents: the page says so, and the API answers 403 to its token', async ({
  page,
  request,
}, info) => {
  const { userid, documentId } = await distributorWithDocument(request, info.project.name);

  await loginThroughUi(page, WAREHOUSE);
  await expect(page).toHaveURL(/\/admin\/fulfilment$/);
  await page.goto(`/admin/distributors/${userid}`);
  await expect(page.getByRole('heading', { name: 'No tiene permiso para ver esta sección' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ver PDF/ })).toHaveCount(0);
  await shot(page, info, 'no-permission', { fullPage: false });
  await page.getByRole('link', { name: 'Ir a Por despachar' }).click();
  await expect(page).toHaveURL(/\/admin\/fulfilment$/);

  const token = await pageToken(page);
  expect(token).not.toBe('');
  const refused = await request.get(`/api/admin/distributors/${userid}/documents/${documentId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ ok: false, msg: MSG.forbidden });

  // the same document opens for the Administrador: the refusal is the role's, not the address's
  const adminToken = await apiLogin(request, ADMIN);
  const opened = await request.get(`/api/admin/distributors/${userid}/documents/${documentId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(opened.status()).toBe(200);
});

test('Ventas sees distributors and orders but not the products nor the price lists', async ({ page, request }, info) => {
  const { userid } = await distributorWithDocument(request, info.project.name);

  await loginThroughUi(page, SALES);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  const links = await menuLinks(page);
  expect(links).toEqual(expect.arrayContaining(['Distribuidores', 'Órdenes']));
  expect(links).not.toContain('Productos');
  expect(links).not.toContain('Listas de precios');
  expect(links).not.toContain('Personal');

  // a distributor's page: the documents, but neither the price group nor the credit terms' form
  await page.goto(`/admin/distributors/${userid}`);
  await expect(page.getByRole('button', { name: 'Ver PDF ruc.pdf' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Condiciones de pago' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Grupo de precios' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar condiciones' })).toHaveCount(0);

  // the products' address itself shows the notice, not the page
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'No tiene permiso para ver esta sección' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Panel' })).toBeVisible();
});
