/**
 * Where uploaded files live. The shop keeps them on local disk under the uploads directory,
 * served at /uploads, and the issued tax documents in a private directory of their own; object
 * storage can take this interface's place later without the modules noticing: they only put,
 * read, delete and ask for the URL of a key.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores `data` under `key` (e.g. `products/<id>.webp`), whole or not at all. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes stored under `key`, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a file already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of a key, e.g. `/uploads/products/<id>.webp`. */
  url(key: string): string;
  /** The key behind one of this storage's URLs; undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /**
   * Resolves when the store can take files now, rejects when it cannot (the readiness check): a
   * cheap call, never a listing.
   */
  ready?(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)+$/;

function checkKey(key: string): string {
  // Keys are made by the server, never taken from a request; this guards against a bug.
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    // The directory, or the nearest one above it that exists (a put makes the rest), is a
    // directory this process may write in. Nothing is written: the check runs every few seconds.
    async ready() {
      for (let dir = root; ; dir = path.dirname(dir)) {
        try {
          if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a directory`);
          await access(dir, constants.W_OK);
          return;
        } catch (error) {
          const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
          if (!missing || path.dirname(dir) === dir) throw error;
        }
      }
    },
    url: (key) => `${urlPrefix}/${checkKey(key)}`,
    keyOf(url) {
      if (!url.startsWith(`${urlPrefix}/`)) return undefined;
      const key = url.slice(urlPrefix.length + 1);
      return KEY.test(key) && !key.includes('..') ? key : undefined;
    },
  };
}
