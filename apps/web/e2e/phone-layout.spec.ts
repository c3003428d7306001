import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { ProductCard } from '@store/contracts/catalog';
import { isVariantAvailable } from '@store/contracts/stock';
import { expect, login, storeFront, test } from './fixtures.ts';

// What a buyer on a 390 px phone notices first (docs/product.md §2): the banner fills the screen's width with its text
// readable, the search box is on the page, the filters open in a sheet that says how many products match,
// and the colour tiles of a product fit the screen. The desktop keeps its layout.

const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

/** With PHONE_SHOTS=before|after the spec also writes docs/screenshots/phone-<name>[-desktop]-<stage>.png. */
async function shot(page: Page, info: TestInfo, name: string) {
  const stage = process.env.PHONE_SHOTS;
  if (!stage) return;
  const device = info.project.name === 'desktop' ? '-desktop' : '';
  await page.screenshot({ path: path.join(shotsDir, `phone-${name}${device}-${stage}.png`) });
}

/** The store's count heading (singular for one product). */
const available = (total: number) => new RegExp(`^${total} Productos? disponibles?$`);

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('the element has no box');
  return b;
}

test('home: the carousel banner fills the width of the screen at its own shape, with no dark band', async ({ page }, info) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Promociones' });
  const first = carousel.getByRole('group', { name: /^1 de \d+$/ });
  const image = first.getByRole('img', { name: 'Promoción 1' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await carousel.scrollIntoViewIfNeeded();
  await shot(page, info, 'home');

  const viewport = page.viewportSize()!;
  const natural = await image.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  const shown = await box(image);
  const frame = await box(first);
  // The whole width of the screen...
  expect(Math.abs(shown.width - viewport.width)).toBeLessThanOrEqual(1);
  if (isPhone(page)) {
    // ...at the banner's own shape, so nothing is cut off, and the slide is no taller than the banner.
    expect(Math.abs(shown.height - (shown.width * natural.h) / natural.w)).toBeLessThanOrEqual(2);
    expect(Math.abs(frame.height - shown.height)).toBeLessThanOrEqual(1);
    // Every slide, the video too, takes the same frame, so none can stretch the carousel into a tall dark box.
    const slides = carousel.getByRole('group');
    for (let i = 0; i < (await slides.count()); i++)
      expect(Math.abs((await box(slides.nth(i))).height - shown.height)).toBeLessThanOrEqual(1);
    const video = carousel.locator('video');
    if ((await video.count()) > 0) {
      expect(Math.abs((await box(video.first())).height - shown.height)).toBeLessThanOrEqual(1);
      if (process.env.PHONE_SHOTS) {
        await carousel.getByRole('button', { name: `Ver promoción ${await slides.count()}` }).click();
        await expect(video.first()).toBeInViewport();
        await page.waitForTimeout(1500);
        await shot(page, info, 'home-video');
      }
    }
  } else {
    // The desktop is unchanged: a banner at most 600 px high.
    expect(shown.height).toBeLessThanOrEqual(600);
    expect(frame.height).toBeLessThanOrEqual(600);
  }
});

test('store: the search box is on the page, above the products, with no need to open the filters', async ({ page, request }, info) => {
  const all = await storeFront(request);
  const code = all.products[0].product_variants[0].code;
  const found = await storeFront(request, { search: code });
  expect(found.info.total).toBeLessThan(all.info.total);

  await page.goto('/store');
  await expect(page.getByText(available(all.info.total))).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await expect(search).toBeVisible();
  await expect(search).toBeInViewport();
  await expect(search).toHaveAttribute('placeholder', 'Nombre o código');
  await shot(page, info, 'store');
  const firstCard = page.getByRole('article').first();
  expect((await box(search)).y + (await box(search)).height).toBeLessThanOrEqual((await box(firstCard)).y);

  await search.fill(code);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(code)}(&|$)`));
  await expect(page.getByText(available(found.info.total))).toBeVisible();
});

test('store: on a phone the filters open in a sheet; "Ver resultados (N)" closes it and shows the products', async ({
  page,
  request,
}, info) => {
  const groups = (
    (await (await request.get('/api/filters/get_all')).json()) as {
      filters: { key: string; filters: { brandid: number; name: string }[] }[];
    }
  ).filters;
  expect(groups).toHaveLength(9);
  const brand = groups.find((g) => g.key === 'brandid')!.filters[1];
  const all = await storeFront(request);
  const byBrand = await storeFront(request, { brandid: brand.brandid });
  expect(byBrand.info.total).toBeGreaterThan(0);
  expect(byBrand.info.total).toBeLessThan(all.info.total);

  await page.goto('/store');
  await expect(page.getByText(available(all.info.total))).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filtros' });

  if (!isPhone(page)) {
    // The desktop keeps its panel beside the grid: no button, no sheet, no 'Ver resultados'.
    await expect(filters.getByRole('button', { name: 'Filtrar' })).toBeHidden();
    await filters.getByRole('checkbox', { name: brand.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]brandid=${brand.brandid}(&|$)`));
    await expect(page.getByText(available(byBrand.info.total))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ver resultados/ })).toHaveCount(0);
    await shot(page, info, 'filters');
    return;
  }

  await expect(filters.getByRole('checkbox', { name: brand.name, exact: true })).toBeHidden();
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await expect(sheet).toBeVisible();
  const results = sheet.getByRole('button', { name: `Ver resultados (${all.info.total})` });
  await expect(results).toBeInViewport();

  await sheet.getByRole('checkbox', { name: brand.name, exact: true }).click();
  // The choice applies at once; the sheet stays open with the new count in its footer, on screen.
  await expect(page).toHaveURL(new RegExp(`[?&]brandid=${brand.brandid}(&|$)`));
  const filtered = sheet.getByRole('button', { name: `Ver resultados (${byBrand.info.total})` });
  await expect(filtered).toBeInViewport();
  await expect(sheet.getByRole('checkbox', { name: brand.name, exact: true })).toBeChecked();
  await expect(sheet.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
  await shot(page, info, 'filters');

  await filtered.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(available(byBrand.info.total))).toBeInViewport();
  await expect(page.getByText(byBrand.products[0].name, { exact: true }).first()).toBeVisible();
  await shot(page, info, 'filtered');

  // 'Limpiar filtros' in the sheet takes the choice back.
  await filters.getByRole('button', { name: /^Filtrar/ }).click();
  await sheet.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).not.toHaveURL(/brandid=/);
  await expect(sheet.getByRole('button', { name: `Ver resultados (${all.info.total})` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

/** The product with the longest colour code among those with three or more colours on show. */
async function longestCodes(request: Parameters<typeof storeFront>[0]): Promise<ProductCard> {
  let best: { product: ProductCard; length: number } | null = null;
  for (let page = 1; ; page++) {
    const body = await storeFront(request, { page, size: 100 });
    for (const product of body.products) {
      const shown = product.product_variants.filter((v) => isVariantAvailable(v, product));
      if (shown.length < 3) continue;
      const length = Math.max(...shown.map((v) => v.code.length));
      if (!best || length > best.length) best = { product, length };
    }
    if (page >= body.info.totalPages) break;
  }
  if (!best) throw new Error('no product with three colours in the demo catalogue');
  return best.product;
}

test('product: the colour tiles fit the screen and each code stays on one line', async ({ page, request, distributor }, info) => {
  const product = await longestCodes(request);
  await login(page, distributor);
  await page.goto(`/product?productid=${product.productid}`);
  const colors = page.getByRole('region', { name: 'Colores disponibles' });
  const tiles = colors.getByRole('listitem').getByRole('button');
  await expect(tiles.first()).toBeVisible();
  await colors.scrollIntoViewIfNeeded();
  await shot(page, info, 'colors');

  const viewport = page.viewportSize()!;
  const carousel = await box(colors.getByRole('list'));
  // Three tiles are on show; each lies whole inside the screen and the carousel.
  for (let i = 0; i < 3; i++) {
    const tile = await box(tiles.nth(i));
    expect(tile.x).toBeGreaterThanOrEqual(0);
    expect(tile.x + tile.width).toBeLessThanOrEqual(viewport.width);
    expect(tile.x + tile.width).toBeLessThanOrEqual(carousel.x + carousel.width + 1);
    const code = tiles.nth(i).getByTestId('variant-code');
    const text = await code.evaluate((el) => ({
      lines: el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      needed: el.scrollWidth,
      room: el.clientWidth,
      content: el.textContent ?? '',
    }));
    expect(text.lines).toBeLessThan(1.5);
    // The demo's codes (eleven characters) are read whole, not cut by an ellipsis.
    expect(text.needed, JSON.stringify(text)).toBeLessThanOrEqual(text.room);
    // The full code is in the tile's title too, should a narrower screen shorten it.
    expect(text.content).toMatch(/^[A-Z]{2}-\d+-[A-Z]+$/);
    expect(await tiles.nth(i).getAttribute('title')).toContain(text.content);
  }
});
