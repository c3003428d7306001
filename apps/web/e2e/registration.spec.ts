import { MSG } from '@store/contracts/messages';
import { expect, loginThroughUi, pdfUpload, randomCedula, test } from './fixtures.ts';

test('a new distributor registers with a PDF, then learns the account awaits approval', async ({ page }) => {
  const email = `registro.${test.info().project.name}.${Date.now()}@example.com`;
  const password = 'clave-segura-1';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de distribuidores' })).toBeVisible();
  await page.getByLabel('RUC', { exact: true }).fill(randomCedula());
  await page.getByLabel('Empresa', { exact: true }).fill('Calzado Prueba E2E');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido', { exact: true }).fill('Prueba');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Celular 1', { exact: true }).fill('0991234567');
  await page.getByLabel('Celular 2 (opcional)', { exact: true }).fill('0987654321');
  await page.getByLabel('Teléfono fijo (opcional)', { exact: true }).fill('072845678');

  const city = page.getByLabel('Ciudad', { exact: true });
  await expect(city).toBeDisabled();
  await page.getByLabel('Provincia', { exact: true }).selectOption('Azuay');
  await expect(city).toBeEnabled();
  await city.selectOption('Cuenca');
  await page.getByLabel('Dirección', { exact: true }).fill('Av. Solano 1-23 y 12 de Abril');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);

  await page.getByLabel(/Elegir archivos PDF/).setInputFiles(pdfUpload('ruc-empresa.pdf'));
  await expect(page.getByRole('list', { name: 'Archivos seleccionados' }).getByText('ruc-empresa.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar solicitud de registro' }).click();
  await expect(page.getByText(MSG.registered).first()).toBeVisible({ timeout: 15_000 });

  await loginThroughUi(page, { email, password });
  await expect(page.getByText(MSG.accountPending).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('registration refuses to go on without documents', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Enviar solicitud de registro' }).click();
  await expect(page.getByText(MSG.filesMin)).toBeVisible();
  await expect(page.getByText(MSG.ciRequired)).toBeVisible();
  await expect(page.getByText(MSG.provinceCity).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
