/**
 * The pages a shared link or a search engine opens (home, category, product) sent with their own
 * head, their share picture and their essentials in the body, plus /sitemap.xml and /robots.txt.
 * Everything else of the web app is served by the not-found handler (web-app.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FEATURED_SALE_COUNT } from '@shop/shared/home/texts';
import type { SharePictures } from '../../lib/share-pictures';
import { toProduct, type CatalogService } from '../catalog/catalog.service';
import {
  renderRobots,
  renderSitemap,
  renderSitemapIndex,
  sitemapFile,
  sitemapFileCount,
} from './crawlers';
import {
  categoryHead,
  homeHead,
  modulePreloads,
  productHead,
  renderPageHead,
  type PageHead,
} from './page-head';
import {
  categoryBody,
  homeBody,
  productBody,
  renderPageBody,
  SERVER_PAGE_PRODUCTS,
} from './page-body';
import type { WebIndex } from './web-index';

const hide = { schema: { hide: true } };

/**
 * The web app's module behind each of these pages (its router loads them lazily), whose chunks
 * the page's HTML starts at once. Should one move, its page only loses that early start.
 */
export const PAGE_MODULES = {
  home: 'src/app/routes/home-page.tsx',
  category: 'src/features/catalog/components/category-products-page.tsx',
  product: 'src/app/routes/product-page.tsx',
} as const;

export default async function seoRoutes(
  app: FastifyInstance,
  {
    catalog,
    sharePictures,
    publicUrl,
    sitemapUrlsPerFile,
    webIndex,
  }: {
    catalog: CatalogService;
    sharePictures: SharePictures;
    publicUrl: string;
    sitemapUrlsPerFile: number;
    webIndex?: WebIndex;
  },
) {
  // Browsers ask for /favicon.ico by themselves (a PDF opened in a tab, old bookmarks); the
  // shop's icon is the SVG the pages name.
  app.get('/favicon.ico', hide, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(publicUrl)),
  );

  /**
   * Each sitemap file is built once and kept until the catalogue changes, so repeated requests
   * (up to 50,000 URLs a file) cost no query (docs/decisions/033-bounded-collections-and-reads.md).
   * A catalogue too big for one file gets an index of numbered files instead.
   */
  const sitemapLayout = () => catalog.keptUntilChanged('sitemap:layout', readSitemapLayout);

  async function readSitemapLayout() {
    const [categories, productCount] = await Promise.all([
      catalog.sitemap.categories(),
      catalog.sitemap.productCount(),
    ]);
    const fixed = [
      { url: `${publicUrl}/` },
      ...categories.map((c) => ({
        url: `${publicUrl}/category/${encodeURIComponent(c.slug)}`,
        lastModified: c.updatedAt,
      })),
    ];
    const layout = { perFile: sitemapUrlsPerFile, fixed: fixed.length, products: productCount };
    return { fixed, layout, files: sitemapFileCount(layout) };
  }

  async function buildSitemapFile(
    { fixed, layout }: Awaited<ReturnType<typeof readSitemapLayout>>,
    n: number,
  ) {
    const file = sitemapFile(n, layout);
    // The catalogue shrank between the check of `n` and this build: an empty file this once.
    if (!file) return renderSitemap([]);
    const [from, to] = file.products;
    const products = to > from ? await catalog.sitemap.products(from, to - from) : [];
    return renderSitemap([
      ...fixed.slice(...file.fixed),
      ...products.map((p) => ({
        url: `${publicUrl}/product/${encodeURIComponent(p.slug)}`,
        lastModified: p.updatedAt,
      })),
    ]);
  }

  /** Built from the layout current when the build starts, so a file never outlives its layout. */
  const sendSitemapFile = async (reply: FastifyReply, n: number) =>
    sendXml(
      reply,
      await catalog.keptUntilChanged(`sitemap:${n}`, async () =>
        buildSitemapFile(await sitemapLayout(), n),
      ),
    );

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const sitemap = await sitemapLayout();
    if (sitemap.files === 1) return sendSitemapFile(reply, 1);
    const urls = Array.from(
      { length: sitemap.files },
      (_, i) => `${publicUrl}/sitemap-${i + 1}.xml`,
    );
    return sendXml(reply, renderSitemapIndex(urls));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', hide, async (request, reply) => {
    const n = Number(request.params.n);
    const sitemap = await sitemapLayout();
    // One file is /sitemap.xml itself; a number past the last file is no page.
    if (sitemap.files === 1 || n < 1 || n > sitemap.files) return reply.callNotFound();
    return sendSitemapFile(reply, n);
  });

  // Without a built web app there are no pages to send: the API answers alone.
  if (!webIndex) return;

  /**
   * The page with its own head, or, for a product or category that does not exist, the web
   * app's index as built (its generic head) with a 404: the app shows its own not-found page.
   */
  const sendPage = (
    reply: FastifyReply,
    page: keyof typeof PAGE_MODULES,
    content: { head: PageHead; body: string } | undefined,
  ) => {
    const html = webIndex.html();
    if (!content) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    const head = {
      ...content.head,
      preloads: [
        ...(content.head.preloads ?? []),
        ...modulePreloads(webIndex.moduleFiles(PAGE_MODULES[page])),
      ],
    };
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPageBody(renderPageHead(html, head), content.body));
  };

  app.get('/', hide, async (_request, reply) => {
    const [image, sharePicture, categories, featured] = await Promise.all([
      catalog.homeImage(),
      sharePictures.urlFor(undefined),
      catalog.listCategories(),
      catalog.listProducts({ onSale: true, sort: 'discount', limit: FEATURED_SALE_COUNT }),
    ]);
    return sendPage(reply, 'home', {
      head: homeHead(publicUrl, image, sharePicture),
      body: homeBody(categories, featured.products),
    });
  });

  app.get<{ Params: { categoryId: string } }>(
    '/category/:categoryId',
    hide,
    async (request, reply) => {
      const category = await catalog.findCategory(request.params.categoryId);
      if (!category) return sendPage(reply, 'category', undefined);
      const [sharePicture, listed] = await Promise.all([
        sharePictures.urlFor(category.image || undefined),
        catalog.listProducts({
          category: category._id,
          sort: 'newest',
          limit: SERVER_PAGE_PRODUCTS,
        }),
      ]);
      return sendPage(reply, 'category', {
        head: categoryHead(category, publicUrl, sharePicture),
        body: categoryBody(category, listed.products),
      });
    },
  );

  app.get<{ Params: { productId: string } }>(
    '/product/:productId',
    hide,
    async (request, reply) => {
      const row = await catalog.findProduct(request.params.productId);
      if (!row) return sendPage(reply, 'product', undefined);
      const product = toProduct(row);
      const sharePicture = await sharePictures.urlFor(product.imageUrls[0]);
      return sendPage(reply, 'product', {
        head: productHead(product, publicUrl, request.params.productId, sharePicture),
        body: productBody(product),
      });
    },
  );
}
