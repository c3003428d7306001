import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { paths } from '@store/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.ts';
import { apiPath, createTestStore, type TestStore } from '../test/harness.ts';

describe('the built storefront beside the API', () => {
  let store: TestStore;
  const script = 'console.log("tienda");'.repeat(20);

  beforeAll(async () => {
    const webDir = await mkdtemp(path.join(tmpdir(), 'web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Tienda</title></head><body></body></html>');
    await writeFile(path.join(webDir, 'assets', 'index-AbCd1234.js'), script);
    await writeFile(path.join(webDir, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
    // The store's own placeholder, as the web build copies it from apps/web/public.
    await copyFile(path.join(serverRoot, '../web/public/assets/default.webp'), path.join(webDir, 'assets', 'default.webp'));
    store = await createTestStore({ env: { WEB_DIR: webDir } });
  });
  afterAll(() => store?.close());

  it("answers each of the store's pages with the app, never cached, so the browser router takes over", async () => {
    const pages = Object.values(paths).filter((p) => typeof p === 'string');
    expect(pages).toContain('/store');
    for (const url of [...pages, paths.product(3), '/store/', '/passwordreset?userid=1&token=abc', '/admin/orders/12']) {
      const res = await store.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Tienda</title>');
    }
  });

  it('answers an unknown page, even a malformed one, with the app (its not-found page) and a 404', async () => {
    for (const url of ['/no/existe', '/wp-admin', '/%E0%A4%A', '/store/%E0%A4%A?x=1', '/%']) {
      const res = await store.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // Through the usual hooks, so with the usual security headers.
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.body).toContain('<title>Tienda</title>');
    }
  });

  it('answers a missing file with a JSON 404, never the app', async () => {
    for (const url of ['/favicon.png', '/feed.xml', '/.env', '/foo.php', '/admin/config.php', '/api/%E0%A4%A']) {
      const res = await store.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ ok: false, msg: 'La ruta solicitada no existe' });
    }
    const badId = await store.app.inject({ url: '/api/product/get_by_id/%E0%A4%A' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ ok: false, msg: MSG.idInvalid });
  });

  it('preloads the banners and the first banner picture on the home page only', async () => {
    const home = await store.app.inject({ url: '/' });
    expect(home.body).toContain(`<link rel="preload" href="${apiPath(endpoints.content.banners)}" as="fetch" crossorigin="anonymous">`);
    expect(home.body).toMatch(/<link rel="preload" as="image" href="\/media\/banners\/banner-1\.svg"/);
    for (const url of ['/store', '/admin/orders']) {
      const other = await store.app.inject({ url });
      expect(other.body).not.toContain('rel="preload"');
    }
  });

  it('keeps JSON 404s under /api and /media, and for the folders of the build', async () => {
    for (const url of ['/api/no-existe', '/media/no-existe.svg', '/assets/no-existe.js', '/assets', '/assets/']) {
      const res = await store.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, msg: 'La ruta solicitada no existe' });
    }
  });

  it('sends hashed files precompressed and cached for a year, others for an hour', async () => {
    const js = await store.app.inject({ url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'br' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const placeholder = await store.app.inject({ url: '/assets/default.webp' });
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.headers['cache-control']).toBe('public, max-age=3600');
    expect(placeholder.headers['content-type']).toBe('image/webp');
    expect(placeholder.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
