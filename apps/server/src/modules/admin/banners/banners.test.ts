import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { createFile } from 'mp4box';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_SOURCE } from '../../../db/seed/images.ts';
import { call, caller, createTestStore, loginAdmin, multipart, one, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let webDir: string;
let adminToken: string;
beforeAll(async () => {
  // A minimal built storefront, so the home page's HTML (with its banner preload) is served too.
  webDir = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Tienda</title></head><body></body></html>');
  store = await createTestStore({ env: { WEB_DIR: webDir } });
  adminToken = await loginAdmin(store.app);
});
afterAll(async () => {
  await store?.close();
  await rm(webDir, { recursive: true, force: true });
});

const png = (color: string, width = 1600, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A real (tiny) MP4, written by mp4box: one H.264 video track, or only an AAC audio track. */
function mp4(kind: 'video' | 'audio' = 'video') {
  const file = createFile();
  const track =
    kind === 'video'
      ? file.addTrack({
          type: 'avc1',
          width: 320,
          height: 240,
          timescale: 1000,
          avcDecoderConfigRecord: new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe0, 0x00]).buffer,
        })
      : file.addTrack({ type: 'mp4a', hdlr: 'soun', timescale: 44100, samplerate: 44100, channel_count: 2, samplesize: 16 });
  file.addSample(track, new Uint8Array([0, 0, 0, 2, 0x65, 0x88]), { duration: 1000, is_sync: true });
  const stream = file.getBuffer();
  return Buffer.from(stream.buffer, 0, stream.byteLength);
}
/** What was stored as an .mp4 before: an HTML page whose bytes 4–8 read 'ftyp'. */
const htmlWithFtyp = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.alloc(12),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]);
/** The EBML header WebM files start with, and nothing of a video after it. */
const fakeWebm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm-data', 'latin1')]);
/** The files stored under the banners' upload folder. */
const storedBanners = async () => (await readdir(path.join(store.app.config.mediaDir, 'uploads', 'banners')).catch(() => [])).sort();
const asAdmin = caller(() => ({ app: store.app, token: adminToken }));
const upload = (
  endpoint: typeof adminEndpoints.banners.create | typeof adminEndpoints.banners.createPublicity,
  fields: Record<string, string>,
  file?: { filename: string; data: Buffer; type: string },
) =>
  asAdmin(endpoint, multipart(fields, file ? [{ field: 'file', filename: file.filename, data: file.data, contentType: file.type }] : []));

interface StoreBanner {
  bannerid: number;
  type: string;
  url: string;
  link: string | null;
}
async function storeBanners(): Promise<StoreBanner[]> {
  const res = await call(store.app, endpoints.content.banners);
  expect(res.statusCode).toBe(200);
  return res.json().banners;
}
interface StorePublicity {
  brandpublicityid: number;
  url: string;
  landing: boolean;
  name: string;
}
async function storePublicity(): Promise<StorePublicity[]> {
  const res = await call(store.app, endpoints.content.brandPublicity);
  expect(res.statusCode).toBe(200);
  return res.json().brandsPublicity;
}

