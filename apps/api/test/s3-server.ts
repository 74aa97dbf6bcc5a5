/**
 * A real S3-compatible server for tests (s3rver, in this process, on a free loopback port, its
 * objects in a temporary folder), spoken to through the AWS SDK as a bucket in production is.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The key pair s3rver knows: it refuses a request signed with any other access key. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  /** A new, empty bucket of its own, and the environment that puts the shop's storage in it. */
  newBucket(): Promise<{ name: string; env: Record<string, string> }>;
  /** Every key in the bucket, under `prefix` when given, sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  /** An object as the bucket holds it: its bytes and the headers stored with it. */
  object(
    bucket: string,
    key: string,
  ): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
  return {
    endpoint,
    async newBucket() {
      const name = `shop-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return { name, env: storageEnv(name, endpoint) };
    },
    async keys(bucket, prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async object(bucket, key) {
      const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from(await found.Body!.transformToByteArray()),
        contentType: found.ContentType,
        cacheControl: found.CacheControl,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The shop's environment for a bucket on an S3-compatible server at `endpoint`. */
export function storageEnv(bucket: string, endpoint: string): Record<string, string> {
  return {
    STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
  };
}
