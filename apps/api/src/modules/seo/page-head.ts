/**
 * The `<head>` a shared link's preview and a search engine read without running the web app:
 * the page's own title, description, canonical URL, Open Graph tags and, for a product, its
 * schema.org Product as JSON-LD. Pure functions over the built index.html; every value is
 * escaped, since product and category texts are typed in the back office.
 */
import { catalogMessages } from '@shop/shared/catalog/messages';
import { catalogApiPaths } from '@shop/shared/catalog/paths';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import {
  CARD_IMAGE_SIZES,
  imageSrcSet,
  PRODUCT_PAGE_IMAGE_SIZES,
} from '@shop/shared/catalog/uploads';
import { shop } from '@shop/shared/shop';
import { escapeHtml } from '../../lib/html';
import { SHARE_PICTURE } from '../../lib/share-pictures';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  type: 'website' | 'product';
  /**
   * The link preview's picture (a share picture: JPEG, SHARE_PICTURE's size), absolute; left out
   * when there is none.
   */
  image?: string;
  /** Further Open Graph properties, e.g. a product's price. */
  openGraph?: Array<[property: string, content: string]>;
  /** Serialised into a `<script type="application/ld+json">` block. */
  jsonLd?: unknown;
  /** What the page fetches first, started by the HTML beside the app's code. */
  preloads?: Preload[];
}

/**
 * A request the web app makes as soon as it runs, or the picture a phone paints largest: named
 * in the HTML, the browser starts it while the app's code downloads, and the app's own request
 * is answered from it. The attributes are those of the app's request (its credentials, the
 * picture's srcset and sizes), or the browser would fetch a second time.
 */
export type Preload =
  | { as: 'fetch' | 'module' | 'style'; href: string }
  | { as: 'image'; href: string; srcSet?: string; sizes?: string };

/** One of the catalogue's API answers a page reads first (the app sends cookies with it). */
function apiPreload(path: string): Preload {
  return { as: 'fetch', href: `/api${path}` };
}

/** A page's largest picture, as its `<img>` asks for it. */
function imagePreload(src: string, sizes: string): Preload {
  const srcSet = imageSrcSet(src);
  return { as: 'image', href: src, ...(srcSet ? { srcSet, sizes } : {}) };
}

/**
 * The chunks a page's module needs, as the web app's build lists them: fetched beside the entry
 * rather than after it has run. Like the app's own loads, without cookies (`crossorigin`).
 */
export function modulePreloads(files: string[]): Preload[] {
  return files.map((href) => ({ as: href.endsWith('.css') ? 'style' : 'module', href }));
}

function preloadTag(preload: Preload): string {
  const href = escapeHtml(preload.href);
  switch (preload.as) {
    case 'fetch':
      return `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials" />`;
    case 'module':
      return `<link rel="modulepreload" href="${href}" crossorigin />`;
    case 'style':
      return `<link rel="preload" href="${href}" as="style" crossorigin />`;
    case 'image': {
      const srcSet = preload.srcSet
        ? ` imagesrcset="${escapeHtml(preload.srcSet)}" imagesizes="${escapeHtml(preload.sizes ?? '')}"`
        : '';
      return `<link rel="preload" href="${href}" as="image"${srcSet} fetchpriority="high" />`;
    }
  }
}

/** A preview shows about this much of a description; search results about as much. */
const DESCRIPTION_LENGTH = 160;

export const HOME_TITLE = `${shop.name} | Electronic Components, Development Boards & IoT Devices`;
const HOME_DESCRIPTION = `${shop.name}, ${shop.city}: electronic components, development boards and IoT devices, with prices in rupees.`;

/**
 * JSON that cannot end its `<script>` element or open a comment in it (`<`, `>`, `&` as
 * \u escapes) and that stays valid JavaScript source too (U+2028 and U+2029 escaped).
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One line of at most DESCRIPTION_LENGTH characters, cut at a word where it can be. */
export function summarise(text: string, length = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A stored picture's path (`/uploads/…`) as the absolute URL a preview fetches. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).href;
}

