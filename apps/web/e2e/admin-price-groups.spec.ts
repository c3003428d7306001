import type { APIRequestContext } from '@playwright/test';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { ProductDetail } from '@store/contracts/catalog';
import { discountedCents, formatCents, toCents } from '@store/contracts/pricing';
import { isVariantAvailable } from '@store/contracts/stock';
import {
  type Account,
  ADMIN,
  adminNav,
  apiLogin,
  expect,
  findProduct,
  login,
  loginAsAdmin,
  randomCedula,
  test,
  tinyPdf,
} from './fixtures.ts';

/** A distributor registered through the API and approved by the administrator, so each run moves its own. */
async function approvedDistributor(request: APIRequestContext, project: string): Promise<Account & { company: string; userid: number }> {
  const stamp = Date.now();
  const email = `grupo.${project}.${stamp}@example.com`;
  const company = `Calzado Grupo ${project} ${stamp % 100000}`;
  const registered = await request.post('/api/auth/register_whole_sale', {
    multipart: {
      ci: randomCedula(),
      company_name: company,
      name: 'Patricio',
      lastname: 'Cárdenas',
      email,
      province: 'Tungurahua',
      city: 'Ambato',
      address: 'Av. Cevallos 8-20',
      phone: '0991234567',
      phone2: '',
      base_phone: '032421234',
      password: 'clave-segura-1',
      confirmPassword: 'clave-segura-1',
      file1: { name: 'ruc.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const headers = { authorization: `Bearer ${await apiLogin(request, ADMIN)}` };
  const found = await request.get('/api/admin/distributors', { headers, params: { q: email } });
  expect(found.ok()).toBe(true);
  const [{ userid }] = ((await found.json()) as { distributors: { userid: number }[] }).distributors;
  const approved = await request.patch(`/api/admin/distributors/${userid}/status`, { headers, data: { status: 'APPROVED' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { email, password: 'clave-segura-1', company, userid };
}

/** A product as a distributor of the default group sees it: at list prices. */
async function atListPrices(request: APIRequestContext, account: Account, productid: number): Promise<ProductDetail> {
  const token = await apiLogin(request, account);
  const res = await request.get(`/api/product/get_by_id/${productid}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: ProductDetail }).product;
}

test('the administrator prices a new group at 10 % off, moves a distributor into it, and the store shows them the new prices', async ({
  page,
  request,
  distributor,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const account = await approvedDistributor(request, project);
  const groupName = `Grupo e2e ${project} ${Date.now()}`;

  // The list price of the variant the product page preselects, as a distributor of the default group (list prices) sees it.
  const product = await findProduct(request, distributor, 'BOXES');
  const listed = await atListPrices(request, distributor, product.productid);
  const variant = listed.productVariants.find((v) => isVariantAvailable(v, listed.productInfo));
  if (!variant?.price) throw new Error(`no available variant with a price in product ${product.productid}`);
  // 10 % off the list price (the group's), then the variant's own offer as the page applies it to any price
  const groupCents = discountedCents(toCents(variant.price), 10);
  const pairCents = discountedCents(groupCents, variant.discount_value);
  expect(groupCents).toBe(Math.round(toCents(variant.price) * 0.9));

  // The group and its list, through the back office.
  await loginAsAdmin(page);
  await adminNav(page, 'Listas de precios');
  await expect(page.getByRole('heading', { level: 1, name: 'Listas de precios' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo grupo' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nuevo grupo de precios' });
  await dialog.getByLabel('Nombre del grupo').fill(groupName);
  await expect(dialog.getByLabel('Grupo para distribuidores nuevos')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(ADMIN_MSG.priceGroupCreated(groupName)).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name: groupName });
  await expect(card).toContainText('0 distribuidores');
  await expect(card).toContainText('Este grupo no tiene listas');
  await card.getByRole('button', { name: `Agregar lista a ${groupName}` }).click();
  dialog = page.getByRole('dialog', { name: `Nueva lista para ${groupName}` });
  await expect(dialog.getByRole('radio', { name: /Porcentaje de descuento/ })).toBeChecked();
  await dialog.getByLabel('Descuento (%)').fill('10');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(ADMIN_MSG.priceListCreated).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const listRow = card.getByRole('row').filter({ hasText: '10 % de descuento' });
  await expect(listRow).toContainText('Sin fechas');
  await expect(listRow.getByText('Vigente')).toBeVisible();

  // The distributor moves into it from their page.
  await page.goto(`/admin/distributors/${account.userid}`);
  await expect(page.getByRole('heading', { level: 1, name: account.company })).toBeVisible();
  const groupSelect = page.getByRole('combobox', { name: 'Grupo de precios' });
  await expect(groupSelect).toBeEnabled();
  // where registration put them (the default group), to put them back at the end
  const before = (await groupSelect.locator('option:checked').textContent()) ?? 'Precios de lista';
  await groupSelect.selectOption({ label: groupName });
  await expect(page.getByText(ADMIN_MSG.distributorGroupChanged(account.company, groupName)).first()).toBeVisible();
  await expect(groupSelect).toBeEnabled();
  await expect(groupSelect.locator('option:checked')).toHaveText(groupName);

  // The distributor's store: the product page at the group's price.
  await page.evaluate(() => localStorage.clear());
  await login(page, account);
  await page.goto(`/product?productid=${product.productid}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const perBox = listed.productInfo.units_per_box;
  await expect(
    page.getByText(`${formatCents(pairCents)} por par · ${formatCents(perBox * pairCents)} por caja de ${perBox} pares`),
  ).toBeVisible();

  // Clean-up through the back office: the distributor back where they were, the group deleted.
  await page.evaluate(() => localStorage.clear());
  await loginAsAdmin(page);
  await page.goto(`/admin/distributors/${account.userid}`);
  await expect(groupSelect).toBeEnabled();
  await groupSelect.selectOption({ label: before.trim() });
  await expect(groupSelect).toBeEnabled();
  await expect(groupSelect.locator('option:checked')).toHaveText(before.trim());

  await adminNav(page, 'Listas de precios');
  await expect(card).toContainText('0 distribuidores');
  await card.getByRole('button', { name: `Eliminar el grupo ${groupName}` }).click();
  dialog = page.getByRole('dialog', { name: `¿Eliminar el grupo ${groupName}?` });
  await dialog.getByRole('button', { name: 'Eliminar grupo' }).click();
  await expect(page.getByText(ADMIN_MSG.priceGroupDeleted(groupName)).first()).toBeVisible();
  await expect(card).toHaveCount(0);
});
