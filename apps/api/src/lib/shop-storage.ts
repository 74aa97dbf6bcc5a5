/**
 * The shop's two storages, from STORAGE_URL: uploaded pictures (public, served at /uploads) and
 * issued tax documents (private, served only through the routes that check who asks). On the
 * local disk they are two folders under DATA_DIR; in a bucket, two prefixes of it.
 */
import { access, constants, mkdir } from 'node:fs/promises';
import type { Config } from '../config';
import { connectBucket, createS3Storage, type S3Storage } from './s3-storage';
import { createDiskStorage, type Storage } from './storage';
import { uploadCacheControl } from './upload-headers';

interface Storages {
  documents: Storage;
  /** Throws unless the storage can be used now (the folder is writable, the bucket answers). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export type ShopStorage =
  | (Storages & { kind: 'disk'; uploads: Storage; uploadsDir: string })
  | (Storages & { kind: 's3'; uploads: S3Storage });

export function openShopStorage(config: Config): ShopStorage {
  if (config.storage.kind === 'disk') {
    return {
      kind: 'disk',
      uploads: createDiskStorage(config.uploadsDir, '/uploads'),
      uploadsDir: config.uploadsDir,
      documents: createDiskStorage(config.documentsDir, '/documents'),
      async check() {
        await mkdir(config.dataDir, { recursive: true });
        await access(config.dataDir, constants.W_OK);
      },
      async close() {},
    };
  }
  const bucket = connectBucket(config.storage);
  return {
    kind: 's3',
    uploads: createS3Storage(bucket, {
      prefix: 'uploads',
      urlPrefix: '/uploads',
      cacheControl: uploadCacheControl,
    }),
    // Never public: the bucket's policy must not open this prefix, and no object here is
    // cacheable by anyone but the shop.
    documents: createS3Storage(bucket, {
      prefix: 'documents',
      urlPrefix: '/documents',
      cacheControl: () => 'private, no-store',
    }),
    check: () => bucket.check(),
    close: () => bucket.close(),
  };
}
