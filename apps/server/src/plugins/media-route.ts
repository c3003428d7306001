/**
 * /media/*: the public pictures, logos, banners and videos, from DATA_DIR/media by @fastify/static or, with
 * a bucket, from its `media/` keys through the server (decision 022). Only the media area: never a private file.
 */
import fastifyStatic from '@fastify/static';
import { MEDIA_PREFIX } from '@store/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { isPlainKey, type Storage } from './storage.ts';

/** Media URLs are named by content (or are seed files that never change): a year, immutable. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The types the store writes, by extension as @fastify/static answers them on disk. */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];

/** Registers /media/* on `app` for the storage's kind, with `mediaDir` the folder on disk. */
export async function registerMedia(app: FastifyInstance, storage: Storage, mediaDir: string) {
  if (storage.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: MEDIA_PREFIX,
      maxAge: '365d',
      immutable: true,
      index: false,
      decorateReply: false,
    });
    return;
  }
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // '..', '.' or an empty name (a decoded %2E%2E, a double slash) never reaches the bucket: a 404 as on disk.
    if (!isPlainKey(key)) return reply.callNotFound();
    let file: Awaited<ReturnType<Storage['media']['stream']>>;
    try {
      file = await storage.media.stream(key);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return reply.callNotFound();
      throw err;
    }
    return reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('content-length', file.bytes)
      .type(typeOf(key) ?? file.contentType ?? 'application/octet-stream')
      .send(file.body);
  });
}
