import type { APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '@store/contracts/catalog';
import { adminNav, apiLogin, expect, findProduct, loginAsAdmin, test } from './fixtures.ts';

const HEADER =
  'productid,producto,descripcion,marca,genero,categoria,material,tipo,tecnologia,uso,tipo_stock,preventa,activo,codigo,color,precio,descuento,talla,stock';
const cell = (v: string | number) => `"${String(v).replace(/"/g, '""')}"`;

async function detail(request: APIRequestContext, token: string, id: number): Promise<ProductDetail> {
  const res = await request.get(`/api/product/get_by_id/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: ProductDetail }).product;
}

/** One CSV line of the product, for a variant and size, with `over` replacing columns. */
function line(
  product: ProductDetail,
  values: { code: string; color: string; price: string; discount: number; size: string; stock: number },
  over: Record<string, string> = {},
) {
  const p = product.productInfo;
  const cells: Record<string, string | number> = {
    productid: p.productid,
    producto: p.name,
    descripcion: p.description,
    marca: p.marca.name,
    genero: p.gender.name,
    categoria: p.category.name,
    material: p.material.name,
    tipo: p.type.name,
    tecnologia: p.technology.name,
    uso: p.use.name,
    tipo_stock: p.stocktype,
    preventa: p.preventa ? 'si' : 'no',
    activo: 'si',
    codigo: values.code,
    color: values.color,
    precio: values.price,
    descuento: values.discount,
    talla: values.size,
    stock: values.stock,
    ...over,
  };
  return HEADER.split(',')
    .map((h) => cell(cells[h]))
    .join(',');
}

const csvFile = (lines: string[]) => ({
  name: 'catalogo.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`),
});

test('the administrator exports the catalogue, sees a bad row refused by its line, then imports a valid file', async ({
  page,
  request,
  distributor,
}) => {
  const project = test.info().project.name;
  // Each project changes its own product, so both pass on the same database.
  const first = await findProduct(request, distributor, 'SIZES');
  const card = project === 'desktop' ? first : await findProduct(request, distributor, 'SIZES', [first.productid]);
  const token = (await apiLogin(request, distributor)) as string;
  const before = await detail(request, token, card.productid);
  const variant = before.productVariants[0];
  const size = variant.stock_sizes?.[0] as { name: string; quantity: number };
  const current = {
    code: variant.code,
    color: variant.color.name,
    price: (variant.price as number).toFixed(2),
    discount: variant.discount_value,
    size: size.name,
    stock: size.quantity,
  };

  await loginAsAdmin(page);
  await adminNav(page, 'Importar / Exportar CSV');
  await expect(page.getByRole('heading', { name: 'Importar y exportar catálogo (CSV)' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar catálogo (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/);

  // A file whose second data row names a brand that does not exist.
  const fileInput = page.getByLabel('Archivo CSV');
  await fileInput.setInputFiles(
    csvFile([
      line(before, { ...current, stock: current.stock + 5 }),
      line(before, { ...current, size: '45' }, { marca: 'Marca Inexistente' }),
    ]),
  );
  await page.getByRole('button', { name: 'Validar (sin cambios)' }).click();
  const reason = 'No existe la marca "Marca Inexistente". La importación no crea valores nuevos';
  await expect(page.getByRole('alert').filter({ hasText: 'Validación terminada: 1 fila con errores. No se cambió nada.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('3');
  await expect(page.getByRole('heading', { name: 'Filas con errores (1)' })).toBeVisible();

  // A file that failed its validation cannot be imported.
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  const unchanged = await detail(request, token, card.productid);
  expect(unchanged.productVariants[0].stock_sizes?.[0].quantity).toBe(current.stock);

  // A valid file: the size's stock changes and a new colour variant joins the product.
  const code = `E2E-CSV-${project}-${Date.now()}`.toUpperCase();
  const newStock = current.stock + 7;
  await fileInput.setInputFiles(
    csvFile([
      line(before, { ...current, stock: newStock }),
      line(before, { code, color: current.color, price: '49.90', discount: 0, size: '40', stock: 12 }),
    ]),
  );
  await page.getByRole('button', { name: 'Validar (sin cambios)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'el archivo es correcto' })).toBeVisible();

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await page.getByRole('button', { name: 'Sí, importar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importación terminada' })).toBeVisible({ timeout: 15_000 });
  const created = page.getByRole('definition').filter({ hasText: '0 productos · 1 variante' }).first();
  await expect(created).toBeVisible();

  const after = await detail(request, token, card.productid);
  const changed = after.productVariants.find((v) => v.code === current.code);
  expect(changed?.stock_sizes?.find((s) => s.name === current.size)?.quantity).toBe(newStock);
  const added = after.productVariants.find((v) => v.code === code);
  expect(added?.price).toBe(49.9);
  expect(added?.stock_sizes?.map((s) => [s.name, s.quantity])).toEqual([['40', 12]]);
});
