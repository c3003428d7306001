/**
 * The storage in one private S3-compatible bucket (AWS S3, MinIO, R2; s3rver in the tests): the private
 * files under `private/`, the public media under `media/`, both read only by the server (decision 022).
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { type ByteRange, type FileArea, isPlainKey, rangeNotSatisfiable, resolveRange, type Storage } from './storage.ts';

export type S3Config = NonNullable<Config['s3']>;

/**
 * A key is a relative path of plain names. A bucket does not resolve '..', but some servers keep objects
 * as files and do (s3rver answers `media/../private/x` with `private/x`), so such keys are refused here.
 */
function checkKey(key: string) {
  if (!isPlainKey(key)) {
    throw new Error(`storage key is not a relative path of names: ${key}`);
  }
}

/**
 * A missing object becomes the 'ENOENT' the callers' 404 paths expect, and with `anyRefusal` so does every
 * other 4xx (for /media: AWS answers 403 for a missing key without s3:ListBucket, 400 for a key it will not
 * take); a range past the end becomes 'ERANGE'. A missing bucket stays an error.
 */
function readError(err: unknown, key: string, anyRefusal = false): never {
  if (err instanceof S3ServiceException && err.name !== 'NoSuchBucket') {
    const status = err.$metadata.httpStatusCode ?? 0;
    if (err.name === 'InvalidRange' || status === 416) {
      const size = Number((err as { ActualObjectSize?: unknown }).ActualObjectSize);
      throw Object.assign(rangeNotSatisfiable(key, Number.isInteger(size) ? size : undefined), { cause: err });
    }
    if (err.name === 'NoSuchKey' || status === 404 || (anyRefusal && status >= 400 && status < 500)) {
      throw Object.assign(new Error(`no such file in the bucket: ${key}`), { code: 'ENOENT', cause: err });
    }
  }
  throw err;
}

function bucketArea(client: S3Client, bucket: string, prefix: 'media/' | 'private/'): FileArea {
  const fetch = async (key: string, options: { range?: string; anyRefusal?: boolean } = {}) => {
    checkKey(key);
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key, Range: options.range }));
      if (!res.Body) throw new Error(`empty answer for ${prefix}${key}`);
      return res;
    } catch (err) {
      return readError(err, key, options.anyRefusal);
    }
  };
  /**
   * The Range header for the bucket, in first-last bytes: a suffix range ('bytes=-n') is resolved with the
   * object's size first, as some S3-compatible servers (s3rver) read it as the first n bytes.
   */
  const rangeHeader = async (key: string, range: ByteRange) => {
    if (!('last' in range)) return `bytes=${range.start}-${range.end ?? ''}`;
    checkKey(key);
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: prefix + key })).catch((err) => readError(err, key, true));
    const size = head.ContentLength ?? 0;
    const part = resolveRange(range, size);
    if (!part) throw rangeNotSatisfiable(key, size);
    return `bytes=${part.start}-${part.end}`;
  };
  return {
    async put(key, data, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: data, ContentLength: data.length, ContentType: contentType }),
      );
    },
    async get(key) {
      const bytes = await (await fetch(key)).Body?.transformToByteArray();
      if (!bytes) throw new Error(`empty answer for ${prefix}${key}`);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async stream(key, range) {
      const res = await fetch(key, { range: range && (await rangeHeader(key, range)), anyRefusal: true });
      // 'bytes 0-99/1234'; absent when the server sent the whole object
      const [, start, end, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? '') ?? [];
      return {
        // In Node the body is an http.IncomingMessage, a Readable.
        body: res.Body as Readable,
        bytes: res.ContentLength ?? 0,
        contentType: res.ContentType,
        ...(size && { part: { start: Number(start), end: Number(end), size: Number(size) } }),
      };
    },
    async remove(key) {
      checkKey(key);
      // Deleting a missing object succeeds, as rm(force) does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
    async *list(from = '') {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + from, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key.slice(prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The bucket's storage; no object is ever written with a public ACL, /media is served through the server. */
export function createS3Storage(s3: S3Config): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Unset keys: the SDK's own chain (instance role, AWS_* variables, ~/.aws).
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default CRC32
    // headers on PutObject, and a checksum the server did not send would fail every read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stopped answering fails the request instead of holding it (and its socket) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  return {
    kind: 's3',
    ...bucketArea(client, s3.bucket, 'private/'),
    media: bucketArea(client, s3.bucket, 'media/'),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
    },
    close: () => client.destroy(),
  };
}
