/**
 * Where files live, behind one interface: the private files (registration documents, payment receipts)
 * and the public media served under /media/ (pictures, banners, logos). DATA_DIR on disk here.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One area of the storage; a key is a relative path with '/' separators ('receipts/12/x.pdf'). */
export interface FileArea {
  /** Writes a new file; a key that exists already is refused (keys are unique or named by content). */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The file's bytes; a missing key rejects with an error whose `code` is 'ENOENT'. */
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every key of the area (the backup reads them all). */
  list(): AsyncIterable<string>;
}

/** The private area (only the server reads it; never under /media) with the public media beside it. */
export interface Storage extends FileArea {
  readonly kind: 'disk' | 's3';
  readonly media: FileArea;
  /** Resolves when the storage answers (the health check). */
  ping(): Promise<void>;
}

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
    get: (key) => readFile(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (e.isFile()) yield path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
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
