/**
 * Where files live, behind one interface: the private files (registration documents, payment receipts)
 * and the public media served under /media/ (pictures, banners, logos). DATA_DIR on disk here.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One area of the storage; a key is a relative path with '/' separators ('receipts/12/x.pdf'). */
export interface FileArea {
  /**
   * Writes a new file. On disk a key that exists already is refused (EEXIST); a bucket overwrites it. Keys
   * are unique or named by content, so no caller relies on either.
   */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The file's bytes; a missing key rejects with an error whose `code` is 'ENOENT'. */
  get(key: string): Promise<Buffer>;
  /**
   * The file as a stream (/media from a bucket), with its type when it was stored with one; ENOENT as `get`.
   * With `range` only that part of it; a range that starts past its end rejects with the code 'ERANGE'.
   */
  stream(key: string, range?: ByteRange): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  /** Every key of the area (the backup reads them all), or those starting with `prefix` ('products/'). */
  list(prefix?: string): AsyncIterable<string>;
}

/** One part of a file as a Range header asks it: from `start` to `end` (inclusive, or the end), or its `last` bytes. */
export type ByteRange = { start: number; end?: number } | { last: number };

export interface StoredFile {
  body: Readable;
  /** the bytes `body` carries (the part's, with a range) */
  bytes: number;
  contentType?: string;
  /** with a range: the part sent and the whole file's size */
  part?: { start: number; end: number; size: number };
}

/** A range refused for a file of `size` bytes (what a 416 answers); `size` when the storage told it. */
export const rangeNotSatisfiable = (key: string, size?: number) =>
  Object.assign(new Error(`range not satisfiable for ${key}`), { code: 'ERANGE', size });

/**
 * The bytes `range` asks of a file of `size` bytes, or null when it starts past its end. An end past the
 * end stops there; asking for more last bytes than the file has is the whole file (RFC 9110, 14.1.2).
 */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  const start = 'last' in range ? Math.max(0, size - range.last) : range.start;
  const end = 'last' in range ? size - 1 : Math.min(range.end ?? size - 1, size - 1);
  return start <= end ? { start, end } : null;
}

/** The private area (only the server reads it; never under /media) with the public media beside it. */
export interface Storage extends FileArea {
  readonly kind: 'disk' | 's3';
  readonly media: FileArea;
  /** Resolves when the storage answers (the health check). */
  ping(): Promise<void>;
  /** Lets go of the connections (the bucket's client); nothing to do on disk. */
  close?(): void;
}

/** Longest key, in UTF-8 bytes: S3 refuses keys over 1024 with 400, less the area's prefix ('private/'). */
const MAX_KEY_BYTES = 1000;

/**
 * A key made of plain names: no '..', '.', empty name or backslash (what a decoded URL could carry), no
 * control character and no longer than a bucket accepts, so no URL makes the bucket answer 400.
 */
export const isPlainKey = (key: string) =>
  !key.includes('\\') &&
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses
  !/[\u0000-\u001f\u007f]/.test(key) &&
  Buffer.byteLength(key) <= MAX_KEY_BYTES &&
  key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

function diskArea(root: string): FileArea {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    // async: a refused key rejects like a missing file, it does not throw before the promise exists
    get: async (key) => readFile(resolve(key)),
    async stream(key, range) {
      const full = resolve(key);
      const { size } = await stat(full);
      if (!range) return { body: createReadStream(full), bytes: size };
      const part = resolveRange(range, size);
      if (!part) throw rangeNotSatisfiable(key, size);
      return { body: createReadStream(full, part), bytes: part.end - part.start + 1, part: { ...part, size } };
    },
    remove: async (key) => rm(resolve(key), { force: true }),
    async *list(prefix = '') {
      // Only the folder the prefix names is read: the seed asks for 'products/' beside a large uploads/.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const base = folder ? resolve(folder) : root;
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (!e.isFile()) continue;
        const key = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
        if (key.startsWith(prefix)) yield key;
      }
    },
  };
}

/** `privateRoot`: DATA_DIR/uploads; `mediaRoot`: DATA_DIR/media (served as /media/ by the web server). */
export function createDiskStorage(privateRoot: string, mediaRoot?: string): Storage {
  return {
    kind: 'disk',
    ...diskArea(privateRoot),
    media: diskArea(mediaRoot ?? path.join(privateRoot, '..', 'media')),
    ping: async () => {
      await mkdir(privateRoot, { recursive: true });
    },
  };
}
