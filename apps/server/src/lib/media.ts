import { createHash } from 'node:crypto';
import { MSG } from '@store/contracts';
import { MEDIA_PREFIX, PREVIEW_SIZE } from '@store/contracts/paths';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';
import { readMultipart, type UploadedFile } from './multipart.ts';

let sharpLoaded: Promise<typeof import('sharp')['default']> | undefined;
/** sharp (libvips, tens of MB resident) loads with the first picture stored, not with every server start. */
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One image at a time and no decoded-image cache: the store's memory stays flat during a catalogue edit.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/** A picture as sharp reads one of ours: its first frame only, and no bomb of pixels. */
const openPicture = (sharp: Awaited<ReturnType<typeof loadSharp>>, data: Buffer) =>
  sharp(data, { limitInputPixels: 50_000_000, animated: false });

export const MAX_IMAGE_BYTES = 10_000_000;
export const MAX_VIDEO_BYTES = 40_000_000;

/** Reads a form with at most one file (a picture or a video): its text fields and the file, if any. */
export async function readUpload(request: FastifyRequest, maxBytes = MAX_IMAGE_BYTES) {
  const { fields, files } = await readMultipart(request, { fileSize: maxBytes, files: 1, tooManyFiles: MSG.oneFileOnly });
  return { fields, file: files.at(0) };
}

/** The storage's public area (plugins/storage.ts), named here because lib/ depends on no plugin. */
interface MediaStorage {
  media: { put(key: string, data: Buffer, contentType?: string): Promise<void> };
}

/** Where uploaded media go in the storage's public area (served as /media/uploads/...). */
async function save(storage: MediaStorage, folder: string, data: Buffer, ext: string, contentType: string) {
  // Named by content: the same picture uploaded twice is one file, and a URL never changes meaning,
  // so /media keeps its year-long immutable caching.
  const key = `uploads/${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${ext}`;
  try {
    await storage.media.put(key, data, contentType);
  } catch (err) {
    // The disk refuses a key it has: that file has these very bytes.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return `${MEDIA_PREFIX}${key}`;
}

/**
 * Checks that the file really is a picture (decoded, not trusted by its name or type), turns it
 * upright, fits it within `maxSide` pixels without enlarging it and stores it as WebP. Answers its URL.
 */
export async function storeImage(storage: MediaStorage, folder: string, file: UploadedFile, maxSide = 1200) {
  const sharp = await loadSharp();
  let data: Buffer;
  try {
    data = await openPicture(sharp, file.data)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(MSG.notAnImage(file.filename));
  }
  return save(storage, folder, data, 'webp', 'image/webp');
}

/** A stored photo made `width` pixels wide (never wider than it is), as WebP: what a srcset step asks for. */
export async function fitPicture(picture: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return openPicture(sharp, picture).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}

/**
 * A shared link's picture: the product's own picture (WebP, SVG, any format sharp reads) whole on a white
 * 1200×630 canvas, as JPEG, which every link preview shows (WhatsApp shows neither SVG nor, everywhere, WebP).
 */
export async function previewPicture(picture: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const margin = 40;
  const fitted = await openPicture(sharp, picture)
    .rotate()
    .resize({ width: PREVIEW_SIZE.width - 2 * margin, height: PREVIEW_SIZE.height - 2 * margin, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  return sharp({ create: { ...PREVIEW_SIZE, channels: 3, background: '#ffffff' } })
    .composite([{ input: fitted, gravity: 'center' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * MP4 or WebM with at least one video track, read by parsers of those containers (mp4box for MP4,
 * music-metadata for WebM): a file whose first bytes merely look right (an HTML page behind 'ftyp') is
 * refused. Both parsers are loaded with the first video, not at start.
 */
export async function videoExtension(data: Buffer): Promise<'mp4' | 'webm' | null> {
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return (await mp4HasVideo(data)) ? 'mp4' : null;
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return (await webmHasVideo(data)) ? 'webm' : null;
  return null;
}

async function mp4HasVideo(data: Buffer) {
  const { createFile, MP4BoxBuffer } = await import('mp4box');
  const file = createFile();
  let videoTracks = 0;
  // Called once the whole 'moov' (the track list) has been read; never for a file without one.
  file.onReady = (info) => {
    videoTracks = info.videoTracks.length;
  };
  const buffer = new MP4BoxBuffer(data.byteLength);
  new Uint8Array(buffer).set(data);
  buffer.fileStart = 0;
  try {
    file.appendBuffer(buffer, true);
    file.flush();
  } catch {
    return false;
  }
  return videoTracks > 0;
}

async function webmHasVideo(data: Buffer) {
  const { parseBuffer } = await import('music-metadata');
  try {
    const { format } = await parseBuffer(data, { mimeType: 'video/webm' }, { duration: false, skipCovers: true });
    // TrackType 1 is video (Matroska's numbering); the document type must be 'webm', not any Matroska file.
    return format.container === 'EBML/webm' && (format.trackInfo ?? []).some((t) => t.type === 1 && t.video);
  } catch {
    return false;
  }
}

export async function storeVideo(storage: MediaStorage, folder: string, file: UploadedFile) {
  const ext = await videoExtension(file.data);
  if (!ext) throw badRequest(MSG.notAVideo(file.filename));
  return save(storage, folder, file.data, ext, `video/${ext}`);
}
