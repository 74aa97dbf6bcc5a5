/**
 * The picture a link preview shows (WhatsApp, Facebook, X, LinkedIn): a 1200 × 630 JPEG made
 * from a product's first picture or a category's picture, because those apps show neither the
 * seed's SVG drawings nor, several of them, the uploads' WebP. A picture without one, or one
 * that cannot be read, falls back to the shop's own share picture, drawn from its logo.
 *
 * A share picture is named after the picture it is made from (`share/products-<name>.jpg` for
 * `products/<name>.webp`), so it needs no column: a new first picture has a new name and so a new
 * share picture, and an uploaded one never changes, like its source.
 */
import type { FastifyBaseLogger } from 'fastify';
import { shop } from '@shop/shared/shop';
import { inTurn, loadSharp, MAX_IMAGE_PIXELS } from './images';
import type { Storage } from './storage';

/** The size every preview app crops well (1.91 : 1); the shorter side is above their 600 px. */
export const SHARE_PICTURE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const SHOP_PICTURE_KEY = 'share/shop.jpg';
const SOURCE_KEY = /^(products|categories)\/([a-z0-9][a-z0-9-]*)\.(?:webp|svg|png|jpe?g)$/;

/** The share picture's key for a stored picture's key; undefined for anything else. */
export function sharePictureKey(sourceKey: string): string | undefined {
  const match = SOURCE_KEY.exec(sourceKey);
  return match ? `share/${match[1]}-${match[2]}.jpg` : undefined;
}

/** The shop's logo mark and name, centred on its brand colour. */
const SHOP_PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_PICTURE.width}" height="${SHARE_PICTURE.height}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#087a97"/>
<g transform="translate(130 195) scale(7.5)"><rect width="32" height="32" rx="7" fill="#ffffff"/><rect x="9" y="9" width="14" height="14" rx="2" fill="none" stroke="#087a97" stroke-width="2.5"/><path d="M13 5v4M19 5v4M13 23v4M19 23v4M5 13h4M5 19h4M23 13h4M23 19h4" stroke="#087a97" stroke-width="2" stroke-linecap="round"/></g>
<text x="420" y="352" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="112" font-weight="700" fill="#ffffff">${shop.name}</text>
</svg>`;

/**
 * The picture fitted whole into the share size, on its own corner's colour so the padding looks
 * like its background. A drawing (SVG, the seed's only) is drawn at the size it is shown, not
 * enlarged from 400 px.
 */
export async function renderSharePicture(data: Buffer): Promise<Buffer> {
  const { default: sharp } = await loadSharp();
  return inTurn(async () => {
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' } as const;
    const { format, height = 0, width = 0 } = await sharp(data, options).metadata();
    // A drawing's size at 72 dpi, scaled as the share picture fits it.
    const density =
      format === 'svg' && width > 0 && height > 0
        ? Math.min(600, 72 * Math.min(SHARE_PICTURE.width / width, SHARE_PICTURE.height / height))
        : undefined;
    const flat = await sharp(data, { ...options, ...(density ? { density } : {}) })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .png({ compressionLevel: 0 })
      .toBuffer();
    const corner = await sharp(flat)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    const background = { r: corner[0] ?? 255, g: corner[1] ?? 255, b: corner[2] ?? 255 };
    return sharp(flat)
      .resize({
        width: SHARE_PICTURE.width,
        height: SHARE_PICTURE.height,
        fit: 'contain',
        background,
      })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  });
}

export function createSharePictures({
  storage,
  log,
}: {
  storage: Storage;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  /** Keys this process has made or found stored: asked for again, they cost nothing. */
  const stored = new Set<string>();
  /** One making per key at a time, however many pages ask for it at once. */
  const making = new Map<string, Promise<boolean>>();

  async function make(key: string, source: () => Promise<Buffer | undefined>): Promise<boolean> {
    if (await storage.has(key)) return true;
    const data = await source();
    if (!data) return false;
    await storage.put(key, await renderSharePicture(data));
    return true;
  }

  /** Whether the share picture under `key` is stored, making it from `source` if not. */
  async function ensure(key: string, source: () => Promise<Buffer | undefined>): Promise<boolean> {
    if (stored.has(key)) return true;
    let pending = making.get(key);
    if (!pending) {
      pending = make(key, source)
        .catch((error: unknown) => {
          log?.warn({ err: error, key }, 'could not make a share picture');
          return false;
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    const ok = await pending;
    if (ok) stored.add(key);
    return ok;
  }

  /** The share picture of a stored picture, made now if missing; undefined when it cannot be. */
  async function ofPicture(pictureUrl: string): Promise<string | undefined> {
    const sourceKey = storage.keyOf(pictureUrl);
    const key = sourceKey && sharePictureKey(sourceKey);
    if (!sourceKey || !key) return undefined;
    return (await ensure(key, () => storage.get(sourceKey))) ? storage.url(key) : undefined;
  }

  /** The shop's own, for pages without a picture of their own. */
  async function ofShop(): Promise<string | undefined> {
    const ok = await ensure(SHOP_PICTURE_KEY, async () => Buffer.from(SHOP_PICTURE_SVG));
    return ok ? storage.url(SHOP_PICTURE_KEY) : undefined;
  }

  return {
    /**
     * The URL (under /uploads) of the share picture for a page whose picture is `pictureUrl`:
     * made from it on first need, else the shop's.
     */
    async urlFor(pictureUrl: string | undefined): Promise<string | undefined> {
      return ((pictureUrl && (await ofPicture(pictureUrl))) || undefined) ?? ofShop();
    },
    /** Makes the share picture of a stored picture now (an upload, the seed's drawings). */
    async prepare(pictureUrl: string): Promise<void> {
      await ofPicture(pictureUrl);
    },
    /** The share picture's key beside a stored picture's, for deleting them together. */
    keyBeside(pictureKey: string): string | undefined {
      return sharePictureKey(pictureKey);
    },
  };
}

export type SharePictures = ReturnType<typeof createSharePictures>;
