/**
 * One contract for every place the shop keeps files, run against the local disk and against a
 * real S3-compatible server (s3rver on loopback, spoken to through the AWS SDK): what is put is
 * read back byte for byte, an overwrite replaces, a missing key is an absence and not an error, a
 * put that fails leaves nothing under its key, and a key the server did not make is refused.
 * Both storages are made as the shop makes them, from its configuration.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, storageEnv, type S3TestServer } from '../../test/s3-server';
import { loadConfig } from '../config';
import { openShopStorage, type ShopStorage } from './shop-storage';
import type { Storage } from './storage';

interface Place {
  storage: Storage;
  /** Everything left in the place, as keys of this storage (a partial file would show here). */
  leftovers(): Promise<string[]>;
  /** Puts `data` under `key` in a way this place refuses. */
  failingPut(key: string, data: Buffer): Promise<void>;
  close(): Promise<void>;
}

async function onDisk(): Promise<Place> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  const shop = openShopStorage(loadConfig({ DATA_DIR: dataDir }));
  const root = path.join(dataDir, 'uploads');
  return {
    storage: shop.uploads,
    async leftovers() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
    async failingPut(key, data) {
      // A folder where the file belongs: the data is written in full beside it, then the
      // rename to the final name fails.
      const blocker = path.join(root, ...key.split('/'));
      await mkdir(blocker, { recursive: true });
      try {
        await shop.uploads.put(key, data);
      } finally {
        await rm(blocker, { recursive: true });
      }
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function inBucket(server: S3TestServer): Promise<Place> {
  const { name, env } = await server.newBucket();
  const shop = openShopStorage(loadConfig(env));
  return {
    storage: shop.uploads,
    async leftovers() {
      const keys = await server.keys(name);
      // Every key of the uploads' storage sits under its prefix, and nothing else is there.
      expect(keys.every((key) => key.startsWith('uploads/'))).toBe(true);
      return keys.map((key) => key.slice('uploads/'.length));
    },
    async failingPut(key, data) {
      // The bucket refuses the put: signed with an access key it does not know (403).
      const refused = openShopStorage(loadConfig({ ...env, AWS_ACCESS_KEY_ID: 'UNKNOWNKEY' }));
      try {
        await refused.uploads.put(key, data);
      } finally {
        await refused.close();
      }
    },
    close: () => shop.close(),
  };
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const picture = (size = 32 * 1024) => randomBytes(size);
const newKey = (name = 'picture') => `products/${name}-${randomBytes(4).toString('hex')}.webp`;

describe.each([
  ['the local disk', onDisk],
  ['an S3-compatible bucket', () => inBucket(s3)],
] as const)('storage on %s', (_name, open) => {
  let place: Place;
  let storage: Storage;
  beforeAll(async () => {
    place = await open();
    storage = place.storage;
  });
  afterAll(async () => {
    await place?.close();
  });

  it('reads back what was put, byte for byte, and names it by a URL that leads back to the key', async () => {
    const key = newKey();
    const data = picture(300 * 1024);
    await storage.put(key, data);
    const stored = await storage.get(key);
    expect(stored?.equals(data)).toBe(true);
    expect(await storage.has(key)).toBe(true);
    expect(storage.url(key)).toBe(`/uploads/${key}`);
    expect(storage.keyOf(storage.url(key))).toBe(key);
    expect(await place.leftovers()).toContain(key);
  });

  it('replaces the bytes on a second put under the same key, leaving one object', async () => {
    const key = newKey('replaced');
    await storage.put(key, Buffer.from('first drawing'));
    await storage.put(key, Buffer.from('second'));
    expect((await storage.get(key))?.toString()).toBe('second');
    expect((await place.leftovers()).filter((left) => left.startsWith(key))).toEqual([key]);
  });

  it('answers a missing key as absent, and deletes it without complaint', async () => {
    const key = newKey('never-stored');
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.has(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes what was put, and only that', async () => {
    const kept = newKey('kept');
    const gone = newKey('gone');
    await storage.put(kept, picture());
    await storage.put(gone, picture());
    await storage.delete(gone);
    expect(await storage.get(gone)).toBeUndefined();
    expect(await storage.has(gone)).toBe(false);
    expect(await storage.has(kept)).toBe(true);
    const left = await place.leftovers();
    expect(left).toContain(kept);
    expect(left).not.toContain(gone);
  });

  it('leaves nothing under the key, nor beside it, when a put fails', async () => {
    const key = newKey('cut');
    const before = await place.leftovers();
    await expect(place.failingPut(key, picture(256 * 1024))).rejects.toThrow();
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.has(key)).toBe(false);
    expect(await place.leftovers()).toEqual(before);
  });

  it.each([
    '../outside.webp',
    'products/../../outside.webp',
    'products/a/../../b.webp',
    '/products/a.webp',
    'products',
    'Products/A.webp',
    'products/a b.webp',
    'products/',
  ])('refuses the key %j before anything is stored', async (key) => {
    const before = await place.leftovers();
    await expect(storage.put(key, picture())).rejects.toThrow('Invalid storage key');
    await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    await expect(storage.has(key)).rejects.toThrow('Invalid storage key');
    await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    expect(() => storage.url(key)).toThrow('Invalid storage key');
    expect(await place.leftovers()).toEqual(before);
  });

  it.each([
    '/uploads/../documents/invoices/a/b.pdf',
    '/uploads/products/../../x.webp',
    '/documents/invoices/a/b.pdf',
    'https://cdn.example.in/uploads/products/a.webp',
    '/uploads/products',
    '/uploadsproducts/a.webp',
  ])('has no key for the URL %j, which is not one of its own', (url) => {
    expect(storage.keyOf(url)).toBeUndefined();
  });
});

describe('the storage check', () => {
  let stores: ShopStorage[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    stores = [];
  });

  it('passes for a writable data folder and for a bucket that answers, and fails for a bucket that does not exist', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
    const disk = openShopStorage(loadConfig({ DATA_DIR: dataDir }));
    const { env } = await s3.newBucket();
    const bucket = openShopStorage(loadConfig(env));
    const missing = openShopStorage(loadConfig(storageEnv('no-such-bucket', s3.endpoint)));
    stores = [disk, bucket, missing];
    await expect(disk.check()).resolves.toBeUndefined();
    await expect(bucket.check()).resolves.toBeUndefined();
    await expect(missing.check()).rejects.toThrow();
    await rm(dataDir, { recursive: true, force: true });
  });
});
