import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestBucket } from '../test/s3.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type Storage } from './storage.ts';

let bucket: TestBucket;
let dataDir: string;
beforeAll(async () => {
  bucket = await startS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-storage-'));
});
afterAll(async () => {
  await bucket?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of keys) out.push(k);
  return out.sort();
};

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (err: NodeJS.ErrnoException) => err.code,
  );

const backends: [string, () => Storage][] = [
  ['disk', () => createDiskStorage(path.join(dataDir, 'uploads'), path.join(dataDir, 'media'))],
  ['s3', () => createS3Storage(bucket.s3)],
];

describe.each(backends)('the %s storage', (kind, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close?.());

  it('is of its kind and answers the health check', async () => {
    expect(storage.kind).toBe(kind);
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('keeps the private files and the media apart, under the same key', async () => {
    await storage.put('documents/7/ruc.pdf', Buffer.from('%PDF privado'), 'application/pdf');
    await storage.media.put('documents/7/ruc.pdf', Buffer.from('público'), 'image/webp');
    expect((await storage.get('documents/7/ruc.pdf')).toString()).toBe('%PDF privado');
    expect((await storage.media.get('documents/7/ruc.pdf')).toString()).toBe('público');
    const streamed = await storage.media.stream('documents/7/ruc.pdf');
    expect(streamed.bytes).toBe(Buffer.byteLength('público'));
    expect(await text(streamed.body)).toBe('público');
  });

  it('answers ENOENT for a missing key in both areas, by get and by stream', async () => {
    expect(await errorCode(storage.get('receipts/1/nada.pdf'))).toBe('ENOENT');
    expect(await errorCode(storage.media.get('uploads/products/nada.webp'))).toBe('ENOENT');
    expect(await errorCode(storage.media.stream('uploads/products/nada.webp'))).toBe('ENOENT');
  });

  it('streams the part of a file a range asks, and refuses one that starts past its end (ERANGE)', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    await storage.media.put('banners/parte.webm', data, 'video/webm');
    const part = async (range: Parameters<Storage['stream']>[1]) => {
      const file = await storage.media.stream('banners/parte.webm', range);
      return { bytes: file.bytes, part: file.part, data: await text(file.body) };
    };
    expect(await part({ start: 2, end: 5 })).toEqual({ bytes: 4, part: { start: 2, end: 5, size: 20 }, data: '2345' });
    expect(await part({ start: 15 })).toEqual({ bytes: 5, part: { start: 15, end: 19, size: 20 }, data: 'fghij' });
    expect(await part({ start: 18, end: 99 })).toEqual({ bytes: 2, part: { start: 18, end: 19, size: 20 }, data: 'ij' });
    expect(await part({ last: 3 })).toEqual({ bytes: 3, part: { start: 17, end: 19, size: 20 }, data: 'hij' });
    expect(await part({ last: 50 })).toEqual({ bytes: 20, part: { start: 0, end: 19, size: 20 }, data: data.toString() });
    for (const range of [{ start: 20 }, { start: 30, end: 40 }, { last: 0 }]) {
      await expect(storage.media.stream('banners/parte.webm', range), JSON.stringify(range)).rejects.toMatchObject({
        code: 'ERANGE',
        size: 20,
      });
    }
    expect(await errorCode(storage.media.stream('banners/nada.webm', { last: 3 }))).toBe('ENOENT');
    await storage.media.remove('banners/parte.webm');
  });

  it('lists every key of an area, or those under a prefix, and nothing of the other area', async () => {
    await storage.put('receipts/12/a.pdf', Buffer.from('a'));
    await storage.put('receipts/12/b.png', Buffer.from('b'));
    await storage.media.put('uploads/products/c.webp', Buffer.from('c'));
    await storage.media.put('products/zapato-000000-front.svg', Buffer.from('<svg/>'));
    expect(await collect(storage.list())).toEqual(['documents/7/ruc.pdf', 'receipts/12/a.pdf', 'receipts/12/b.png']);
    expect(await collect(storage.list('receipts/'))).toEqual(['receipts/12/a.pdf', 'receipts/12/b.png']);
    expect(await collect(storage.media.list())).toEqual([
      'documents/7/ruc.pdf',
      'products/zapato-000000-front.svg',
      'uploads/products/c.webp',
    ]);
    expect(await collect(storage.media.list('uploads/'))).toEqual(['uploads/products/c.webp']);
    expect(await collect(storage.media.list('nothing-here/'))).toEqual([]);
  });

  it('removes a file (a missing one too) without touching the same key in the other area', async () => {
    await storage.remove('documents/7/ruc.pdf');
    await storage.remove('documents/7/ruc.pdf');
    expect(await errorCode(storage.get('documents/7/ruc.pdf'))).toBe('ENOENT');
    expect((await storage.media.get('documents/7/ruc.pdf')).toString()).toBe('público');
  });

  it('refuses a key that climbs out of its area', async () => {
    await expect(storage.get('../media/documents/7/ruc.pdf')).rejects.toThrow(/storage key/);
    await expect(storage.media.put('../uploads/x.pdf', Buffer.from('x'))).rejects.toThrow(/storage key/);
  });
});

describe('the S3 storage, when the bucket refuses a read', () => {
  it('answers ENOENT to /media for any 4xx (a key it will not read), but not to the private files', async () => {
    // s3rver answers 403 (InvalidAccessKeyId) to an unknown key id; AWS answers 403 for a missing object
    // without s3:ListBucket, 400 for a key it will not take.
    const storage = createS3Storage({ ...bucket.s3, accessKeyId: 'OTRA' });
    try {
      expect(await errorCode(storage.media.stream('banners/banner-video.webm'))).toBe('ENOENT');
      expect(await errorCode(storage.media.stream('banners/banner-video.webm', { last: 3 }))).toBe('ENOENT');
      expect(await errorCode(storage.get('receipts/1/a.pdf'))).not.toBe('ENOENT');
    } finally {
      storage.close?.();
    }
  });
});

describe('the S3 storage, when the bucket is wrong', () => {
  it('fails the health check and every write instead of losing the file', async () => {
    const storage = createS3Storage({ ...bucket.s3, bucket: 'no-existe' });
    try {
      await expect(storage.ping()).rejects.toThrow();
      await expect(storage.put('receipts/1/a.pdf', Buffer.from('a'))).rejects.toThrow(/bucket/i);
      // a missing bucket is not a missing file: the caller's 404 path must not hide it
      expect(await errorCode(storage.get('receipts/1/a.pdf'))).not.toBe('ENOENT');
    } finally {
      storage.close?.();
    }
  });
});
