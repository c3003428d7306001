import type { Page, TestInfo } from '@playwright/test';
import type { FilterGroup, Suggestion } from '@store/contracts/catalog';
import { expect, login, storeFront, test } from './fixtures.ts';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** SEARCH_SHOTS=<folder> keeps a screenshot of each step worth looking at. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SEARCH_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/search-${name}-${info.project.name}.png` });
}

/** The header's search field: in the bar for a signed-in account from 1280 px, behind the search button otherwise. */
async function headerSearch(page: Page) {
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: 'Buscar productos' });
  if (await button.isVisible()) await button.click();
  const field = banner.getByRole('combobox', { name: 'Buscar productos por nombre o código' });
  await expect(field).toBeVisible();
  return field;
}

const available = (total: number) => (total === 1 ? '1 Producto disponible' : `${total} Productos disponibles`);

test('header: two letters suggest products, and a distributor opens the one picked', async ({ page, request, distributor }, info) => {
  const { products } = await storeFront(request);
  const name = products[0].name;
  const typed = name.slice(0, 2).toLowerCase();
  const suggested = (
    (await (await request.get(`/api/product/suggest?q=${encodeURIComponent(typed)}`)).json()) as { products: Suggestion[] }
  ).products;
  expect(suggested.length).toBeGreaterThan(0);
  const pick = suggested[0];

  await login(page, distributor);
  const field = await headerSearch(page);
  await field.pressSequentially(typed, { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(listbox.getByRole('option').first()).toContainText(pick.name);
  await expect(listbox.getByRole('option', { name: 'Ver todos los resultados' })).toBeVisible();
  // a distributor sees prices in the suggestions
  await expect(listbox.getByRole('option').first()).toContainText('$');
  await shot(page, info, 'suggestions');

  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product\\?productid=${pick.productid}$`));
  await expect(page.getByRole('heading', { level: 1, name: pick.name })).toBeVisible();
});

test('store: «Ver todos los resultados», then two values of a group and a chip taken away', async ({ page, request }, info) => {
  const code = (await storeFront(request)).products[0].product_variants[0].code;
  const found = await storeFront(request, { search: code });

  await page.goto('/');
  await shot(page, info, 'header');
  const field = await headerSearch(page);
  await field.fill(code);
  await page.getByRole('option', { name: 'Ver todos los resultados' }).click();
  await expect(page).toHaveURL(new RegExp(`/store\\?search=${encodeURIComponent(code)}$`));
  await expect(page.getByRole('heading', { name: available(found.info.total) })).toBeVisible();
  await page.getByRole('button', { name: `Quitar búsqueda «${code}»` }).click();
  await expect(page).toHaveURL(/\/store$/);

  // two brands that have products: OR-ed, so the list holds both
  const groups = ((await (await request.get('/api/filters/get_all')).json()) as { filters: FilterGroup[] }).filters;
  const [a, b] = groups[0].filters.filter((v) => v.count > 0);
  const both = await storeFront(request, { brandid: `${a.brandid},${b.brandid}` });
  const onlyB = await storeFront(request, { brandid: String(b.brandid) });
  expect(both.info.total).toBe(a.count + b.count);

  const filters = page.getByRole('complementary', { name: 'Filtros' });
  if (isPhone(page)) await filters.getByRole('button', { name: 'Filtrar' }).click();
  const panel = isPhone(page) ? page.getByRole('dialog', { name: 'Filtros' }) : filters;
  // The box follows the address, which changes in a transition: click, then wait for it to be ticked.
  await panel.getByRole('checkbox', { name: a.name, exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: a.name, exact: true })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`brandid=${a.brandid}$`));
  await panel.getByRole('checkbox', { name: b.name, exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: b.name, exact: true })).toBeChecked();
  await expect(page).toHaveURL(/brandid=\d+%2C\d+$/);
  if (isPhone(page)) await panel.getByRole('button', { name: `Ver resultados (${both.info.total})` }).click();
  await expect(page.getByRole('heading', { name: available(both.info.total) })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Filtros activos' });
  await expect(chips.getByRole('button', { name: `Quitar filtro Marca: ${b.name}` })).toBeVisible();
  await shot(page, info, 'chips');

  await chips.getByRole('button', { name: `Quitar filtro Marca: ${a.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`brandid=${b.brandid}$`));
  await expect(page.getByRole('heading', { name: available(onlyB.info.total) })).toBeVisible();
  await expect(chips.getByRole('button', { name: `Quitar filtro Marca: ${a.name}` })).toHaveCount(0);
});
