import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ADMIN, adminNav, apiLogin, expect, loginAsAdmin, test } from './fixtures.ts';

// «Historial» after a catalogue import (decision 030): the import's line reads as the staff's words, short, with the
// rest behind «Ver N cambios más», never the file's bytes one per line. With HISTORY_SHOTS=<dir> the spec saves
// <dir>/history-import-<project>.png.

test('after a catalogue import the history shows a short, readable line that opens on «Ver N cambios más»', async ({ page, request }) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const headers = { authorization: `Bearer ${await apiLogin(request, ADMIN)}` };

  // 120 new products, inactive (the store never shows them), on the catalogue's own brands and values
  const exported = await request.get('/api/admin/catalog/export.csv', { headers });
  expect(exported.ok()).toBe(true);
  const rows: Record<string, string>[] = parse(await exported.body(), { columns: true, bom: true });
  const base = rows.find((r) => r.tipo_stock !== 'SIZES') as Record<string, string>;
  const stamp = `${project}-${Date.now().toString(36)}`.toUpperCase();
  const lines = Array.from({ length: 120 }, (_, i) => ({
    ...base,
    productid: '',
    producto: `Historial ${stamp} ${i}`,
    codigo: `HIS-${stamp}-${i}`,
    activo: 'no',
  }));
  const started = await request.post('/api/admin/catalog/import?dryRun=false', {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: stringify(lines, { header: true, columns: Object.keys(rows[0]) }),
  });
  expect(started.status(), await started.text()).toBe(202);
  const { jobId } = await started.json();
  await expect
    .poll(async () => (await (await request.get(`/api/admin/catalog/imports/${jobId}`, { headers })).json()).status, { timeout: 60_000 })
    .toBe('done');

  await loginAsAdmin(page);
  await adminNav(page, 'Historial');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de cambios' })).toBeVisible();
  await page.getByLabel('Tipo de registro').selectOption('catalog');
  const entry = page
    .getByRole('row')
    .filter({ hasText: /Importó el catálogo: \d+ productos y \d+ variantes cambiados/ })
    .first();
  await expect(entry).toBeVisible();
  const changes = entry.getByRole('list', { name: 'Campos cambiados' });
  // never a byte per line («0: — → 112»), never a raw key
  await expect(changes.getByRole('listitem').filter({ hasText: /^\d+:/ })).toHaveCount(0);
  expect(await changes.getByRole('listitem').count()).toBeLessThanOrEqual(7);
  await expect(entry).not.toContainText(/[a-z][A-Z][a-z]*:/);

  // the import's own line names what changed, its first few shown, the rest behind «Ver N cambios más»
  await expect(entry).toContainText(`Producto «Historial ${stamp} 0»`);
  const dir = process.env.HISTORY_SHOTS;
  if (dir) await entry.screenshot({ path: `${dir}/history-import-${project}.png` });
  await entry.getByRole('button', { name: /^Ver \d+ cambios? más$/ }).click();
  await expect(changes.getByRole('listitem').last()).toContainText(/^… y \d+ cambios más$/);
  expect(await changes.getByRole('listitem').count()).toBeGreaterThan(7);
  await expect(entry.getByRole('button', { name: 'Ver menos' })).toBeVisible();
  if (dir) await page.screenshot({ path: `${dir}/history-import-open-${project}.png`, fullPage: false });
});
