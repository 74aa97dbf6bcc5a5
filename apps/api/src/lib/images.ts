/**
 * Pictures from outside, made safe to serve: recognised by their first bytes (never by the
 * name or the declared type), decoded, turned upright, stripped of their metadata (camera,
 * place, author) and encoded again as WebP at each width the pages show. SVG is not accepted:
 * it is a document that can carry script, not a picture.
 */
import { IMAGE_MAX_MEGAPIXELS } from '@shop/shared/catalog/uploads';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/** The type a file's content says it is, or undefined when it is none of the accepted ones. */
export function imageTypeOf(data: Buffer): ImageType | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    data
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'gif';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

export type ImageRejection = 'not-an-image' | 'unreadable' | 'too-many-pixels';

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejected';
  }
}

/**
 * The most pixels a picture may have (24 MP, see IMAGE_MAX_MEGAPIXELS): decoding one takes about
 * 100 MB. A picture over it is refused from its header, before anything is decoded, however small
 * its file (a "decompression bomb" of a few kilobytes can declare a billion pixels).
 */
export const MAX_IMAGE_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * Pictures decoded and encoded at once in this process. sharp works on libuv's threads, which
 * sign-ins (argon2), files and compression share, and libvips would otherwise use every core for
 * one picture: one at a time, on one libvips thread, leaves the event loop a core of its own and
 * the shared threads free. Uploads wait their turn here; their number is bounded by the
 * upload places (./upload-slots).
 */
const ENCODINGS_AT_ONCE = 1;
const LIBVIPS_THREADS = 1;

export interface EncodedImage {
  width: number;
  data: Buffer;
}

type SharpModule = typeof import('sharp');
let loaded: Promise<SharpModule> | undefined;

/**
 * sharp, loaded on the first upload (sharp and libvips take a tenth of a second to load, and
 * most instances never receive a picture) and set up once: no cache of decoded pictures kept
 * between uploads (each picture is seen once), and one libvips thread per picture.
 */
export function loadSharp(): Promise<SharpModule> {
  loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(LIBVIPS_THREADS);
    return module;
  });
  return loaded;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than ENCODINGS_AT_ONCE pictures are being worked on, in arrival order. */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ENCODINGS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The place passes straight to the next in line.
    if (next) next();
    else running -= 1;
  }
}

/**
 * The picture as WebP at each of `widths` (never enlarged: a small picture keeps its size).
 * Only the first frame of an animation is kept. The picture is decoded once: straight to the
 * largest width (JPEG and WebP shrink while they decode), and the smaller widths are made from
 * those pixels.
 */
export async function encodeImage(
  data: Buffer,
  widths: readonly number[],
): Promise<EncodedImage[]> {
  const type = imageTypeOf(data);
  if (!type) throw new ImageRejected('not-an-image');
  const { default: sharp } = await loadSharp();
  try {
    const input = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });
    // The header only: nothing is decoded yet.
    const { format, width = 0, height = 0 } = await input.metadata();
    // sharp recognises many more formats than we accept; both must agree on what this is.
    if (format !== type) throw new ImageRejected('not-an-image');
    if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected('too-many-pixels');
    return await inTurn(async () => {
      const largest = Math.max(...widths);
      const decoded = await input
        // Turn it as the camera meant before the orientation tag goes with the rest of the
        // metadata.
        .rotate()
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const { width: w, height: h, channels } = decoded.info;
      const pixels = () => sharp(decoded.data, { raw: { width: w, height: h, channels } });
      const sizes: EncodedImage[] = [];
      for (const width of widths) {
        sizes.push({
          width,
          data: await pixels()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer(),
        });
      }
      return sizes;
    });
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new ImageRejected(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
  }
}
