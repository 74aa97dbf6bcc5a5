/**
 * Pictures the back office uploads for categories and products: the limits the form and the
 * server both apply, and how the sizes of one picture are named, so a page can build a `srcset`.
 * Zod-free, for every page that shows a picture.
 */

/** The largest picture file accepted: 10 MB. */
export const IMAGE_MAX_BYTES = 10_485_760;
/**
 * The most pixels a picture may have, in megapixels: a 24 MP photo (6000 × 4000) is more than any
 * page shows at 800 px, and decoding one takes about 100 MB; a bigger one is refused unread.
 */
export const IMAGE_MAX_MEGAPIXELS = 24;
/** A product shows at most this many pictures. */
export const MAX_PRODUCT_IMAGES = 4;
/** The picture types accepted, recognised by their content; everything is stored as WebP. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * The widths every uploaded picture is stored at. The largest is the canonical file, the one an
 * `imageUrls` entry (or a category's `image`) names: `/uploads/products/<id>.webp`. Each smaller
 * width sits beside it as `<id>-<width>w.webp`.
 */
export const IMAGE_WIDTHS = [400, 800] as const;
export const CANONICAL_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * The `sizes` of a picture in the shop's card grids (half a phone's width, a third of a tablet's,
 * at most 320 px) and of a product page's main picture. The server names the same ones when it
 * asks the browser to fetch a page's main picture early, so the early fetch is the one used.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 320px, (min-width: 640px) 33vw, 50vw';
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

const UPLOADED = /^(.*\/[0-9a-f-]{36})\.webp$/;

/** The file name of one width of an uploaded picture (the canonical width is the file itself). */
export function imageVariantUrl(url: string, width: number): string {
  const match = UPLOADED.exec(url);
  if (!match || width === CANONICAL_IMAGE_WIDTH) return url;
  return `${match[1]}-${width}w.webp`;
}

/**
 * A `srcset` for an uploaded picture, e.g. `…/<id>-400w.webp 400w, …/<id>.webp 800w`; undefined
 * for any other picture (the seeded drawings are SVG and scale by themselves). Pass the URL as it
 * is shown (with the backend host prefixed, if any).
 */
export function imageSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
