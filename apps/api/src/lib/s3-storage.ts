/**
 * Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...), shared by every
 * instance of the shop: a picture uploaded through one is served by all. One bucket holds both
 * of the shop's storages under their own prefixes, `uploads/` and `documents/`; the bucket stays
 * private, since the shop serves the pictures itself (docs/decisions/064-object-storage.md).
 *
 * The SDK is loaded with the first call, so a shop on its local disk never loads it.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { checkKey, contentTypeOf, keyUnder, type Storage } from './storage';

export type BucketSettings = Extract<StorageConfig, { kind: 's3' }>;

/** The shop's connection to its bucket: made on first use, shared by both storages. */
export interface Bucket {
  readonly name: string;
  connect(): Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }>;
  /** Throws unless the bucket answers (and our credentials may use it). */
  check(): Promise<void>;
  /** Closes the kept-alive connections, once nothing more is sent. */
  close(): Promise<void>;
}

/**
 * How long a connection may take to open and a socket may sit silent before the call fails (and
 * the SDK tries again, three attempts in all): a bucket that stops answering must not hold a
 * shopper's request for ever.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const SOCKET_TIMEOUT_MS = 15_000;

export function connectBucket(settings: BucketSettings): Bucket {
  let connection: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // The SDK's default checksums are headers that several S3-compatible services refuse;
        // the bytes travel over TLS and each put is one whole request either way.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: {
          connectionTimeout: CONNECT_TIMEOUT_MS,
          socketTimeout: SOCKET_TIMEOUT_MS,
        },
      }),
    })));
  return {
    name: settings.bucket,
    connect,
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
    },
    async close() {
      if (connection) (await connection).client.destroy();
    },
  };
}

/** What serving an object needs: its bytes as a stream, and what caches compare. */
export interface ObjectRead {
  /** Undefined for a HEAD, and when the copy the client holds is still the stored one. */
  body?: Readable;
  notModified: boolean;
  etag?: string;
  length?: number;
  lastModified?: Date;
}

export interface S3Storage extends Storage {
  /**
   * The object under `key` for an answer: undefined when there is none, `notModified` when the
   * client's ETag (`ifNoneMatch`) is the stored one's. Without `body`, only its facts are asked.
   */
  read(
    key: string,
    options: { ifNoneMatch?: string; body: boolean },
  ): Promise<ObjectRead | undefined>;
}

type SdkError = Error & { $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;
/** A missing key; a missing bucket (NoSuchBucket, also a 404) is a fault, not an absence. */
const isNoSuchKey = (error: unknown) => (error as Error).name === 'NoSuchKey';
/** A HEAD's 404 has no body to say what is missing: the key, unless the bucket is gone too. */
const isHeadNotFound = (error: unknown) => statusOf(error) === 404;

export function createS3Storage(
  bucket: Bucket,
  {
    prefix,
    urlPrefix,
    cacheControl,
  }: {
    /** The folder of the bucket this storage keeps its keys under, e.g. `uploads`. */
    prefix: string;
    /** Where its URLs point, e.g. `/uploads`. */
    urlPrefix: string;
    /** The Cache-Control stored with each object, for whoever serves it. */
    cacheControl?: (key: string) => string;
  },
): S3Storage {
  const Bucket = bucket.name;
  const objectKey = (key: string) => `${prefix}/${checkKey(key)}`;

  return {
    async put(key, data) {
      const { sdk, client } = await bucket.connect();
      // One PutObject: the bucket shows the object only once all of it has arrived, so no
      // reader sees half of it and a failed put leaves what was there before. Its length and
      // MD5 let the bucket refuse a body cut or damaged on the way (every S3-compatible service
      // checks Content-MD5; the SDK's newer checksums are off, see connectBucket).
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentMD5: createHash('md5').update(data).digest('base64'),
          ContentType: contentTypeOf(key),
          CacheControl: cacheControl?.(key),
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await bucket.connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      const { sdk, client } = await bucket.connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isHeadNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await bucket.connect();
      // S3 answers a delete of a missing key as done.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    url: (key) => `${urlPrefix}/${checkKey(key)}`,
    keyOf: (url) => keyUnder(urlPrefix, url),

    async read(key, { ifNoneMatch, body }) {
      const { sdk, client } = await bucket.connect();
      const input = { Bucket, Key: objectKey(key), IfNoneMatch: ifNoneMatch };
      try {
        const answer = body
          ? await client.send(new sdk.GetObjectCommand(input))
          : await client.send(new sdk.HeadObjectCommand(input));
        return {
          body: 'Body' in answer ? (answer.Body as Readable | undefined) : undefined,
          notModified: false,
          etag: answer.ETag,
          length: answer.ContentLength,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (statusOf(error) === 304) {
          const etag = (error as { $response?: { headers?: Record<string, string> } }).$response
            ?.headers?.etag;
          return { notModified: true, etag };
        }
        if (isNoSuchKey(error) || (!body && isHeadNotFound(error))) return undefined;
        throw error;
      }
    },
  };
}
