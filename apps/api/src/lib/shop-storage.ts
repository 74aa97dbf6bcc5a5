/**
 * The shop's two storages, from STORAGE_URL: uploaded pictures (public, served at /uploads) and
 * issued tax documents (private, served only through the routes that check who asks). On the
 * local disk they are two folders under DATA_DIR; in a bucket, two prefixes of it.
 */
import { access, constants, stat } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * Throws unless `folder`, or the nearest one above it that exists (a put makes the rest), is a
 * folder this process may write in. Nothing is written: the readiness check runs it every few
 * seconds.
 */
async function writableFolder(folder: string): Promise<void> {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    try {
      if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a folder`);
      await access(dir, constants.W_OK);
      return;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing || path.dirname(dir) === dir) throw error;
    }
  }
}

export function openShopStorage(config: Config): ShopStorage {
  if (config.storage.kind === 'disk') {
    return {
      kind: 'disk',
      uploads: createDiskStorage(config.uploadsDir, '/uploads'),
      uploadsDir: config.uploadsDir,
      documents: createDiskStorage(config.documentsDir, '/documents'),
      async check() {
        await Promise.all([writableFolder(config.uploadsDir), writableFolder(config.documentsDir)]);
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
