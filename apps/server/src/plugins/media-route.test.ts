import { readdir } from 'node:fs/promises';
import { MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { fittedPictureUrl } from '@store/contracts/paths';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { cedula, createDistributors, createProduct, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { all, call, createTestStore, login, loginAdmin, multipart, one, type TestStore, tinyPdf } from '../test/harness.ts';
import { startS3, type TestBucket } from '../test/s3.ts';
import { MEDIA_CACHE_CONTROL } from './media-route.ts';

/** The same store on DATA_DIR and on a bucket: the URLs, the bytes and the refusals must not differ. */
describe.each(['disk', 's3'] as const)('files on %s', (kind) => {
  let bucket: TestBucket | undefined;
  let store: TestStore;
  let adminToken: string;
  beforeAll(async () => {
    if (kind === 's3') bucket = await startS3();
    store = await createTestStore({ env: bucket?.env ?? {} });
    adminToken = await loginAdmin(store.app);
  });
  afterAll(async () => {
    await store?.close();
    await bucket?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });
  const notFound = async (url: string) => {
    const res = await get(url);
    expect([res.statusCode, res.json()], url).toEqual([404, { ok: false, msg: MSG.routeNotFound }]);
  };

  it('uses the storage it was configured with', () => {
    expect(store.app.storage.kind).toBe(kind);
  });

  it('serves the demo pictures the seed wrote, a year immutable, with their type', async () => {
    const { url } = await one<{ url: string }>(store, sql`select url from product_media order by mediaid limit 1`);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const banner = await get('/media/banners/banner-video.webm');
    expect([banner.statusCode, banner.headers['content-type']]).toEqual([200, 'video/webm']);
  });

  it('serves a part of the banner video as asked by Range (Safari plays nothing without it), 416 past its end', async () => {
    const url = '/media/banners/banner-video.webm';
    const video = await store.app.storage.media.get(url.slice('/media/'.length));
    const size = video.length;
    expect(size).toBeGreaterThan(100);
    const whole = await get(url);
    expect([whole.statusCode, whole.headers['accept-ranges']]).toEqual([200, 'bytes']);
    for (const [range, start, end] of [
      ['bytes=0-1', 0, 1],
      ['bytes=10-99', 10, 99],
      [`bytes=${size - 5}-`, size - 5, size - 1],
      [`bytes=40-${size + 1000}`, 40, size - 1],
      ['bytes=-7', size - 7, size - 1],
    ] as const) {
      const res = await get(url, { range });
      expect([res.statusCode, res.headers['content-range']], range).toEqual([206, `bytes ${start}-${end}/${size}`]);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`]) {
      const res = await get(url, { range });
      expect([res.statusCode, res.json()], range).toEqual([416, { ok: false, msg: MSG.badRequest }]);
      // @fastify/static's own header is lost in the error handler on disk; the bucket's route tells the size.
      if (kind === 's3') expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
    }
    // Two ranges at once, or none a browser sends: the whole file, as for no Range at all.
    for (const range of ['bytes=0-1,5-9', 'items=0-1']) {
      const res = await get(url, { range });
      expect([res.statusCode, res.rawPayload.equals(video)], range).toEqual([200, true]);
    }
  });

  it('answers 404 for a name no bucket accepts (over 1024 bytes, control characters), as for a missing file', async () => {
    await notFound(`/media/banners/${'a'.repeat(1100)}.webp`);
    await notFound(`/media/banners/${'ñ'.repeat(600)}.webp`);
    await notFound('/media/banners/a%01b.webp');
    await notFound('/media/banners/a%0Ab.webp');
    await notFound('/media/banners/a%7Fb.webp');
  });

  it('serves a picture the staff uploads, at the URL it answered, with the bytes it stored', async () => {
    const { variantId } = await createProduct(store.database.db, { stockType: 'UNITS', quantity: 5 });
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 40, b: 20 } } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = multipart({}, [{ field: 'image', filename: 'frente.png', data: picture, contentType: 'image/png' }]);
      return call(store.app, adminEndpoints.products.uploadImage, { params: { id: variantId }, token: adminToken, ...form });
    };
    const res = await upload();
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}\.webp$/);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(served.rawPayload).toEqual(await store.app.storage.media.get(url.slice('/media/'.length)));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });

    // The same picture again is the same file (named by its content): the disk's refusal of a key it has is no error.
    const again = await upload();
    expect([again.statusCode, again.json().url]).toEqual([201, url]);
    await notFound(url.replace(/[0-9a-f]{32}/, '0'.repeat(32)));

    // The same photo in the widths a srcset offers: WebP of that width (never wider than the photo), kept in
    // the storage beside it and answered from there the next time.
    for (const width of [160, 320, 480]) {
      const fitted = await get(fittedPictureUrl(url, width));
      expect(fitted.statusCode, fitted.body).toBe(200);
      expect(fitted.headers['content-type']).toBe('image/webp');
      expect(fitted.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(await sharp(fitted.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      const kept = await store.app.storage.media.get(`fit/${width}/${url.slice('/media/'.length).replace('.webp', '')}.webp`);
      expect(kept).toEqual(fitted.rawPayload);
      expect((await get(fittedPictureUrl(url, width))).rawPayload).toEqual(kept);
    }
    const whole = await get(fittedPictureUrl(url, 1200));
    expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
    // Twenty phones asking for a width nobody asked before get one picture, made once.
    const together = await Promise.all(Array.from({ length: 20 }, () => get(fittedPictureUrl(url, 960))));
    expect(new Set(together.map((r) => `${r.statusCode} ${r.rawPayload.toString('base64')}`)).size).toBe(1);
    // Only the listed widths, only photos that exist, never an SVG, a private file or a fitted copy again.
    await notFound(fittedPictureUrl(url, 500));
    await notFound(url.replace('/media/', '/media/fit/abc/'));
    await notFound(fittedPictureUrl(url.replace(/[0-9a-f]{32}/, '0'.repeat(32)), 320));
    await notFound(fittedPictureUrl('/media/banners/banner-1.svg', 320));
    await notFound(fittedPictureUrl(fittedPictureUrl(url, 320), 320));
    await notFound(`/media/fit/320/..%2Fprivate%2F${url.slice('/media/'.length).replaceAll('/', '%2F')}`);
  });

  it('hands a receipt to its owner and the staff, never under /media, not even by climbing out of it', async () => {
    const [user] = await createDistributors(store.database.db, 1, `media-${kind}`);
    const token = await login(store.app, user.email, FIXTURE_PASSWORD);
    const { variantId } = await createProduct(store.database.db, { stockType: 'BOXES', quantity: 20, priceCents: 300 });
    await call(store.app, endpoints.cart.add, { token, payload: { prodvarid: variantId, quantity: 1 } });
    const orderId = (await call(store.app, endpoints.sales.place, { token })).json().saleid as number;
    const data = tinyPdf(`comprobante ${kind}`);
    const form = multipart({}, [{ field: 'receipt', filename: 'pago.pdf', data }]);
    const sent = await call(store.app, endpoints.payments.upload, { params: { id: orderId }, token, ...form });
    expect(sent.statusCode, sent.body).toBe(201);
    const { receiptid } = sent.json().receipt as { receiptid: number };
    const { storage_key: key } = await one<{ storage_key: string }>(
      store,
      sql`select storage_key from sale_receipts where receiptid = ${receiptid}`,
    );

    expect(
      (await call(store.app, endpoints.payments.download, { params: { id: orderId, receiptId: receiptid }, token })).rawPayload,
    ).toEqual(data);
    expect(
      (await call(store.app, adminEndpoints.payments.download, { params: { id: orderId, receiptId: receiptid }, token: adminToken }))
        .rawPayload,
    ).toEqual(data);
    expect(await store.app.storage.get(key)).toEqual(data);

    await notFound(`/media/${key}`);
    await notFound(`/media/uploads/${key}`);
    await notFound(`/media/private/${key}`);
    await notFound(`/media/..%2Fprivate%2F${key.replaceAll('/', '%2F')}`);
    await notFound(`/media/..%2F..%2Fprivate%2F${key.replaceAll('/', '%2F')}`);
    await notFound(`/media/%2E%2E/uploads/${key}`);
    await notFound(`/media/..%2Fuploads%2F${key.replaceAll('/', '%2F')}`);
  });

  it('hands the registration documents (the seeded one and a new one) to the staff, never under /media', async () => {
    const pending = await one<{ userid: number; documentid: number; storage_key: string }>(
      store,
      sql`select u.userid, d.documentid, d.storage_key from users u join user_documents d using (companyid) where u.email = ${DEMO_ACCOUNTS.pending.email}`,
    );
    const seeded = await call(store.app, adminEndpoints.distributors.document, {
      params: { id: pending.userid, documentId: pending.documentid },
      token: adminToken,
    });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await notFound(`/media/${pending.storage_key}`);

    const email = `registro-${kind}@example.com`;
    const data = tinyPdf(`ruc ${kind}`);
    const registered = await call(
      store.app,
      endpoints.auth.register,
      multipart(
        {
          ci: cedula(kind === 'disk' ? 310_001 : 310_002),
          company_name: 'Calzado del Río',
          name: 'Rosa',
          lastname: 'Guamán',
          email,
          province: 'Azuay',
          city: 'Cuenca',
          address: 'Av. Solano 2-10',
          phone: '0991112233',
          phone2: '',
          base_phone: '072811223',
          password: 'secreto1',
          confirmPassword: 'secreto1',
        },
        [{ field: 'file1', filename: 'ruc.pdf', data }],
      ),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const [doc] = await all<{ userid: number; documentid: number; storage_key: string }>(
      store,
      sql`select d.companyid as userid, d.documentid, d.storage_key from user_documents d join users u using (companyid) where u.email = ${email}`,
    );
    expect(
      (
        await call(store.app, adminEndpoints.distributors.document, {
          params: { id: doc.userid, documentId: doc.documentid },
          token: adminToken,
        })
      ).rawPayload,
    ).toEqual(data);
    await notFound(`/media/${doc.storage_key}`);
  });

  it('keeps every file where it was told: DATA_DIR on disk, only the bucket otherwise', async () => {
    // With a bucket, another instance with its own DATA_DIR sees the same pictures, receipts and documents.
    const folders = (await readdir(store.dataDir)).filter((name) => name === 'media' || name === 'uploads');
    expect(folders.sort()).toEqual(kind === 'disk' ? ['media', 'uploads'] : []);
    const media: string[] = [];
    for await (const key of store.app.storage.media.list()) media.push(key);
    expect(media.some((k) => k.startsWith('uploads/products/'))).toBe(true);
    expect(media.some((k) => k.startsWith('products/'))).toBe(true);
    const privateKeys: string[] = [];
    for await (const key of store.app.storage.list()) privateKeys.push(key);
    expect(privateKeys.some((k) => k.startsWith('receipts/'))).toBe(true);
    expect(privateKeys.some((k) => k.startsWith('documents/'))).toBe(true);
  });
});
