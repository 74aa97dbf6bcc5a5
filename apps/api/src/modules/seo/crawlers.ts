/** What search engines read besides the pages: the sitemap and robots.txt. Pure. */
import { escapeHtml } from '../../lib/html';

export interface SitemapEntry {
  /** Absolute. */
  url: string;
  lastModified?: Date;
}

/** Paths with nothing to find: the back office, a shopper's own pages, sign-in. */
export const PRIVATE_PATHS = [
  '/admin',
  '/admin-login',
  '/cart',
  '/checkout',
  '/payment',
  '/orders',
  '/order-success',
  '/profile',
  '/wishlist',
  '/track-order',
  '/orders-tracking',
  '/auth',
  '/newsletter',
] as const;

/** XML needs the same five escapes as HTML text and attributes. */
const escapeXml = escapeHtml;

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(entry.url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A sitemap file holds at most `perFile` URLs (the protocol allows 50,000). The shop's URLs in
 * order are the home page and the categories (`fixed`), then the products; file `n` (from 1)
 * holds the `n`th run of them.
 */
export interface SitemapLayout {
  perFile: number;
  fixed: number;
  products: number;
}

export function sitemapFileCount({ perFile, fixed, products }: SitemapLayout): number {
  return Math.max(1, Math.ceil((fixed + products) / perFile));
}

/** Which of the fixed URLs and which products file `n` holds, or undefined if there is none. */
export function sitemapFile(
  n: number,
  layout: SitemapLayout,
): { fixed: [number, number]; products: [number, number] } | undefined {
  const { perFile, fixed, products } = layout;
  if (!Number.isInteger(n) || n < 1 || n > sitemapFileCount(layout)) return undefined;
  const start = (n - 1) * perFile;
  const end = Math.min(start + perFile, fixed + products);
  return {
    fixed: [Math.min(start, fixed), Math.min(end, fixed)],
    products: [Math.max(start, fixed) - fixed, Math.max(end, fixed) - fixed],
  };
}

export function renderSitemapIndex(sitemapUrls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
