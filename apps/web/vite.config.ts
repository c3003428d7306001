import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { endpointPathsOnly } from './build-plugins/endpoint-paths-only.ts';
import { keptOffline, OFFLINE_CACHES } from './src/lib/offline-caches.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

// Two builds (package.json's build): the browser's app into dist/, and the server's renderer of the public
// pages (src/entry-server.tsx) into dist-server/, every dependency bundled in so the server imports one file.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each file; the server sends them as they are (no compression per request).
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
        include: /\.(js|css|svg|json|html)$/,
        threshold: 1024,
      }),
    !isSsrBuild && builtShellFolder(),
    !isSsrBuild && installableApp(),
    !isSsrBuild && zodWithoutEval(),
    endpointPathsOnly(),
  ],
  server: { proxy: { '/api': api, '/media': api } },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        target: 'es2022',
        assetsInlineLimit: 0,
        // No <link rel="modulepreload"> for the entry's files, and no list of every chunk's files in the entry:
        // the hydration script must not compete with the page's picture for the first bytes (decision 038).
        modulePreload: false,
        // The back office's own chunks under assets/admin/: the service worker keeps the store, not them.
        rollupOptions: {
          output: {
            chunkFileNames: (chunk: { moduleIds: string[] }) =>
              chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/features/admin/'))
                ? 'assets/admin/[name]-[hash].js'
                : 'assets/[name]-[hash].js',
            // What the entry needs before it can hydrate is one file: one request, and one compression
            // over all of it (many small files compress worse and each waits its turn on a phone's connection).
            codeSplitting: { groups: [{ name: 'store', tags: ['$initial'], includeDependenciesRecursively: false }] },
          },
        },
      },
  ssr: { noExternal: true },
  test: {
    css: false,
    // a page's first test imports its chunks cold; in CI this suite shares 2 cores with the browser lane
    testTimeout: 20_000,
    // as the server suite: vitest's default is one worker less than the cores, one on a 2-core machine (122 s -> 80 s)
    maxWorkers: 2,
    // Files run one after another in each worker, sharing its modules and its jsdom (as the server suite does,
    // decision 035): 286 s of CPU -> 128 s, 162 s -> 80 s alone. Each test's screen, storage and toasts are
    // cleared after it (src/test/setup.ts); the suite passed in shuffled file orders too.
    isolate: false,
    // the pages in jsdom; the build's own plugins in Node, where Vite runs them
    projects: [
      {
        extends: true,
        test: { name: 'web', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], include: ['src/**/*.test.{ts,tsx}'] },
      },
      { extends: true, test: { name: 'build', environment: 'node', include: ['build-plugins/**/*.test.ts'] } },
    ],
  },
}));

/**
 * The installable app (decision 027): the manifest, and a Workbox service worker that keeps the store's
 * shell (its scripts, styles and the plain page) ahead of need, and the pages, catalogue answers and pictures
 * as they are seen, so the store opens offline with what the buyer last saw. Nothing is answered from the
 * cache while the network answers: pages and the API go to the network first.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Calzado Andino · Tienda mayorista',
      short_name: 'Calzado Andino',
      description: 'Calzado y artículos deportivos al por mayor para distribuidores en Ecuador.',
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f3d3e',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Kept ahead of need, the shell alone: the plain page, the scripts and style it loads, the icons. The
      // pages' own chunks are kept as they are used (below): a first visit on mobile data fetches no more.
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg'],
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => isShell(e.url)), warnings: [] })],
      // The server renders the pages: no page is answered by the shell while the network answers.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // A page seen is kept (its HTML holds its data); one never seen opens the shell, which draws it.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/admin'),
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_CACHES.pages,
            expiration: { maxEntries: 60 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          urlPattern: keptOffline,
          method: 'GET',
          handler: 'NetworkFirst',
          options: { cacheName: OFFLINE_CACHES.api, expiration: { maxEntries: 200 }, cacheableResponse: { statuses: [200] } },
        },
        {
          // Pictures, and the store's chunks (named by their content) as its pages open; not the back office's.
          urlPattern: ({ url }) =>
            url.pathname.startsWith('/media/') || (url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/admin/')),
          handler: 'CacheFirst',
          options: { cacheName: OFFLINE_CACHES.files, expiration: { maxEntries: 400 } },
        },
      ],
    },
  });
}

/** The built shell (index.html and what it links), read when the service worker is written after it. */
function isShell(url: string) {
  if (!url.startsWith('assets/')) return true;
  shellLinks ??= readFileSync(path.join(shellFolder, 'index.html'), 'utf8');
  return shellLinks.includes(`/${url}"`);
}
let shellLinks: string | undefined;
/** dist/, or the folder `--outDir` names (npm start builds beside dist/, then swaps the folders: decision 032) */
let shellFolder = path.join(import.meta.dirname, 'dist');
function builtShellFolder(): Plugin {
  return {
    name: 'built-shell-folder',
    configResolved(config) {
      shellFolder = path.resolve(config.root, config.build.outDir);
    },
  };
}

/**
 * zod compiles each object schema's check with new Function(), after probing whether eval is allowed, as the
 * schema is made (when the contracts' modules load, before any code of ours can call its config()). Our
 * Content-Security-Policy (script-src 'self') refuses it, and the refused probe is a security issue the
 * browser reports. The browser's zod starts with its shared config set to jitless, so it never probes.
 */
function zodWithoutEval(): Plugin {
  const from = '(_a.__zod_globalConfig = {})';
  return {
    name: 'zod-without-eval',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      // A zod whose start no longer reads like this would probe again: the build stops instead.
      if (!code.includes(from)) throw new Error(`zod-without-eval: ${id} no longer starts its config with ${from}`);
      return code.replace(from, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}
