import { stockUnits } from '@store/contracts/stock';
import { apiLogin, emptyCart, expect, findProduct, login, loginAsAdmin, logout, test } from './fixtures.ts';

/**
 * «Sucursales» (docs/product.md §27): the project's distributor adds a branch on «Mi empresa», with province,
 * canton and parish chosen in turn; checkout asks which branch the order goes to and the order says it; the
 * branch is deleted at the end (its order keeps the address), so the spec runs again on the same data.
 */
test('a distributor adds a branch, sends an order there and sees it on the order; the store’s staff see it too', async ({
  page,
  request,
  distributor,
}) => {
  const name = `Bodega ${Date.now().toString(36)}`;
  await login(page, distributor);
  await page.goto('/company');
  const section = page.getByRole('region', { name: 'Sucursales' });
  await expect(section.getByRole('heading', { name: 'Matriz' })).toBeVisible();
  await section.getByRole('button', { name: 'Agregar sucursal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva sucursal' });
  await dialog.getByLabel('Nombre de la sucursal').fill(name);
  await dialog.getByLabel('Provincia').selectOption('Pichincha');
  await dialog.getByLabel('Cantón').selectOption('Quito');
  await dialog.getByLabel('Parroquia').selectOption('Cumbayá');
  await dialog.getByLabel('Teléfono').fill('022891234');
  await dialog.getByLabel('Dirección').fill('Av. Interoceánica km 12 y Pampite');
  await dialog.getByLabel('Referencia (opcional)').fill('Junto al centro comercial');
  await dialog.getByLabel('Quién recibe').fill('Luis Guamán');
  await dialog.getByRole('button', { name: 'Guardar sucursal' }).click();
  await expect(page.getByText('Sucursal agregada')).toBeVisible();
  const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Cumbayá, Quito, Pichincha');

  // one box in the cart (through the API), then checkout to the new branch
  const product = await findProduct(request, distributor, 'BOXES');
  const variant = product.product_variants.find((v) => stockUnits(v.product_stock[0]?.quantity ?? 0, product) >= 6)!;
  await emptyCart(request, distributor);
  const token = await apiLogin(request, distributor);
  const added = await request.post('/api/shopping_cart/add_product', {
    headers: { authorization: `Bearer ${token}` },
    data: { prodvarid: variant.prodvarid, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/cart');
  // a phone's cart also keeps «Finalizar compra» in its sticky bar
  await page.getByRole('button', { name: 'Finalizar compra' }).filter({ visible: true }).first().click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar compra' });
  const branch = checkout.getByLabel('Enviar a la sucursal');
  await expect(branch).toHaveValue(/\d+/);
  await expect(branch.locator('option:checked')).toHaveText('Matriz (principal)');
  await branch.selectOption({ label: name });
  await expect(checkout.getByText(/Av\. Interoceánica km 12 y Pampite, Cumbayá, Quito, Pichincha/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Confirmar compra' }).click();

  const order = page.getByRole('dialog', { name: /^Orden #\d+$/ });
  const delivery = order.getByRole('region', { name: 'Dirección de entrega' });
  await expect(delivery.getByText(`Sucursal ${name}`, { exact: true })).toBeVisible();
  await expect(delivery.getByText('Referencia: Junto al centro comercial')).toBeVisible();
  const saleid = Number(
    (
      await order
        .getByRole('heading', { name: /^Orden #\d+$/ })
        .first()
        .textContent()
    )?.replace(/\D/g, ''),
  );

  // the branch goes; the order keeps where it was sent
  await page.goto('/company');
  page.once('dialog', (d) => d.accept());
  await section.getByRole('button', { name: `Eliminar la sucursal ${name}` }).click();
  await expect(page.getByText('Sucursal eliminada')).toBeVisible();
  await expect(section.getByRole('heading', { name })).toHaveCount(0);

  // the store's staff see where it goes on the order, its copy kept
  await logout(page);
  await loginAsAdmin(page);
  await page.goto(`/admin/orders/${saleid}`);
  await expect(page.getByText(`Entrega en la sucursal ${name}`)).toBeVisible();
  await expect(page.getByText('Av. Interoceánica km 12 y Pampite', { exact: true })).toBeVisible();
});