describe('banners', () => {
  it('lists every banner, carousel first, with position and active flag', async () => {
    const res = await asAdmin(adminEndpoints.banners.list);
    expect(res.statusCode).toBe(200);
    const { banners } = res.json();
    const total = await one<{ n: number }>(store, sql`select count(*)::int as n from banners`);
    expect(banners).toHaveLength(total.n);
    expect(banners.at(-1).type).toBe('bottom');
    expect(banners[0]).toEqual({
      bannerid: expect.any(Number),
      type: expect.any(String),
      url: expect.any(String),
      // the demo's first carousel banner leads to the pre-sale
      link: banners[0].type === 'image' ? '/pre-sale' : null,
      position: 0,
      active: true,
    });
  });

  it('an uploaded image goes last in the carousel and shows in the store at once; hidden, it leaves the store', async () => {
    const before = await storeBanners(); // warms the store's cache
    const res = await upload(
      adminEndpoints.banners.create,
      { type: 'image' },
      { filename: 'verano.png', data: await png('#16a085'), type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { banner, msg } = res.json();
    expect(msg).toBe(ADMIN_MSG.bannerCreated);
    expect(banner.url).toMatch(/^\/media\/uploads\/banners\/[0-9a-f]{32}\.webp$/);
    const carousel = before.filter((b) => b.type !== 'bottom');
    expect(banner).toMatchObject({ type: 'image', active: true, position: carousel.length });
    const served = await store.app.inject({ url: banner.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const after = await storeBanners();
    expect(after.filter((b) => b.type !== 'bottom').at(-1)).toEqual({
      bannerid: banner.bannerid,
      type: 'image',
      url: banner.url,
      link: null,
    });

    const hidden = await asAdmin(adminEndpoints.banners.update, { params: { id: banner.bannerid }, payload: { active: false } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().banner.active).toBe(false);
    expect((await storeBanners()).map((b) => b.bannerid)).not.toContain(banner.bannerid);
    await asAdmin(adminEndpoints.banners.update, { params: { id: banner.bannerid }, payload: { active: true } });
    expect((await storeBanners()).map((b) => b.bannerid)).toContain(banner.bannerid);
  });

  it('keeps an optional link (a store path or an https address) that the store answers with; refuses any other', async () => {
    const res = await upload(
      adminEndpoints.banners.create,
      { type: 'image', link: '/store?brandid=3' },
      { filename: 'marca.png', data: await png('#2980b9'), type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { banner } = res.json();
    expect(banner.link).toBe('/store?brandid=3');
    expect((await storeBanners()).find((b) => b.bannerid === banner.bannerid)?.link).toBe('/store?brandid=3');

    const external = await asAdmin(adminEndpoints.banners.update, {
      params: { id: banner.bannerid },
      payload: { link: 'https://www.instagram.com/calzado' },
    });
    expect(external.statusCode, external.body).toBe(200);
    expect(external.json().banner.link).toBe('https://www.instagram.com/calzado');
    const row = await one<{ link: string | null }>(store, sql`select link from banners where bannerid = ${banner.bannerid}`);
    expect(row.link).toBe('https://www.instagram.com/calzado');

    for (const bad of ['http://otra.com', '//otra.com/x', 'javascript:alert(1)', 'store', '/a b', '/\\otra.com']) {
      const refused = await asAdmin(adminEndpoints.banners.update, { params: { id: banner.bannerid }, payload: { link: bad } });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().msg, bad).toBe(ADMIN_MSG.bannerLinkInvalid);
    }
    const badUpload = await upload(
      adminEndpoints.banners.create,
      { type: 'image', link: 'ftp://x.com' },
      { filename: 'x.png', data: await png('#000000'), type: 'image/png' },
    );
    expect(badUpload.statusCode).toBe(400);
    expect(badUpload.json().msg).toBe(ADMIN_MSG.bannerLinkInvalid);

    const cleared = await asAdmin(adminEndpoints.banners.update, { params: { id: banner.bannerid }, payload: { link: '' } });
    expect(cleared.json().banner.link).toBeNull();
    await asAdmin(adminEndpoints.banners.remove, { params: { id: banner.bannerid } });
  });

  it('moves a banner within its section, and the store follows the new order', async () => {
    const carousel = (await storeBanners()).filter((b) => b.type !== 'bottom');
    const last = carousel.at(-1)!;
    const moved = await asAdmin(adminEndpoints.banners.update, { params: { id: last.bannerid }, payload: { position: 0 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().banner.position).toBe(0);
    const now = (await storeBanners()).filter((b) => b.type !== 'bottom').map((b) => b.bannerid);
    expect(now).toEqual([last.bannerid, ...carousel.slice(0, -1).map((b) => b.bannerid)]);
    // Positions are renumbered 0..n-1 in the section; a position past the end means last.
    const positions = await store.database.db.execute(sql`select position from banners where type <> 'bottom' order by position`);
    expect(positions.rows.map((r) => Number((r as { position: number }).position))).toEqual(now.map((_, i) => i));
    await asAdmin(adminEndpoints.banners.update, { params: { id: last.bannerid }, payload: { position: 999 } });
    expect((await storeBanners()).filter((b) => b.type !== 'bottom').at(-1)!.bannerid).toBe(last.bannerid);

    const bottomBefore = await one<{ position: number }>(
      store,
      sql`select position from banners where type = 'bottom' order by position limit 1`,
    );
    expect(bottomBefore.position).toBe(0);

    const empty = await asAdmin(adminEndpoints.banners.update, { params: { id: last.bannerid }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(ADMIN_MSG.bannerPatchEmpty);
    const negative = await asAdmin(adminEndpoints.banners.update, { params: { id: last.bannerid }, payload: { position: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().msg).toBe(ADMIN_MSG.positionInvalid);
    const missing = await asAdmin(adminEndpoints.banners.update, { params: { id: 999999 }, payload: { active: false } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(ADMIN_MSG.bannerNotFound);
  });

  it('accepts a video only when it parses as an MP4 or WebM with a video track', async () => {
    const bannersBefore = await one<{ n: number }>(store, sql`select count(*)::int as n from banners`);
    const filesBefore = await storedBanners();
    const refused: [string, Buffer][] = [
      ['promo.mp4', htmlWithFtyp()],
      ['promo.mp4', Buffer.from('no soy un video')],
      ['foto.mp4', await png('#000000', 20, 20)],
      ['clip.webm', fakeWebm()],
      ['solo-audio.mp4', mp4('audio')],
      ['cortado.mp4', mp4().subarray(0, 200)],
    ];
    for (const [filename, data] of refused) {
      const res = await upload(adminEndpoints.banners.create, { type: 'video' }, { filename, data, type: 'video/mp4' });
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().msg).toBe(MSG.notAVideo(filename));
    }
    expect((await one<{ n: number }>(store, sql`select count(*)::int as n from banners`)).n).toBe(bannersBefore.n);
    expect(await storedBanners()).toEqual(filesBefore);

    const mp4Res = await upload(
      adminEndpoints.banners.create,
      { type: 'video' },
      { filename: 'promo.mp4', data: mp4(), type: 'video/mp4' },
    );
    expect(mp4Res.statusCode, mp4Res.body).toBe(201);
    expect(mp4Res.json().banner.url).toMatch(/^\/media\/uploads\/banners\/[0-9a-f]{32}\.mp4$/);
    // The demo's own banner video, uploaded under a name that says nothing.
    const webm = await readFile(VIDEO_SOURCE);
    const webmRes = await upload(
      adminEndpoints.banners.create,
      { type: 'video' },
      { filename: 'clip.bin', data: webm, type: 'application/octet-stream' },
    );
    expect(webmRes.statusCode, webmRes.body).toBe(201);
    expect(webmRes.json().banner.url).toMatch(/\.webm$/);
    const served = await store.app.inject({ url: webmRes.json().banner.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(webm)).toBe(true);
    expect((await storeBanners()).map((b) => b.bannerid)).toEqual(
      expect.arrayContaining([mp4Res.json().banner.bannerid, webmRes.json().banner.bannerid]),
    );
    const videoAsImage = await upload(
      adminEndpoints.banners.create,
      { type: 'image' },
      { filename: 'promo.mp4', data: mp4(), type: 'video/mp4' },
    );
    expect(videoAsImage.statusCode).toBe(400);
    expect(videoAsImage.json().msg).toBe(MSG.notAnImage('promo.mp4'));
  });

  it('refuses an unknown type or a missing file; a bottom banner goes last among the bottom ones; delete removes it', async () => {
    const badType = await upload(
      adminEndpoints.banners.create,
      { type: 'popup' },
      { filename: 'a.png', data: await png('#333333'), type: 'image/png' },
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json().msg).toBe(ADMIN_MSG.bannerTypeInvalid);
    const noFile = await upload(adminEndpoints.banners.create, { type: 'image' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe(ADMIN_MSG.bannerFileRequired);

    const bottoms = await one<{ n: number }>(store, sql`select count(*)::int as n from banners where type = 'bottom'`);
    const bottom = await upload(
      adminEndpoints.banners.create,
      { type: 'bottom' },
      { filename: 'pie.png', data: await png('#8e44ad'), type: 'image/png' },
    );
    expect(bottom.statusCode).toBe(201);
    expect(bottom.json().banner).toMatchObject({ type: 'bottom', position: bottoms.n });

    const { bannerid } = bottom.json().banner;
    await storeBanners();
    const deleted = await asAdmin(adminEndpoints.banners.remove, { params: { id: bannerid } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().msg).toBe(ADMIN_MSG.bannerDeleted);
    expect((await storeBanners()).map((b) => b.bannerid)).not.toContain(bannerid);
    expect((await asAdmin(adminEndpoints.banners.remove, { params: { id: bannerid } })).statusCode).toBe(404);
  });

  it("the home page's preload follows a new first banner at once", async () => {
    const preload = async () => /<link rel="preload" as="image" href="([^"]+)"/.exec((await store.app.inject({ url: '/' })).body)?.[1];
    const first = (await storeBanners()).find((b) => b.type !== 'bottom')!;
    expect(await preload()).toBe(first.url);
    const res = await upload(
      adminEndpoints.banners.create,
      { type: 'image' },
      { filename: 'primero.png', data: await png('#d35400'), type: 'image/png' },
    );
    const { banner } = res.json();
    await asAdmin(adminEndpoints.banners.update, { params: { id: banner.bannerid }, payload: { position: 0 } });
    expect((await storeBanners()).find((b) => b.type !== 'bottom')!.bannerid).toBe(banner.bannerid);
    expect(await preload()).toBe(banner.url);
    await asAdmin(adminEndpoints.banners.update, { params: { id: banner.bannerid }, payload: { active: false } });
    expect(await preload()).toBe(first.url);
  });
});

describe('brand publicity', () => {
  it('lists every entry with its brand, in the store order', async () => {
    const res = await asAdmin(adminEndpoints.banners.publicity);
    expect(res.statusCode).toBe(200);
    const { publicity } = res.json();
    const inStore = await storePublicity();
    expect(publicity.map((p: { brandpublicityid: number }) => p.brandpublicityid)).toEqual(inStore.map((p) => p.brandpublicityid));
    expect(publicity[0]).toMatchObject({ brandid: expect.any(Number), brandName: inStore[0].name, landing: inStore[0].landing });
  });

  it('uploads an entry for the footer strip; the landing flag takes it out of the strip and back', async () => {
    const brand = await one<{ brandid: number; name: string }>(store, sql`select brandid, name from brands order by brandid limit 1`);
    await storePublicity(); // warms the store's cache
    const res = await upload(
      adminEndpoints.banners.createPublicity,
      { brandid: String(brand.brandid), landing: 'false' },
      { filename: 'logo.png', data: await png('#2c3e50', 400, 140), type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { publicity, msg } = res.json();
    expect(msg).toBe(ADMIN_MSG.publicityCreated);
    expect(publicity).toMatchObject({ brandid: brand.brandid, brandName: brand.name, landing: false });
    expect(publicity.url).toMatch(/^\/media\/uploads\/publicity\/[0-9a-f]{32}\.webp$/);

    // The footer shows the entries that are not landing ones (docs/product.md §2).
    const strip = async () => (await storePublicity()).filter((p) => !p.landing).map((p) => p.brandpublicityid);
    const entry = (await storePublicity()).find((p) => p.brandpublicityid === publicity.brandpublicityid);
    expect(entry).toEqual({ brandpublicityid: publicity.brandpublicityid, url: publicity.url, landing: false, name: brand.name });
    expect((await strip()).at(-1)).toBe(publicity.brandpublicityid);

    const landing = await asAdmin(adminEndpoints.banners.updatePublicity, {
      params: { id: publicity.brandpublicityid },
      payload: { landing: true },
    });
    expect(landing.statusCode, landing.body).toBe(200);
    expect(landing.json().publicity.landing).toBe(true);
    expect(await strip()).not.toContain(publicity.brandpublicityid);
    expect((await storePublicity()).find((p) => p.brandpublicityid === publicity.brandpublicityid)?.landing).toBe(true);

    await asAdmin(adminEndpoints.banners.updatePublicity, { params: { id: publicity.brandpublicityid }, payload: { landing: false } });
    expect(await strip()).toContain(publicity.brandpublicityid);
  });

  it('an entry without brand, moved first, then given a brand, then deleted', async () => {
    const res = await upload(
      adminEndpoints.banners.createPublicity,
      { landing: 'true' },
      { filename: 'promo.png', data: await png('#f1c40f'), type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { publicity } = res.json();
    expect(publicity).toMatchObject({ brandid: null, brandName: null, landing: true });
    expect((await storePublicity()).find((p) => p.brandpublicityid === publicity.brandpublicityid)?.name).toBe('');

    await asAdmin(adminEndpoints.banners.updatePublicity, { params: { id: publicity.brandpublicityid }, payload: { position: 0 } });
    expect((await storePublicity())[0].brandpublicityid).toBe(publicity.brandpublicityid);

    const brand = await one<{ brandid: number; name: string }>(store, sql`select brandid, name from brands order by brandid desc limit 1`);
    const branded = await asAdmin(adminEndpoints.banners.updatePublicity, {
      params: { id: publicity.brandpublicityid },
      payload: { brandid: brand.brandid },
    });
    expect(branded.json().publicity).toMatchObject({ brandid: brand.brandid, brandName: brand.name });
    const noBrand = await asAdmin(adminEndpoints.banners.updatePublicity, {
      params: { id: publicity.brandpublicityid },
      payload: { brandid: 999999 },
    });
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().msg).toBe(ADMIN_MSG.brandNotFound);

    const bad = await upload(
      adminEndpoints.banners.createPublicity,
      { landing: 'quizas' },
      { filename: 'p.png', data: await png('#000000', 10, 10), type: 'image/png' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ADMIN_MSG.landingInvalid);
    const notImage = await upload(
      adminEndpoints.banners.createPublicity,
      { landing: 'false' },
      { filename: 'p.png', data: Buffer.from('texto'), type: 'image/png' },
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().msg).toBe(MSG.notAnImage('p.png'));

    const deleted = await asAdmin(adminEndpoints.banners.removePublicity, { params: { id: publicity.brandpublicityid } });
    expect(deleted.statusCode).toBe(200);
    expect((await storePublicity()).map((p) => p.brandpublicityid)).not.toContain(publicity.brandpublicityid);
    const again = await asAdmin(adminEndpoints.banners.removePublicity, { params: { id: publicity.brandpublicityid } });
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe(ADMIN_MSG.publicityNotFound);
  });
});
