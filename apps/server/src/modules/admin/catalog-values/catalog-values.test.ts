import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, call, caller, createTestStore, loginAdmin, multipart, one, type TestStore, tinyPdf } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const png = (color = '#c0392b', width = 900, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const asAdmin = caller(() => ({ app: store.app, token: adminToken }));

/** A brand's form: its fields and, when given, its logo. */
const logoForm = (fields: Record<string, string>, file?: { filename: string; data: Buffer; type: string }) =>
  multipart(fields, file ? [{ field: 'logo', filename: file.filename, data: file.data, contentType: file.type }] : []);

/** The store's filter group of `key` as a visitor receives it. */
async function storeFilter(key: string) {
  const res = await call(store.app, endpoints.catalog.filters);
  expect(res.statusCode).toBe(200);
  const group = (res.json().filters as { key: string; filters: Record<string, string | number>[] }[]).find((g) => g.key === key);
  return group!.filters;
}

describe('brands', () => {
  it('lists the brands with their logos and product counts', async () => {
    const res = await asAdmin(adminEndpoints.values.brands);
    expect(res.statusCode).toBe(200);
    const { brands } = res.json();
    const counts = await all<{ brandid: number; n: number }>(
      store,
      sql`select b.brandid, count(p.productid)::int as n from brands b left join products p on p.brandid = b.brandid group by b.brandid`,
    );
    expect(brands).toHaveLength(counts.length);
    for (const b of brands) {
      expect(b.products).toBe(counts.find((c) => c.brandid === b.brandid)!.n);
      expect(b.logoUrl).toMatch(/^\/media\//);
    }
  });

  it('creates a brand from a real picture, stored as WebP and served, then renames it and changes its logo', async () => {
    const res = await asAdmin(
      adminEndpoints.values.createBrand,
      logoForm({ name: '  Andes Pro ' }, { filename: 'logo.png', data: await png(), type: 'image/png' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { brand, msg } = res.json();
    expect(msg).toBe(ADMIN_MSG.brandCreated);
    expect(brand).toMatchObject({ name: 'Andes Pro', products: 0 });
    expect(brand.logoUrl).toMatch(/^\/media\/uploads\/brands\/[0-9a-f]{32}\.webp$/);
    const served = await store.app.inject({ url: brand.logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(600);

    const renamed = await asAdmin(adminEndpoints.values.updateBrand, {
      params: { id: brand.brandid },
      ...logoForm({ name: 'Andes Pro Max' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().brand).toMatchObject({ name: 'Andes Pro Max', logoUrl: brand.logoUrl });

    const relogo = await asAdmin(adminEndpoints.values.updateBrand, {
      params: { id: brand.brandid },
      ...logoForm({ name: 'Andes Pro Max' }, { filename: 'nuevo.png', data: await png('#2980b9'), type: 'image/png' }),
    });
    expect(relogo.statusCode, relogo.body).toBe(200);
    expect(relogo.json().brand.logoUrl).not.toBe(brand.logoUrl);
    expect(await one(store, sql`select name, logo_url from brands where brandid = ${brand.brandid}`)).toEqual({
      name: 'Andes Pro Max',
      logo_url: relogo.json().brand.logoUrl,
    });
  });

  it('refuses a PDF or a text file named .png with the file name, and a brand without logo or name', async () => {
    for (const data of [tinyPdf(), Buffer.from('esto no es una imagen')]) {
      const res = await asAdmin(
        adminEndpoints.values.createBrand,
        logoForm({ name: 'Marca Falsa' }, { filename: 'logo.png', data, type: 'image/png' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, msg: MSG.notAnImage('logo.png') });
    }
    const noLogo = await asAdmin(adminEndpoints.values.createBrand, logoForm({ name: 'Marca Falsa' }));
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json().msg).toBe(ADMIN_MSG.brandLogoRequired);
    const noName = await asAdmin(
      adminEndpoints.values.createBrand,
      logoForm({ name: '   ' }, { filename: 'l.png', data: await png(), type: 'image/png' }),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().msg).toBe(ADMIN_MSG.brandNameRequired);
    const json = await asAdmin(adminEndpoints.values.createBrand, { payload: { name: 'Sin formulario' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(MSG.multipartExpected);
    expect(await one(store, sql`select count(*)::int as n from brands where name = 'Marca Falsa'`)).toEqual({ n: 0 });
  });

  it('refuses a name already taken (whatever its case), on create and on rename', async () => {
    const [first, second] = await all<{ brandid: number; name: string }>(
      store,
      sql`select brandid, name from brands order by brandid limit 2`,
    );
    const res = await asAdmin(
      adminEndpoints.values.createBrand,
      logoForm({ name: first.name.toUpperCase() }, { filename: 'l.png', data: await png(), type: 'image/png' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(ADMIN_MSG.brandNameTaken(first.name.toUpperCase()));
    const rename = await asAdmin(adminEndpoints.values.updateBrand, { params: { id: second.brandid }, ...logoForm({ name: first.name }) });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().msg).toBe(ADMIN_MSG.brandNameTaken(first.name));
  });

  it('refuses to delete a brand products use, deletes an unused one with its publicity, 404 for a missing one', async () => {
    const used = await one<{ brandid: number; name: string; n: number }>(
      store,
      sql`select b.brandid, b.name, count(*)::int as n from brands b join products p on p.brandid = b.brandid group by b.brandid order by b.brandid limit 1`,
    );
    const refused = await asAdmin(adminEndpoints.values.removeBrand, { params: { id: used.brandid } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ok: false, msg: ADMIN_MSG.brandInUse(used.name, used.n) });
    expect(used.n).toBeGreaterThan(1);
    expect(refused.json().msg).toBe(
      `No se puede eliminar la marca «${used.name}»: ${used.n} productos la usan. Cambie primero la marca de esos productos.`,
    );
    expect(ADMIN_MSG.brandInUse('Austro', 1)).toBe(
      'No se puede eliminar la marca «Austro»: un producto la usa. Cambie primero la marca de ese producto.',
    );

    const created = await asAdmin(
      adminEndpoints.values.createBrand,
      logoForm({ name: 'Marca Temporal' }, { filename: 'l.png', data: await png('#111111'), type: 'image/png' }),
    );
    const { brandid } = created.json().brand;
    await store.database.db.execute(
      sql`insert into brand_publicity (brandid, url, landing, position) values (${brandid}, '/media/x.webp', false, 99)`,
    );
    const deleted = await asAdmin(adminEndpoints.values.removeBrand, { params: { id: brandid } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().msg).toBe(ADMIN_MSG.brandDeleted);
    expect(await one(store, sql`select count(*)::int as n from brand_publicity where brandid = ${brandid}`)).toEqual({ n: 0 });
    const again = await asAdmin(adminEndpoints.values.removeBrand, { params: { id: brandid } });
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe(ADMIN_MSG.brandNotFound);
  });

  it('a renamed brand shows in the store at once', async () => {
    const used = await one<{ brandid: number; name: string }>(
      store,
      sql`select b.brandid, b.name from brands b where exists (select 1 from products p where p.brandid = b.brandid and p.active and not p.preventa) order by b.brandid limit 1`,
    );
    expect((await storeFilter('brandid')).map((f) => f.name)).toContain(used.name);
    const res = await asAdmin(adminEndpoints.values.updateBrand, {
      params: { id: used.brandid },
      ...logoForm({ name: `${used.name} Ecuador` }),
    });
    expect(res.statusCode).toBe(200);
    expect((await storeFilter('brandid')).map((f) => f.name)).toContain(`${used.name} Ecuador`);
    await asAdmin(adminEndpoints.values.updateBrand, { params: { id: used.brandid }, ...logoForm({ name: used.name }) });
  });
});

describe('filter values', () => {
  it('lists a group with usage counts; an unknown group is a 404 with a message', async () => {
    const res = await asAdmin(adminEndpoints.values.list, { params: { group: 'materials' } });
    expect(res.statusCode).toBe(200);
    const { values, group } = res.json();
    expect(group).toBe('materials');
    const counts = await all<{ id: number; n: number }>(
      store,
      sql`select m.materialid as id, count(p.productid)::int as n from materials m left join products p on p.materialid = m.materialid group by m.materialid`,
    );
    expect(values).toHaveLength(counts.length);
    for (const v of values) expect(v.usage).toBe(counts.find((c) => c.id === v.id)!.n);

    const sizes = (await asAdmin(adminEndpoints.values.list, { params: { group: 'sizes' } })).json().values as {
      sortOrder: number;
      usage: number;
    }[];
    expect(sizes.map((s) => s.sortOrder)).toEqual([...sizes.map((s) => s.sortOrder)].sort((a, b) => a - b));
    const stockRows = await one<{ n: number }>(store, sql`select count(*)::int as n from stock where sizeid is not null`);
    expect(sizes.reduce((s, v) => s + v.usage, 0)).toBe(stockRows.n);

    const colors = (await asAdmin(adminEndpoints.values.list, { params: { group: 'colors' } })).json().values as {
      hexcode: string;
      usage: number;
    }[];
    const variants = await one<{ n: number }>(store, sql`select count(*)::int as n from product_variants`);
    expect(colors.reduce((s, v) => s + v.usage, 0)).toBe(variants.n);
    expect(colors[0].hexcode).toMatch(/^#[0-9a-fA-F]{6}$/);

    for (const group of ['brands', 'zapatos']) {
      const unknown = await asAdmin(adminEndpoints.values.list, { params: { group } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ ok: false, msg: ADMIN_MSG.filterGroupUnknown });
    }
  });

  it('adds, renames and deletes a material; duplicates and used values are refused', async () => {
    const created = await asAdmin(adminEndpoints.values.create, { params: { group: 'materials' }, payload: { name: ' Yute ' } });
    expect(created.statusCode, created.body).toBe(201);
    const { value, msg } = created.json();
    expect(msg).toBe(ADMIN_MSG.filterValueCreated);
    expect(value).toEqual({ id: expect.any(Number), name: 'Yute', usage: 0 });

    const dup = await asAdmin(adminEndpoints.values.create, { params: { group: 'materials' }, payload: { name: 'cuero' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ ok: false, msg: ADMIN_MSG.filterValueTaken('cuero') });
    const empty = await asAdmin(adminEndpoints.values.create, { params: { group: 'materials' }, payload: { name: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(ADMIN_MSG.filterValueNameRequired);

    const renamed = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'materials', id: value.id },
      payload: { name: 'Yute natural' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().value.name).toBe('Yute natural');
    const renameDup = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'materials', id: value.id },
      payload: { name: 'Lona' },
    });
    expect(renameDup.statusCode).toBe(409);
    expect(renameDup.json().msg).toBe(ADMIN_MSG.filterValueTaken('Lona'));

    const used = await one<{ id: number; name: string; n: number }>(
      store,
      sql`select m.materialid as id, m.name, count(*)::int as n from materials m join products p on p.materialid = m.materialid group by m.materialid order by m.materialid limit 1`,
    );
    const refused = await asAdmin(adminEndpoints.values.remove, { params: { group: 'materials', id: used.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(ADMIN_MSG.filterValueInUse(used.name, used.n, 'producto(s)'));
    expect(refused.json().msg).toBe(
      `No se puede eliminar «${used.name}»: lo usan ${used.n} productos. Cámbielo primero en esos registros.`,
    );
    expect(ADMIN_MSG.filterValueInUse('Talla 45', 1, 'fila(s) de stock')).toBe(
      'No se puede eliminar «Talla 45»: lo usa 1 fila de stock. Cámbielo primero en ese registro.',
    );

    const deleted = await asAdmin(adminEndpoints.values.remove, { params: { group: 'materials', id: value.id } });
    expect(deleted.statusCode).toBe(200);
    expect(await one(store, sql`select count(*)::int as n from materials where materialid = ${value.id}`)).toEqual({ n: 0 });
    const missing = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'materials', id: value.id },
      payload: { name: 'Otro' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(ADMIN_MSG.filterValueNotFound);
  });

  it('colours need a valid hex code; a used colour is kept', async () => {
    for (const hexcode of [undefined, 'rojo', '#12345', '#GGGGGG']) {
      const res = await asAdmin(adminEndpoints.values.create, {
        params: { group: 'colors' },
        payload: { name: 'Coral', ...(hexcode ? { hexcode } : {}) },
      });
      expect(res.statusCode, String(hexcode)).toBe(400);
      expect(res.json().msg).toBe(ADMIN_MSG.colorHexInvalid);
    }
    const created = await asAdmin(adminEndpoints.values.create, {
      params: { group: 'colors' },
      payload: { name: 'Coral', hexcode: '#ff7f50' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().value).toMatchObject({ name: 'Coral', hexcode: '#FF7F50', usage: 0 });
    const recolored = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'colors', id: created.json().value.id },
      payload: { name: 'Coral vivo' },
    });
    expect(recolored.json().value).toMatchObject({ name: 'Coral vivo', hexcode: '#FF7F50' });

    const used = await one<{ id: number; name: string; n: number }>(
      store,
      sql`select c.colorid as id, c.name, count(*)::int as n from colors c join product_variants v on v.colorid = c.colorid group by c.colorid order by c.colorid limit 1`,
    );
    const refused = await asAdmin(adminEndpoints.values.remove, { params: { group: 'colors', id: used.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(ADMIN_MSG.filterValueInUse(used.name, used.n, 'variante(s)'));
  });

  it('sizes take an order (last by default); a size with stock is kept', async () => {
    const last = await one<{ m: number }>(store, sql`select max(sort_order)::int as m from sizes`);
    const created = await asAdmin(adminEndpoints.values.create, { params: { group: 'sizes' }, payload: { name: '46' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().value).toMatchObject({ name: '46', sortOrder: last.m + 1, usage: 0 });
    const half = await asAdmin(adminEndpoints.values.create, { params: { group: 'sizes' }, payload: { name: '33', sortOrder: 0 } });
    expect(half.json().value).toMatchObject({ name: '33', sortOrder: 0 });
    const list = (await asAdmin(adminEndpoints.values.list, { params: { group: 'sizes' } })).json().values as { name: string }[];
    expect(list[0].name).toBe('33');
    expect(list.at(-1)!.name).toBe('46');
    const bad = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'sizes', id: half.json().value.id },
      payload: { name: '33', sortOrder: -2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ADMIN_MSG.sizeOrderInvalid);

    const used = await one<{ id: number; name: string; n: number }>(
      store,
      sql`select z.sizeid as id, z.name, count(*)::int as n from sizes z join stock s on s.sizeid = z.sizeid group by z.sizeid order by z.sizeid limit 1`,
    );
    const refused = await asAdmin(adminEndpoints.values.remove, { params: { group: 'sizes', id: used.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(ADMIN_MSG.filterValueInUse(used.name, used.n, 'fila(s) de stock'));
  });

  it('a category says whether its products are counted in pairs or units; a change reaches the product page at once', async () => {
    const list = (await asAdmin(adminEndpoints.values.list, { params: { group: 'categories' } })).json().values as {
      name: string;
      unit: string;
    }[];
    expect(list.find((c) => c.name === 'Balones')?.unit).toBe('UNIT');
    expect(list.find((c) => c.name === 'Accesorios deportivos')?.unit).toBe('UNIT');
    expect(new Set(list.map((c) => c.unit))).toEqual(new Set(['PAIR', 'UNIT']));

    const created = await asAdmin(adminEndpoints.values.create, {
      params: { group: 'categories' },
      payload: { name: 'Termos', unit: 'UNIT' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().value).toEqual({ id: expect.any(Number), name: 'Termos', unit: 'UNIT', usage: 0 });
    expect(await one(store, sql`select unit from categories where categoryid = ${created.json().value.id}`)).toEqual({ unit: 'UNIT' });
    const plain = await asAdmin(adminEndpoints.values.create, { params: { group: 'categories' }, payload: { name: 'Sandalias de playa' } });
    expect(plain.json().value).toMatchObject({ name: 'Sandalias de playa', unit: 'PAIR' });

    // other groups have no unit
    const material = (await asAdmin(adminEndpoints.values.list, { params: { group: 'materials' } })).json().values[0];
    expect(material).not.toHaveProperty('unit');

    const product = await one<{ productid: number; categoryid: number; name: string }>(
      store,
      sql`select p.productid, c.categoryid, c.name from products p join categories c on c.categoryid = p.categoryid
          where p.active and not p.preventa and c.unit = 'PAIR' order by p.productid limit 1`,
    );
    const detail = async () =>
      (await call(store.app, endpoints.catalog.product, { params: { id: product.productid } })).json().product.productInfo.unit;
    expect(await detail()).toBe('PAIR'); // now in the store's cache

    const create = (payload: object) => asAdmin(adminEndpoints.values.create, { params: { group: 'categories' }, payload });
    const update = (payload: object) =>
      asAdmin(adminEndpoints.values.update, { params: { group: 'categories', id: product.categoryid }, payload });
    for (const [send, body] of [
      [create, { name: 'Mochilas', unit: 'CAJA' }],
      [update, { name: product.name, unit: 'pares' }],
      [update, { name: product.name, unit: 1 }],
    ] as const) {
      const bad = await send(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().msg).toBe(ADMIN_MSG.categoryUnitInvalid);
    }
    expect(await one(store, sql`select count(*)::int as n from categories where name = 'Mochilas'`)).toEqual({ n: 0 });
    expect(await detail()).toBe('PAIR');

    const edited = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'categories', id: product.categoryid },
      payload: { name: product.name, unit: 'UNIT' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({ id: product.categoryid, name: product.name, unit: 'UNIT' });
    expect(await detail()).toBe('UNIT');
    // a rename alone keeps the unit
    const renamed = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'categories', id: product.categoryid },
      payload: { name: `${product.name} y más` },
    });
    expect(renamed.json().value).toMatchObject({ name: `${product.name} y más`, unit: 'UNIT' });
    const back = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'categories', id: product.categoryid },
      payload: { name: product.name, unit: 'PAIR' },
    });
    expect(back.json().value.unit).toBe('PAIR');
    expect(await detail()).toBe('PAIR');
  });

  it("the store's filter list shows a change at once", async () => {
    const used = await one<{ id: number; name: string }>(
      store,
      sql`select m.materialid as id, m.name from materials m where exists (select 1 from products p where p.materialid = m.materialid and p.active and not p.preventa) order by m.materialid limit 1`,
    );
    // The store's answer is cached; an edit must clear it.
    expect((await storeFilter('materials')).map((f) => f.name)).toContain(used.name);
    const res = await asAdmin(adminEndpoints.values.update, {
      params: { group: 'materials', id: used.id },
      payload: { name: 'Cuero premium' },
    });
    expect(res.statusCode).toBe(200);
    const names = (await storeFilter('materials')).map((f) => f.name);
    expect(names).toContain('Cuero premium');
    expect(names).not.toContain(used.name);

    // A new value is listed as soon as a product uses it (the store lists only values in use).
    const created = (
      await asAdmin(adminEndpoints.values.create, { params: { group: 'materials' }, payload: { name: 'Fibra de bambú' } })
    ).json().value;
    expect((await storeFilter('materials')).map((f) => f.name)).not.toContain('Fibra de bambú');
    await store.database.db.execute(
      sql`update products set materialid = ${created.id} where productid = (select min(productid) from products where active and not preventa)`,
    );
    store.app.catalogCache.clear();
    expect((await storeFilter('materials')).map((f) => f.name)).toContain('Fibra de bambú');
  });
});
