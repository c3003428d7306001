import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@store/contracts';
import { isPagePath } from '@store/contracts/paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Vite names every built chunk after its content hash, so those files may be cached for good.
const HASHED = /-[\w-]{8}\.(js|css|woff2?|svg|png|webp)(\.br|\.gz)?$/;
// The service worker and the manifest keep their names from version to version: asked again every time, so
// a new version reaches the installed app at its next visit (decision 027).
const ALWAYS_ASKED = /\/(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built storefront (apps/web/dist) beside the API: real files as they are, and index.html
 * for the store's pages so the browser router can answer them. Any other path without an extension
 * gets index.html too (the app shows its not-found page) but with a 404; a missing file
 * (`/.env`, `/foo.php`, anything under `/api`, `/media` or `/assets`) gets a JSON 404. The public pages the
 * server renders (plugins/page-render.ts) have routes of their own, ahead of this.
 */
interface WebAppOptions {
  webDir: string;
  /** extra <head> tags for a page path (preloads of what that page will show first) */
  headFor?: (pathname: string) => Promise<string>;
}

export default fp(async (app: FastifyInstance, { webDir, headFor }: WebAppOptions) => {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // One route for every file, looked up on disk when asked: listing the build's 500-odd files as routes of
      // their own cost a quarter of a second at each start. A path with no file falls to the handler below.
      wildcard: true,
      // A folder (`/`, `/assets/`) is no file: the handler below answers it, as any other path without a file.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      preCompressed: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const cache = HASHED.test(file)
          ? 'public, max-age=31536000, immutable'
          : ALWAYS_ASKED.test(file)
            ? 'no-cache'
            : 'public, max-age=3600';
        res.setHeader('cache-control', cache);
      },
    });
  } else {
    app.log.warn({ webDir }, 'the web store is not built: only the API is served (npm run build)');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const rawPath = request.url.split('?')[0];
    const pathname = decodePath(rawPath);
    const isPage =
      indexHtml !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|media|assets)(\/|$)/.test(rawPath) &&
      !/\.[^/]*$/.test(pathname);
    if (!isPage) return reply.status(404).send({ ok: false, msg: MSG.routeNotFound });
    const known = isPagePath(pathname);
    const head = known && headFor ? await headFor(rawPath).catch(() => '') : '';
    const html = head ? indexHtml.toString('utf8').replace('</head>', `${head}</head>`) : indexHtml;
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
});

function decodePath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * For Fastify's `rewriteUrl`: a path that is not valid percent-encoding (`/%E0%A4%A`) cannot be routed
 * and would get Fastify's own English 400. Its `%` are escaped instead, so it is answered as the
 * unknown path it is: the not-found page for a browser, a JSON 404 under /api.
 */
export function escapeMalformedPath(url: string) {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (query === -1 ? '' : url.slice(query));
  }
}
