import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { ProductCard, ProductDetail } from '@store/contracts/catalog';
import { stockUnits } from '@store/contracts/stock';
import { simpleParser } from 'mailparser';

export interface Account {
  email: string;
  password: string;
}

export interface E2eOptions {
  /** The approved demo distributor of the project: each project has its own, so they never share a cart or a password. */
  distributor: Account;
}

export const test = base.extend<E2eOptions>({
  distributor: [{ email: 'tienda.cuenca@example.com', password: 'demo1234' }, { option: true }],
  // A server-rendered page shows its buttons before its script has hydrated them: a click that early does
  // nothing. Each load waits for the app's mark (app/app.tsx) before the spec goes on, as a person's eyes would.
  page: async ({ page }, use) => {
    const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});
export { expect };

/** The session key of lib/session.ts. */
export const SESSION_KEY = 'calzado-andino.session';

// ------------------------------------------------------------------ navigation

/** Below the lg breakpoint (1024 px) the navigation links sit behind the menu button. */
export async function openMenuIfCollapsed(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 1024) return;
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
}

export async function loginThroughUi(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Logs in and waits for the store, where a successful login lands (docs/product.md §2). */
export async function login(page: Page, account: Account) {
  await loginThroughUi(page, account);
  await expect(page).toHaveURL(/\/store$/);
  // the cart and account menus are their own chunk, drawn once it arrives: seconds on a loaded 2-core machine
  await expect(page.getByRole('button', { name: /^Carrito/ })).toBeVisible({ timeout: 20_000 });
}

/** The signed-in distributor's order `saleid`, opened from «Mis órdenes»: its detail dialog. */
export async function openOwnOrder(page: Page, saleid: number) {
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ has: page.getByText(`#${saleid}`, { exact: true }) });
  await row.getByRole('button', { name: `Ver detalle de la orden #${saleid}` }).click();
  return page.getByRole('dialog', { name: `Orden #${saleid}` });
}

/** The demo administrator (README). */
export const ADMIN: Account = { email: 'admin@calzadoandino.ec', password: 'admin123' };
/** The demo staff of the roles *Ventas* and *Bodega* (README, decision 030). */
export const SALES: Account = { email: 'ventas@calzadoandino.ec', password: 'ventas123' };
export const WAREHOUSE: Account = { email: 'bodega@calzadoandino.ec', password: 'bodega123' };

/** Logs the administrator in; an administrator lands on the back office's dashboard. */
export async function loginAsAdmin(page: Page) {
  await loginThroughUi(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Below the lg breakpoint the back office's menu sits behind a button: opens it and follows a link. */
export async function adminNav(page: Page, link: string) {
  const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
  if (narrow) await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name: link }).click();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
}

// ------------------------------------------------------------------ API shortcuts (set-up and clean-up only)

export async function apiLogin(request: APIRequestContext, account: Account): Promise<string | null> {
  const res = await request.post('/api/auth/login_whole_sale', { data: account });
  if (!res.ok()) return null;
  return ((await res.json()) as { user: { token: string } }).user.token;
}