const TITLE_TAG = /<title(?:\s[^>]*)?>[\s\S]*?<\/title\s*>/i;
/** With its own line, so no blank line is left behind. */
const DESCRIPTION_TAG = /[ \t]*<meta\s[^>]*name\s*=\s*["']?description["']?[^>]*>(?:\r?\n)?/gi;

/**
 * The index.html with this page's tags in place of its default title and description. The
 * replacements are functions, so a `$&` in a product's name is text, not a pattern.
 */
export function renderPageHead(template: string, head: PageHead): string {
  const attr = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attr(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', shop.name),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          meta('property', 'og:image:type', SHARE_PICTURE.type),
          meta('property', 'og:image:width', String(SHARE_PICTURE.width)),
          meta('property', 'og:image:height', String(SHARE_PICTURE.height)),
          meta('property', 'og:image:alt', head.title),
        ]
      : []),
    ...(head.openGraph ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`]),
  ].join('\n    ');
  // After the app's own script and styles, which the page cannot show anything without: the
  // browser asks for those first.
  const preloads = (head.preloads ?? []).map((preload) => `  ${preloadTag(preload)}\n  `).join('');

  const withoutDescription = template.replace(DESCRIPTION_TAG, '');
  const withTags = TITLE_TAG.test(withoutDescription)
    ? withoutDescription.replace(TITLE_TAG, () => tags)
    : withoutDescription.replace(/<\/head\s*>/i, (end) => `${tags}\n  ${end}`);
  return withTags.replace(/<\/head\s*>/i, (end) => `${preloads}${end}`);
}

/**
 * `image` is the first category's picture: the home page's first card shows it. `sharePicture`
 * (here and below) is the page's share picture as stored (`/uploads/share/…`).
 */
export function homeHead(publicUrl: string, image?: string, sharePicture?: string): PageHead {
  return {
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    canonicalUrl: `${publicUrl}/`,
    type: 'website',
    image: sharePicture ? absoluteUrl(sharePicture, publicUrl) : undefined,
    preloads: [
      apiPreload(catalogApiPaths.categories),
      ...(image ? [imagePreload(image, CARD_IMAGE_SIZES)] : []),
    ],
  };
}

export function categoryHead(
  category: Category,
  publicUrl: string,
  sharePicture?: string,
): PageHead {
  const heading = catalogMessages.categoryProductsHeading(category.CategoryName);
  return {
    // The same title the web app gives the page once it runs.
    title: `${heading} | ${shop.name}`,
    description: summarise(
      category.description ||
        `${heading} at ${shop.name}, ${shop.city}: ${category.productCount} products, with prices in rupees.`,
    ),
    canonicalUrl: `${publicUrl}/category/${encodeURIComponent(category.slug)}`,
    type: 'website',
    image: sharePicture ? absoluteUrl(sharePicture, publicUrl) : undefined,
    // The page finds the category in the list, then asks for its products by id.
    preloads: [
      apiPreload(catalogApiPaths.categories),
      apiPreload(catalogApiPaths.categoryProducts(category._id)),
    ],
  };
}

const rupees = (price: number) => price.toFixed(2);

/** `segment` is the product's id or slug as the page's address has it: the app asks by that. */
export function productHead(
  product: Product,
  publicUrl: string,
  segment = product.slug,
  sharePicture?: string,
): PageHead {
  const url = `${publicUrl}/product/${encodeURIComponent(product.slug)}`;
  const images = product.imageUrls.map((image) => absoluteUrl(image, publicUrl));
  const inStock = product.quantity > 0;
  const description =
    summarise(product.description) ||
    `${product.name} at ${shop.name}, ${shop.city}: ₹${rupees(product.price)}.`;
  return {
    title: `${product.name} | ${shop.name}`,
    description,
    canonicalUrl: url,
    type: 'product',
    image: sharePicture ? absoluteUrl(sharePicture, publicUrl) : undefined,
    preloads: [
      apiPreload(catalogApiPaths.product(segment)),
      ...(product.imageUrls[0]
        ? [imagePreload(product.imageUrls[0], PRODUCT_PAGE_IMAGE_SIZES)]
        : []),
    ],
    openGraph: [
      ['product:price:amount', rupees(product.price)],
      ['product:price:currency', 'INR'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description || description,
      ...(images.length > 0 ? { image: images } : {}),
      // The shop's own stock-keeping code; a product without one has none to state.
      ...(product.sku ? { sku: product.sku } : {}),
      productID: product._id,
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      category: product.categoryName,
      ...(product.averageRating !== null && product.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.averageRating,
              reviewCount: product.reviewCount,
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: rupees(product.price),
        priceCurrency: 'INR',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: shop.name },
      },
    },
  };
}
