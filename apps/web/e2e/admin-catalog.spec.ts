import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN, adminNav, apiLogin, expect, loginAsAdmin, test } from './fixtures.ts';

/** A real PNG of one colour (an RGB picture, deflated), so the server's decoder accepts it. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

async function adminHeaders(request: Parameters<typeof apiLogin>[0]) {
  const token = await apiLogin(request, ADMIN);
  if (!token) throw new Error('the administrator cannot log in');
  return { authorization: `Bearer ${token}` };
}

test('filters: the administrator adds a material, and a renamed one shows in the store at once', async ({ page, request }) => {
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const groups = (await (await request.get('/api/filters/get_all')).json()) as {
    filters: { key: string; filters: { materialid: number; name: string }[] }[];
  };
  // The store lists only values products use: one of those is renamed (and put back at the end).
  const material = groups.filters.find((g) => g.key === 'materials')!.filters[0];
  const added = `Material ${tag}`;
  const renamed = `${material.name} ${tag}`;
  const headers = await adminHeaders(request);
  try {
    await loginAsAdmin(page);
    await adminNav(page, 'Valores de filtros');
    await expect(page.getByRole('heading', { name: 'Valores de filtros', level: 1 })).toBeVisible();
    if (narrow(page)) await page.getByRole('combobox', { name: 'Grupo de filtros' }).selectOption({ label: 'Materiales' });
    else await page.getByRole('tab', { name: 'Materiales' }).click();
    await expect(page).toHaveURL(/group=materials/);

    await page.getByLabel('Nuevo material').fill(added);
    await page.getByRole('button', { name: 'Agregar' }).click();
    const addedRow = page.getByRole('row').filter({ hasText: added });
    await expect(addedRow).toContainText('Sin uso');
    await expect(page.getByLabel('Nuevo material')).toHaveValue('');

    const usedRow = page.getByRole('row').filter({ has: page.getByText(material.name, { exact: true }) });
    await expect(usedRow).toContainText(/\d+ productos?/);
    await usedRow.getByRole('button', { name: `Editar ${material.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar valor' });
    await dialog.getByLabel('Nombre').fill(renamed);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();

    // A used value cannot go; the unused new one can. The toasts stacked over the last rows' buttons go
    // after 4 s, but sonner holds them while the pointer rests on them (it did, after «Guardar»).
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: `Eliminar ${added}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(addedRow).toHaveCount(0);

    await page.goto('/store');
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await expect(page.getByRole('heading', { name: /Productos disponibles/ })).toBeVisible();
    const filterButton = filters.getByRole('button', { name: 'Filtrar' });
    if (await filterButton.isVisible()) await filterButton.click();
    await filters.getByText('Materiales', { exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: renamed, exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: material.name, exact: true })).toHaveCount(0);
  } finally {
    const put = await request.put(`/api/admin/filters/materials/${material.materialid}`, { headers, data: { name: material.name } });
    expect(put.ok(), await put.text()).toBe(true);
    const list = (await (await request.get('/api/admin/filters/materials', { headers })).json()) as {
      values: { id: number; name: string }[];
    };
    for (const v of list.values.filter((x) => x.name === added)) await request.delete(`/api/admin/filters/materials/${v.id}`, { headers });
  }
});

test('banners: the administrator uploads a carousel image, sees it listed and in the store, then removes it', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const before = (await (await request.get('/api/admin/banners', { headers })).json()) as { banners: { type: string }[] };
  const carouselCount = before.banners.filter((b) => b.type !== 'bottom').length;
  const color: [number, number, number] = test.info().project.name === 'phone' ? [30, 122, 109] : [217, 119, 6];

  await loginAsAdmin(page);
  await adminNav(page, 'Banners y publicidad');
  const carousel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Carrusel principal' }) });
  const items = carousel.getByRole('listitem');
  await expect(items).toHaveCount(carouselCount);

  await carousel.getByLabel('Subir imagen o video').setInputFiles({
    name: 'banner-e2e.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 400, color),
  });
  await expect(page.getByText('Banner agregado')).toBeVisible();
  await expect(items).toHaveCount(carouselCount + 1);
  const added = items.last();
  const src = await added.getByRole('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/uploads\/banners\/[0-9a-f]{32}\.webp$/);
  await expect(added.getByRole('switch', { name: `Mostrar banner ${carouselCount + 1} en la tienda` })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The store shows it at once.
  const inStore = (await (await request.get('/api/banner/all')).json()) as { banners: { url: string }[] };
  expect(inStore.banners.map((b) => b.url)).toContain(src);

  await added.getByRole('button', { name: `Eliminar banner ${carouselCount + 1}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar banner' }).click();
  await expect(page.getByText('Banner eliminado')).toBeVisible();
  await expect(items).toHaveCount(carouselCount);
});
