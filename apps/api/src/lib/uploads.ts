/**
 * Uploaded pictures: received within a bound (./upload-slots), made safe and sized (./images),
 * stored (./storage) under a new id, and deleted again. Only files this service wrote are ever deleted: a URL of any other shape (the
 * seeded drawings, an outside address) is left alone.
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CANONICAL_IMAGE_WIDTH, IMAGE_WIDTHS, imageVariantUrl } from '@shop/shared/catalog/uploads';
import { encodeImage, type EncodedImage } from './images';
import { sharePictureKey, type SharePictures } from './share-pictures';
import type { Storage } from './storage';
import { createUploadSlots } from './upload-slots';

/** A picture checked and encoded, not stored yet. */
export interface PreparedImage {
  readonly sizes: EncodedImage[];
}

export type UploadFolder = 'products' | 'categories' | 'reviews' | 'returns';

const OWNED = /^[a-z]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function createUploads({
  storage,
  sharePictures,
  log,
  atOnce = 4,
}: {
  storage: Storage;
  /** Link previews' pictures, made beside a product's or category's picture when it is stored. */
  sharePictures?: SharePictures;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Forms with pictures received at once (UPLOADS_AT_ONCE). */
  atOnce?: number;
}) {
  /** The keys of every size of a stored picture, the canonical one first, and its share picture. */
  function keysOf(url: string): string[] {
    const key = storage.keyOf(url);
    if (!key || !OWNED.test(key)) return [];
    const share = sharePictureKey(key);
    return [
      key,
      ...IMAGE_WIDTHS.filter((width) => width !== CANONICAL_IMAGE_WIDTH).map((width) =>
        storage.keyOf(imageVariantUrl(url, width))!,
      ),
      ...(share ? [share] : []),
    ];
  }

  async function discard(urls: Iterable<string>): Promise<void> {
    await Promise.all([...urls].flatMap(keysOf).map((key) => storage.delete(key)));
  }

  /**
   * Clean-up after a failed request: a file that cannot go is logged, never allowed to replace
   * the request's own error (a 409 must not turn into a 500 because a delete failed).
   */
  async function discardAfterFailure(urls: string[]): Promise<void> {
    await discard(urls).catch((error: unknown) =>
      log?.warn({ err: error, urls }, 'could not delete the pictures of a failed request'),
    );
  }

  /** Stores every size of the picture under a new id; answers the canonical file's URL. */
  async function save(folder: UploadFolder, image: PreparedImage): Promise<string> {
    const url = storage.url(`${folder}/${randomUUID()}.webp`);
    try {
      await Promise.all(
        image.sizes.map(({ width, data }) =>
          storage.put(storage.keyOf(imageVariantUrl(url, width))!, data),
        ),
      );
    } catch (error) {
      await discardAfterFailure([url]);
      throw error;
    }
    // Made now, so a link shared the moment the product is saved has its picture; one that fails
    // is made again when its page is first asked for.
    if (folder === 'products' || folder === 'categories') await sharePictures?.prepare(url);
    return url;
  }

  return {
    /** The places for forms with pictures being received: take one before reading any file. */
    slots: createUploadSlots({ atOnce }),

    /** Checks and encodes a picture; throws ImageRejected for anything that is not one. */
    async prepare(data: Buffer): Promise<PreparedImage> {
      return { sizes: await encodeImage(data, IMAGE_WIDTHS) };
    },

    save,

    /** Deletes the stored files behind these URLs (every size); other URLs are ignored. */
    discard,

    /**
     * Stores the pictures, then runs the write that refers to them. When the write fails (a
     * refusal or the database), the pictures go again: a failed request leaves no file behind.
     */
    async withStored<T>(
      folder: UploadFolder,
      images: PreparedImage[],
      write: (urls: string[]) => Promise<T>,
    ): Promise<T> {
      const urls: string[] = [];
      try {
        for (const image of images) urls.push(await save(folder, image));
        return await write(urls);
      } catch (error) {
        await discardAfterFailure(urls);
        throw error;
      }
    },

    /** Whether this service wrote the file behind `url` (and may delete it). */
    owns: (url: string) => keysOf(url).length > 0,
  };
}

export type Uploads = ReturnType<typeof createUploads>;
