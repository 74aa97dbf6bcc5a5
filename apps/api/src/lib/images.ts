/**
 * Pictures from outside, made safe to serve: recognised by their first bytes (never by the
 * name or the declared type), decoded, turned upright, stripped of their metadata (camera,
 * place, author) and encoded again as WebP at each width the pages show. SVG is not accepted:
 * it is a document that can carry script, not a picture.
 */
import type { Sharp } from 'sharp';

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

/** Decoding a picture this large would take hundreds of megabytes of memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface EncodedImage {
  width: number;
  data: Buffer;
}

/**
 * The picture as WebP at each of `widths` (never enlarged: a small picture keeps its size).
 * Only the first frame of an animation is kept.
 */
export async function encodeImage(
  data: Buffer,
  widths: readonly number[],
): Promise<EncodedImage[]> {
  const type = imageTypeOf(data);
  if (!type) throw new ImageRejected('not-an-image');
  let decoded: Sharp;
  try {
    // Loaded on the first upload: sharp and libvips take a tenth of a second to load, and most
    // instances never receive a picture.
    const { default: sharp } = await import('sharp');
    decoded = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' });
    const { format } = await decoded.metadata();
    // sharp recognises many more formats than we accept; both must agree on what this is.
    if (format !== type) throw new ImageRejected('not-an-image');
    // Turn it as the camera meant before the orientation tag goes with the rest of the metadata.
    decoded = decoded.rotate();
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await decoded
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new ImageRejected(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
  }
}
