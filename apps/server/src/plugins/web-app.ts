import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Vite names every built chunk after its content hash, so those files may be cached for good.
const HASHED = /-[\w-]{8}\.(js|css|woff2?|svg|png|webp)(\.br|\.gz)?$/;

/**
 * Serves the built storefront (apps/web/dist) beside the API: real files as they are, and index.html
 * for any other page path so the browser router can answer it. `/api` and `/media` keep JSON 404s.
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
      wildcard: false,
      preCompressed: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDir }, 'the web store is not built: only the API is served (npm run build)');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage =
      indexHtml !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/media/') &&
      !url.startsWith('/assets/');
    if (!isPage) return reply.status(404).send({ ok: false, msg: MSG.routeNotFound });
    const head = headFor ? await headFor(url.split('?')[0]).catch(() => '') : '';
    const html = head ? indexHtml.toString('utf8').replace('</head>', `${head}</head>`) : indexHtml;
    return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
});
