/**
 * Where stored files live: uploaded pictures (served at /uploads) and the issued tax documents
 * (private). The modules only put, read, delete and ask for the URL of a key; the shop chooses the
 * place from STORAGE_URL (`./shop-storage`): the local disk under DATA_DIR by default, or an
 * S3-compatible bucket (`./s3-storage`) that every instance shares.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores `data` under `key` (e.g. `products/<id>.webp`), whole or not at all. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes stored under `key`, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Whether something is stored under `key`, without reading it. */
  has(key: string): Promise<boolean>;
  /** Removes the file; a file already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of a key, e.g. `/uploads/products/<id>.webp`. */
  url(key: string): string;
  /** The key behind one of this storage's URLs; undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)+$/;

const isKey = (key: string) => KEY.test(key) && !key.includes('..');

export function checkKey(key: string): string {
  // Keys are made by the server, never taken from a request; this guards against a bug.
  if (!isKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The key behind `url` when it is `urlPrefix/<a valid key>`. */
export function keyUnder(urlPrefix: string, url: string): string | undefined {
  if (!url.startsWith(`${urlPrefix}/`)) return undefined;
  const key = url.slice(urlPrefix.length + 1);
  return isKey(key) ? key : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The type a stored file is served as, from its key's extension (the server names every key). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** A path that is not a file: missing, or a folder where the file would be. */
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isNotAFile = (error: unknown) => NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '');

export function createDiskStorage(root: string, urlPrefix = '/uploads'): Storage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, a crash leaves no file
      // under the final name.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, data, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isNotAFile(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isNotAFile(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => `${urlPrefix}/${checkKey(key)}`,
    keyOf: (url) => keyUnder(urlPrefix, url),
  };
}
