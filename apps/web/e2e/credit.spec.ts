import { type Account, expect, login, loginAsAdmin, test } from './fixtures.ts';

/**
 * Credit terms (decision 029), as the demo seeds them: «Cadena Pies Ligeros» buys on 30 days' credit up to $3,000.00 and
 * owes two orders, one of them ten days overdue. Only reads, so it runs again on the same data.
 */
const CHAIN: Account = { email: 'cadena.guayaquil@example.com', password: 'demo1234' };
const COMPANY = 'Cadena Pies Ligeros';

test('the distributor on credit sees its terms, limit and the orders it owes on its profile, the late one «Vencida»', async ({ page }) => {
  await login(page, CHAIN);
  await page.goto('/user');

  const card = page.getByRole('region', { name: 'Crédito' });
  await expect(card.getByText('Forma de pago: Crédito a 30 días')).toBeVisible();
  await expect(card.getByText('$3,000.00', { exact: true })).toBeVisible();
  const bar = card.getByRole('progressbar', { name: 'Crédito en uso' });
  await expect(bar).toHaveAttribute('aria-valuemax', '3000');
  await expect(bar).toHaveAttribute('aria-valuetext', /^\$[\d,]+\.\d{2} en uso de \$3,000\.00$/);

  const due = card.getByRole('list', { name: 'Órdenes por pagar' }).getByRole('listitem');
  await expect(due).toHaveCount(2);
  const late = due.filter({ hasText: 'Vencida' });
  await expect(late).toHaveCount(1);
  await expect(late.getByText(/^Vence el \d{1,2} .+ \d{4}$/)).toBeVisible();

  // its number opens that order on the orders page
  const link = late.getByRole('link', { name: /^Orden #\d+$/ });
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

test('the administrator sees that company among the overdue credit orders of the dashboard, days late', async ({ page }) => {
  await loginAsAdmin(page);

  const section = page.getByRole('region', { name: 'Órdenes de crédito vencidas' });
  const company = section.getByRole('link', { name: COMPANY });
  await expect(company).toBeVisible();
  await expect(company).toHaveAttribute('href', /^\/admin\/distributors\/\d+$/);
  // the row (a table on a desktop, a list item on a phone) with the order, its amount and how late it is
  const row = section.locator('tr, li').filter({ has: page.getByRole('link', { name: COMPANY }) });
  await expect(row.getByRole('link', { name: /^#\d+$/ })).toHaveAttribute('href', /^\/admin\/orders\/\d+$/);
  await expect(row.getByText('10 días de atraso')).toBeVisible();
  await expect(row.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
});
