/**
 * A real S3-compatible server for the tests (s3rver on a random port, its objects in a temporary folder),
 * with an empty bucket made through the SDK: what S3_* would point the store at.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../plugins/s3-storage.ts';

export interface TestBucket {
  /** the S3_* variables for loadConfig / createTestStore({ env }) */
  env: Record<string, string>;
  /** the same, as config.s3 */
  s3: S3Config;
  close(): Promise<void>;
}

export async function startS3(): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'store-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const s3: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: `tienda-${randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
    // s3rver's fixed pair
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  client.destroy();
  return {
    env: {
      S3_ENDPOINT: s3.endpoint ?? '',
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    s3,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