export async function apiChangePassword(request: APIRequestContext, account: Account, newPassword: string) {
  const token = await apiLogin(request, account);
  if (!token) throw new Error(`cannot log in as ${account.email}`);
  const res = await request.put('/api/auth/change_password', {
    headers: bearer(token),
    data: { currentPassword: account.password, newPassword },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Puts the original password back whichever of the candidates is current, so a failed spec leaves no trace. */
export async function restorePassword(request: APIRequestContext, account: Account, candidates: string[]) {
  if (await apiLogin(request, account)) return;
  for (const password of candidates) {
    if (await apiLogin(request, { email: account.email, password })) {
      await apiChangePassword(request, { email: account.email, password }, account.password);
      return;
    }
  }
  throw new Error(`the password of ${account.email} is none of the known ones`);
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Removes every line of the account's cart, so a spec starts from an empty one even after a failed run. */
export async function emptyCart(request: APIRequestContext, account: Account) {
  const token = await apiLogin(request, account);
  if (!token) throw new Error(`cannot log in as ${account.email}`);
  const res = await request.get('/api/shopping_cart/my_cart', { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const { userCart } = (await res.json()) as { userCart: { cartdetail: { cartdetailid: number }[] } };
  for (const line of userCart.cartdetail) {
    const removed = await request.delete(`/api/shopping_cart/delete_of_cart/${line.cartdetailid}`, { headers: bearer(token) });
    expect(removed.ok()).toBe(true);
  }
}

async function storeFrontPage(request: APIRequestContext, token: string, page: number) {
  const res = await request.get('/api/product/get_all_store_front', {
    params: { page, size: 100 },
    headers: bearer(token),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { products: ProductCard[]; info: { totalPages: number } };
}

export async function productDetail(request: APIRequestContext, productid: number): Promise<ProductDetail> {
  const res = await request.get(`/api/product/get_by_id/${productid}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: ProductDetail }).product;
}

/** A variant's first stock row in pairs (or units): a BOXES product's stock counts boxes. */
const firstStock = (v: ProductCard['product_variants'][number], product: ProductCard) =>
  stockUnits(v.product_stock[0]?.quantity ?? 0, product);

/**
 * A regular (not pre-sale) product of the stock type whose every listed variant (6 pairs or more) holds at
 * least 48 pairs, so whichever variant the page preselects can take a box of 12 more, several times over
 * (each spec on each project buys some). Ids are never hard-coded: the demo catalogue decides.
 */
export async function findProduct(
  request: APIRequestContext,
  account: Account,
  stocktype: ProductCard['stocktype'],
  skip: number[] = [],
): Promise<ProductCard> {
  const token = await apiLogin(request, account);
  if (!token) throw new Error(`cannot log in as ${account.email}`);
  for (let page = 1; ; page++) {
    const body = await storeFrontPage(request, token, page);
    const found = body.products.find(
      (p) =>
        p.stocktype === stocktype &&
        !p.preventa &&
        !skip.includes(p.productid) &&
        p.product_variants.some((v) => firstStock(v, p) >= 6) &&
        p.product_variants.every((v) => firstStock(v, p) < 6 || firstStock(v, p) >= 48),
    );
    if (found) return found;
    if (page >= body.info.totalPages) throw new Error(`no ${stocktype} product with stock in the demo catalogue`);
  }
}

/** A fresh order of one box for the project's own distributor, placed through the store's API; its number. */
export async function placeBoxOrder(request: APIRequestContext, distributor: Account): Promise<number> {
  const product = await findProduct(request, distributor, 'BOXES');
  await emptyCart(request, distributor);
  const token = await apiLogin(request, distributor);
  if (!token) throw new Error(`cannot log in as ${distributor.email}`);
  const headers = bearer(token);
  const variant = product.product_variants.find((v) => firstStock(v, product) >= 6)!;
  const added = await request.post('/api/shopping_cart/add_product', { headers, data: { prodvarid: variant.prodvarid, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  const sale = await request.post('/api/sale/make_sale', { headers, data: {} });
  expect(sale.ok(), await sale.text()).toBe(true);
  return ((await sale.json()) as { saleid: number }).saleid;
}

// ------------------------------------------------------------------ e-mail

function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return path.join(dir, 'outbox');
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
  to: string;
}

/**
 * The newest `.eml` written for `to` since `since` (ms) whose text matches `match`, waiting up to `timeout`
 * for it to appear (order confirmations go to the same address as reset links).
 */
export async function newestMail(to: string, since: number, match: RegExp = /./, timeout = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeout;
  const dir = outboxDir();
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const files = await Promise.all(
      names
        .filter((n) => n.endsWith('.eml'))
        .map(async (n) => ({ file: path.join(dir, n), mtime: (await stat(path.join(dir, n))).mtimeMs })),
    );
    files.sort((a, b) => b.mtime - a.mtime);
    for (const { file, mtime } of files) {
      if (mtime < since) break;
      const mail = await simpleParser(await readFile(file));
      const recipients = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
      if (recipients.includes(to.toLowerCase()) && match.test(mail.text ?? '')) {
        return { subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', to };
      }
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in ${dir} since ${new Date(since).toISOString()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ------------------------------------------------------------------ registration data

/** The smallest PDF the server accepts: `%PDF-` header, one empty page, `%%EOF` trailer, valid xref offsets. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function pdfUpload(name = 'ruc.pdf') {
  return { name, mimeType: 'application/pdf', buffer: tinyPdf() };
}

/** A valid 10-digit cédula (province 01–24, third digit below 6, modulus-10 check digit), random enough per run. */
export function randomCedula(): string {
  const province = String(1 + Math.floor(Math.random() * 24)).padStart(2, '0');
  const third = String(Math.floor(Math.random() * 6));
  const rest = Array.from({ length: 6 }, () => Math.floor(Math.random() * 10)).join('');
  const nine = `${province}${third}${rest}`;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let v = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return `${nine}${(10 - (sum % 10)) % 10}`;
}

/** The amount of a price as formatMoney writes it ("$1,234.56"). */
export function parseMoney(text: string): number {
  const match = text.match(/\$(\d{1,3}(?:,\d{3})*\.\d{2})/);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

/** The store front as a visitor sees it (no prices), for expected counts and names. */
export async function storeFront(request: APIRequestContext, query: Record<string, string | number | boolean> = {}) {
  const res = await request.get('/api/product/get_all_store_front', { params: query });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { products: ProductCard[]; info: { currentPage: number; totalPages: number; total: number } };
}

/** The cart menu button of the navigation bar; its name carries the item count. */
export function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Carrito: \d+ productos?$/ });
}

/**
 * A product's line in the cart: its row of the table on a desktop; on a phone (below lg) its colour's card,
 * named «Producto · Color».
 */
export function cartLine(page: Page, productName: string) {
  const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
  if (!narrow) return page.getByRole('row').filter({ has: page.getByRole('link', { name: productName, exact: true }) });
  const name = new RegExp(`^${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `);
  return page.getByRole('main').getByRole('listitem', { name });
}
