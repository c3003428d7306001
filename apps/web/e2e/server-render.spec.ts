/**
 * The public pages arrive rendered (decision 026): their raw HTML, read without running any script, holds
 * the page's heading, its products and its previews' tags; a visitor's never holds a price, a distributor's
 * does; the browser then hydrates each one without an error; the rendered copy follows a price edit at once.
 */
import type { Page } from '@playwright/test';
import type { AdminProduct } from '@store/contracts/admin-products';
import type { ProductCard } from '@store/contracts/catalog';
import { formatMoney, toDollars } from '@store/contracts/pricing';
import { ADMIN, apiLogin, expect, login, storeFront, test, WAREHOUSE } from './fixtures.ts';

/**
 * The page's HTML as a crawler (or WhatsApp) gets it: no script runs, the page cookie when given. Plain fetch,
 * not Playwright's request context, whose cookie jar would add the page cookie of an API login made earlier.
 */
async function rawHtml(baseURL: string | undefined, path: string, cookie?: string) {
  const res = await fetch(new URL(path, baseURL), { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

const tag = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
/** Any amount of money as the store prints it ($12.34), or a price in the data the page carries. */
const PRICE = /\$\s?\d+\.\d\d|"price":\s?\d/;
/** A JPEG's size, from its frame header (SOF0-SOF2): what a preview would show. */
function jpegSize(bytes: Buffer) {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc2) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Logs in as the browser does: the answer sets the page cookie (decision 033), HttpOnly, a token of its own
 * that selects the page's audience; the bearer token is another, for the API only.
 */
async function signIn(baseURL: string | undefined, account: { email: string; password: string }) {
  const res = await fetch(new URL('/api/auth/login_whole_sale', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user: { token: string; company_name: string } };
  const set = res.headers.getSetCookie().find((c) => c.startsWith('ca_session='));
  expect(set).toMatch(/; HttpOnly; SameSite=Lax/);
  const cookie = set!.split(';')[0];
  expect(cookie).not.toContain(user.token);
  return { token: user.token, cookie, company: user.company_name };
}

test.describe('raw HTML', () => {
  test("each public page holds its heading, its content and its previews' tags, and a visitor's no price", async ({ request, baseURL }) => {
    const front = await storeFront(request);
    const product = front.products[0];
    const word = product.name.split(' ')[0];
    const searched = await storeFront(request, { search: word });
    const pages: { path: string; heading: RegExp; names: string[] }[] = [
      { path: '/', heading: /Bienvenido/, names: [] },
      { path: '/store', heading: /^Tienda$/, names: front.products.map((p) => p.name) },
      { path: `/store?search=${encodeURIComponent(word)}`, heading: /^Tienda$/, names: searched.products.map((p) => p.name) },
      { path: '/pre-sale', heading: /^Preventa$/, names: (await storeFront(request, { preventa: true })).products.map((p) => p.name) },
      { path: `/product?productid=${product.productid}`, heading: new RegExp(product.name), names: [product.name] },
      { path: '/questions', heading: /Preguntas frecuentes/, names: [] },
      { path: '/about', heading: /Quiénes somos/i, names: [] },
      { path: '/contact', heading: /Cont[aá]ctanos/, names: [] },
    ];
    for (const page of pages) {
      const html = await rawHtml(baseURL, page.path);
      expect(html, page.path).toContain('<html lang="es">');
      expect(h1(html), page.path).toMatch(page.heading);
      for (const name of page.names) expect(html, `${page.path}: ${name}`).toContain(escapeHtml(name));
      expect(tag(html, 'og:title'), page.path).toMatch(/Calzado Andino Mayorista$/);
      expect(tag(html, 'og:description')?.length, page.path).toBeGreaterThan(40);
      expect(tag(html, 'og:url'), page.path).toMatch(/^https?:\/\//);
      expect(html, page.path).toMatch(/<link rel="canonical" href="https?:\/\//);
      expect(html, page.path).not.toMatch(PRICE);
      for (const data of jsonLd(html)) expect(data.offers, page.path).toBeUndefined();
      // Nothing between the HTML and its first paint (decision 038): the styles are in it, the one script is
      // the app's entry and nothing is preloaded ahead of the page's picture but the picture.
      expect(html, page.path).toMatch(/<style>[^<]*\.bg-brand-900\{/);
      expect(html, page.path).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
      expect(html.match(/<script type="module"[^>]*>/g), page.path).toHaveLength(1);
    }
    // The store's pages and a product's show a product picture in their previews.
    const productHtml = await rawHtml(baseURL, `/product?productid=${product.productid}`);
    expect(tag(productHtml, 'og:type')).toBe('product');
    const picture = tag(productHtml, 'og:image') ?? '';
    expect(picture).toMatch(new RegExp(`^https?://.+/preview/product/${product.productid}\\.jpg$`));
    expect([tag(productHtml, 'og:image:width'), tag(productHtml, 'og:image:height')]).toEqual(['1200', '630']);
    const jpeg = await request.get(new URL(picture).pathname);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await jpeg.body())).toEqual({ width: 1200, height: 630 });
    expect(tag(productHtml, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(productHtml)).toContainEqual(expect.objectContaining({ '@type': 'Product', name: product.name }));
    expect(jsonLd(await rawHtml(baseURL, '/'))).toContainEqual(expect.objectContaining({ '@type': 'Organization' }));
    expect(tag(await rawHtml(baseURL, '/store'), 'og:image')).toMatch(/\/preview\/product\/\d+\.jpg$/);
    // A shared link's tracking parameters name the same page (one render, one canonical address).
    const tracked = await rawHtml(baseURL, '/store?utm_source=whatsapp&page=1');
    expect(tag(tracked, 'og:url')).toMatch(/\/store\?page=1$/);
  });

  test("a distributor's HTML holds the prices and greets it by name; English pages say so", async ({ request, baseURL, distributor }) => {
    const { cookie, token, company } = await signIn(baseURL, distributor);
    const res = await request.get('/api/product/get_all_store_front', { headers: { authorization: `Bearer ${token}` } });
    const first = ((await res.json()) as { products: ProductCard[] }).products[0];
    expect(first.price).not.toBeNull();
    const html = await rawHtml(baseURL, '/store', cookie);
    expect(html).toContain(escapeHtml(first.name));
    expect(html).toMatch(PRICE);
    expect(html).toContain(formatMoney(first.price ?? 0));
    expect(h1(await rawHtml(baseURL, '/', cookie))).toBe(`Bienvenido, ${company}`);
    const product = await rawHtml(baseURL, `/product?productid=${first.productid}`, cookie);
    expect(jsonLd(product)).toContainEqual(expect.objectContaining({ offers: expect.objectContaining({ priceCurrency: 'USD' }) }));
    // A token that is no session's gets the visitor's page, and so does the bearer token put in the cookie.
    expect(await rawHtml(baseURL, '/store', 'ca_session=not-a-token')).not.toMatch(PRICE);
    expect(await rawHtml(baseURL, '/store', `ca_session=${token}`)).not.toMatch(PRICE);
    // The page cookie opens no API route: as a bearer it is refused.
    const pageToken = cookie.slice('ca_session='.length);
    const refused = await request.get('/api/shopping_cart/my_cart', { headers: { authorization: `Bearer ${pageToken}` } });
    expect(refused.status()).toBe(401);
    // The warehouse (Bodega) sees no price: its pages are drawn from a visitor's data, and speak to it as staff
    // (never «Regístrate para ver los precios»); a name sent in a cookie is not written into any page.
    const bodega = await signIn(baseURL, WAREHOUSE);
    for (const path of ['/store', `/product?productid=${first.productid}`]) {
      const warehouseHtml = await rawHtml(baseURL, path, `${bodega.cookie}; ca_name=Bodega%20Zzyzx`);
      expect(warehouseHtml, path).not.toMatch(PRICE);
      expect(warehouseHtml, path).not.toContain('Zzyzx');
      expect(warehouseHtml, path).toContain('Vista del personal: sin precios');
      expect(warehouseHtml, path).not.toContain('Regístrate para ver los precios');
    }

    const english = await rawHtml(baseURL, '/store', 'ca_lang=en');
    expect(english).toContain('<html lang="en">');
    expect(h1(english)).toBe('Store');
  });

  test('robots.txt keeps crawlers out of the private pages; sitemap.xml lists every active product and brand page', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/cart', '/orders', '/user', '/admin', '/api/']) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const front = await storeFront(request, { size: 100 });
    for (const p of front.products) expect(sitemap).toContain(`/product?productid=${p.productid}</loc>`);
    expect(sitemap).toMatch(/\/store\?brandid=\d+<\/loc>/);
  });

  test('a price edited in the back office is in the next HTML a distributor gets', async ({ request, baseURL, distributor }) => {
    const admin = await apiLogin(request, ADMIN);
    const headers = { authorization: `Bearer ${admin}` };
    const { cookie } = await signIn(baseURL, distributor);
    const front = await storeFront(request);
    const productid = front.products.at(-1)!.productid;
    const path = `/product?productid=${productid}`;
    // Rendered and kept once before the edit.
    await rawHtml(baseURL, path, cookie);
    const product = ((await (await request.get(`/api/admin/products/${productid}`, { headers })).json()) as { product: AdminProduct })
      .product;
    const variant = product.variants[0];
    let cents = 1000 + Math.floor(Math.random() * 9000);
    if (cents === variant.priceCents) cents += 1;
    const res = await request.put(`/api/admin/variants/${variant.prodvarid}`, {
      headers,
      data: { code: variant.code, colorid: variant.colorid, priceCents: cents, discountPercent: 0 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const html = await rawHtml(baseURL, path, cookie);
    expect(html).toContain(formatMoney(toDollars(cents)));
  });
});

/** Every error the page logs while it loads and hydrates (React's hydration mismatches are errors). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const PUBLIC_PAGES = ['/', '/store', '/store?search=zapatilla', '/pre-sale', '/questions', '/about', '/contact'];

test('each server-rendered page hydrates without an error, for a visitor and for a distributor', async ({ page, request, distributor }) => {
  // sixteen page loads, each to a quiet network: on a 2-core machine running the other test lane too, over 45 s
  test.setTimeout(150_000);
  const product = (await storeFront(request)).products[0];
  const pages = [...PUBLIC_PAGES, `/product?productid=${product.productid}`];
  const errors = watchErrors(page);
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: the page answers a click (the menu on a phone, the language on a desktop).
    await expect(page.getByRole('button', { name: /Cambiar idioma/ })).toBeEnabled();
  }
  expect(errors).toEqual([]);

  await login(page, distributor);
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText('$');
  expect(errors).toEqual([]);
});
