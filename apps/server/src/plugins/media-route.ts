/**
 * /media/*: the public pictures, logos, banners and videos, from DATA_DIR/media by @fastify/static or, with
 * a bucket, from its `media/` keys through the server (decision 022). Only the media area: never a private file.
 */
import fastifyStatic from '@fastify/static';
import { MSG } from '@store/contracts';
import { isFittablePicture, MEDIA_PREFIX, PICTURE_WIDTHS } from '@store/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { fitPicture } from '../lib/media.ts';
import { type ByteRange, isPlainKey, type Storage, type StoredFile } from './storage.ts';

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

/**
 * The one range of a Range header ('bytes=0-1', 'bytes=500-', 'bytes=-500': what Safari asks for a video);
 * several ranges, another unit or a malformed one is undefined: the whole file, as @fastify/static answers.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const [, first, last] = /^\s*bytes=(\d{0,15})-(\d{0,15})\s*$/.exec(header ?? '') ?? [];
  if (first === undefined || (first === '' && last === '')) return undefined;
  if (first === '') return { last: Number(last) };
  if (last === '') return { start: Number(first) };
  return Number(last) < Number(first) ? undefined : { start: Number(first), end: Number(last) };
}

/** Registers /media/* on `app` for the storage's kind, with `mediaDir` the folder on disk. */
export async function registerMedia(app: FastifyInstance, storage: Storage, mediaDir: string) {
  registerFittedPictures(app, storage);
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
    // '..', '.', an empty name (a decoded %2E%2E, a double slash), a control character or an overlong name
    // never reaches the bucket: a 404 as on disk.
    if (!isPlainKey(key)) return reply.callNotFound();
    let file: StoredFile;
    try {
      file = await storage.media.stream(key, parseRange(request.headers.range));
    } catch (err) {
      const { code, size } = err as NodeJS.ErrnoException & { size?: number };
      // A key the bucket refuses to read (any 4xx) is answered as a missing one: never a 500.
      if (code === 'ENOENT') return reply.callNotFound();
      if (code === 'ERANGE') {
        if (size !== undefined) reply.header('content-range', `bytes */${size}`);
        return reply.code(416).send({ ok: false, msg: MSG.badRequest });
      }
      throw err;
    }
    if (file.part) {
      const { start, end, size } = file.part;
      reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    }
    return reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('accept-ranges', 'bytes')
      .header('content-length', file.bytes)
      .type(typeOf(key) ?? file.contentType ?? 'application/octet-stream')
      .send(file.body);
  });
}

/**
 * /media/fit/<width>/<key>: a stored photo at one of PICTURE_WIDTHS, as WebP (what srcset offers). Made with the
 * first request and kept in the storage beside it (`fit/<width>/<key>.webp`), so every instance and restart
 * serves the same file; a photo's key is named by its content, so the copy never goes stale.
 */
function registerFittedPictures(app: FastifyInstance, storage: Storage) {
  const making = new Map<string, Promise<Buffer | null>>();
  const read = (key: string) =>
    storage.media.get(key).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
  async function make(key: string, fittedKey: string, width: number) {
    const source = await read(key);
    if (!source) return null;
    let fitted: Buffer;
    try {
      fitted = await fitPicture(source, width);
    } catch {
      return null;
    }
    await storage.media.put(fittedKey, fitted, 'image/webp').catch((err: NodeJS.ErrnoException) => {
      // Another instance made it first: the same bytes.
      if (err.code !== 'EEXIST') throw err;
    });
    return fitted;
  }

  app.get(`${MEDIA_PREFIX}fit/:width/*`, { schema: { hide: true } }, async (request, reply) => {
    const { width: asked, '*': key } = request.params as { width: string; '*': string };
    const width = PICTURE_WIDTHS.find((w) => String(w) === asked);
    if (!width || !isPlainKey(key) || !isFittablePicture(`${MEDIA_PREFIX}${key}`)) return reply.callNotFound();
    const fittedKey = `fit/${width}/${key.replace(/\.\w+$/, '')}.webp`;
    let picture = await read(fittedKey);
    if (!picture) {
      // One making per picture however many ask at once (a page of cards opening on many phones).
      let pending = making.get(fittedKey);
      if (!pending) {
        pending = make(key, fittedKey, width).finally(() => making.delete(fittedKey));
        making.set(fittedKey, pending);
      }
      picture = await pending;
    }
    if (!picture) return reply.callNotFound();
    return reply.header('cache-control', MEDIA_CACHE_CONTROL).type('image/webp').send(picture);
  });
}
