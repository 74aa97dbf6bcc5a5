/** What search engines read besides the pages: the sitemap and robots.txt. Pure. */
import { escapeHtml } from './page-head';

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

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
