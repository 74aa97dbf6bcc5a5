/**
 * What the server sends that is not the JSON API: uploaded pictures under /uploads (from the
 * local disk or from the bucket), the built web app (its assets, and index.html with each page's
 * own head through the seo module), and the 404 of everything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { genericMessages } from '@shop/shared/http/errors';
import { isWebAppPath } from '@shop/shared/web-routes';
import type { Config } from './config';
import { AppError } from './lib/app-error';
import type { S3Storage } from './lib/s3-storage';
import type { SharePictures } from './lib/share-pictures';
import type { ShopStorage } from './lib/shop-storage';
import { contentTypeOf } from './lib/storage';
import { UPLOAD_SAFETY_HEADERS, uploadCacheControl } from './lib/upload-headers';
import type { CatalogService } from './modules/catalog/catalog.service';
import seoRoutes from './modules/seo/seo.routes';
import { readWebIndex } from './modules/seo/web-index';

export async function serveWebApp(
  app: FastifyInstance,
  {
    config,
    catalog,
    sharePictures,
    storage,
  }: {
    config: Config;
    catalog: CatalogService;
    sharePictures: SharePictures;
    storage: ShopStorage;
  },
): Promise<void> {
  if (storage.kind === 'disk') await serveUploadsFromDisk(app, storage.uploadsDir);
  else serveUploadsFromBucket(app, storage.uploads);

  const webIndex = path.join(config.webDistDir, 'index.html');
  const serveWeb = fs.existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Otherwise the plugin's own `max-age=0` replaces the header set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  await app.register(seoRoutes, {
    catalog,
    sharePictures,
    publicUrl: config.publicUrl,
    sitemapUrlsPerFile: config.sitemapUrlsPerFile,
    webIndex: serveWeb ? readWebIndex(webIndex, { reload: !config.isProduction }) : undefined,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !request.url.startsWith('/assets/') &&
      !request.url.startsWith('/sandbox/') &&
      !request.url.startsWith('/socket.io');
    if (wantsPage) {
      // The web app shows every page, its own not-found page included; the status tells a
      // search engine or a link checker which of them exist.
      const known = isWebAppPath(request.url.split('?')[0]!);
      return reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html', config.webDistDir);
    }
    return reply.status(404).send({ message: genericMessages.notFound, code: 'NOT_FOUND' });
  });
}

async function serveUploadsFromDisk(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', uploadCacheControl(path.basename(filePath)));
      for (const [name, value] of Object.entries(UPLOAD_SAFETY_HEADERS)) res.setHeader(name, value);
    },
  });
}

/** An ETag as S3-compatible services make them: one quoted hash (a multipart one ends `-<n>`). */
const SINGLE_ETAG = /^"[\w.-]{1,128}"$/;

/**
 * The bucket's pictures through the shop, at the URLs the database already holds: the same
 * headers as from the disk, the bucket's ETag for revalidation (a 304 costs the bucket no
 * bytes), and the bytes streamed through rather than held.
 */
/** How soon a browser may ask again for a picture the bucket did not give. */
const BUCKET_RETRY_AFTER_SECONDS = 5;

function serveUploadsFromBucket(app: FastifyInstance, uploads: S3Storage): void {
  // HEAD is its own here (Fastify's made-up one would measure the empty body): it asks the
  // bucket for the facts only and answers the length a GET would send.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const { '*': rest = '' } = request.params as { '*'?: string };
      const key = uploads.keyOf(`/uploads/${rest}`);
      if (!key) return reply.callNotFound();
      // Only one ETag, as this route gave it, goes on to the bucket: anything else (a list, a
      // weak or malformed one) is not ours, and the whole file is answered.
      const sent = request.headers['if-none-match'];
      const ifNoneMatch = sent && SINGLE_ETAG.test(sent) ? sent : undefined;
      // The bucket unreachable or refusing is the shop's outage, not the picture's absence: a
      // 503 the browser and a CDN try again, never a 404 that would be kept.
      const found = await uploads
        .read(key, { ifNoneMatch, body: request.method !== 'HEAD' })
        .catch((error: unknown) => {
          request.log.error({ err: error, key }, 'the bucket did not answer for a picture');
          throw new AppError(503, 'BUSY', genericMessages.picturesUnavailable, undefined, {
            'retry-after': String(BUCKET_RETRY_AFTER_SECONDS),
          });
        });
      if (!found) return reply.callNotFound();
      reply.headers({ 'cache-control': uploadCacheControl(key), ...UPLOAD_SAFETY_HEADERS });
      const etag = found.etag ?? (found.notModified ? ifNoneMatch : undefined);
      if (etag) reply.header('etag', etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      if (found.notModified) return reply.status(304).send();
      reply.type(contentTypeOf(key));
      if (found.length !== undefined) reply.header('content-length', found.length);
      return reply.send(found.body);
    },
  });
}
