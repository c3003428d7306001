/**
 * Picks the storage from the configuration: the bucket when S3_BUCKET is set, DATA_DIR on disk otherwise.
 * The S3 SDK is loaded only for a bucket, so a store on disk never pays for it at start.
 */
import type { Config } from '../config.ts';
import { createDiskStorage, type Storage } from './storage.ts';

/** Where files go: the configuration's folders and bucket (the seeds are given the same). */
export type StorageConfig = Pick<Config, 'uploadsDir' | 'mediaDir'> & { s3?: Config['s3'] };

export async function openStorage(config: StorageConfig): Promise<Storage> {
  if (!config.s3) return createDiskStorage(config.uploadsDir, config.mediaDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
