/**
 * What the server sends that is not the JSON API: uploaded pictures under /uploads, the built web
 * app (its assets, and index.html with each page's own head through the seo module), and the 404
 * of everything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { genericMessages } from '@shop/shared/http/errors';
import { isWebAppPath } from '@shop/shared/web-routes';
import type { Config } from './config';
import type { SharePictures } from './lib/share-pictures';
import type { CatalogService } from './modules/catalog/catalog.service';
import seoRoutes from './modules/seo/seo.routes';
import { readWebIndex } from './modules/seo/web-index';

/** An upload's own name (a UUID), or a share picture named after one. */
const UPLOADED_NAME =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d+w)?\.(?:webp|jpg)$/;

export async function serveWebApp(
  app: FastifyInstance,
  {
    config,
    catalog,
    sharePictures,
  }: { config: Config; catalog: CatalogService; sharePictures: SharePictures },
): Promise<void> {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // An uploaded picture's name is new for every upload and its file never changes, nor does
      // the share picture named after it; the seeded drawings (and their share pictures) keep
      // their names across releases, so they are kept a week only.
      const uploaded = UPLOADED_NAME.test(path.basename(filePath));
      res.setHeader(
        'cache-control',
        uploaded ? 'public, max-age=31536000, immutable' : 'public, max-age=604800',
      );
      res.setHeader('x-content-type-options', 'nosniff');
      // A file here is only ever shown as a picture: even one opened on its own runs nothing.
      res.setHeader(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    },
  });

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
