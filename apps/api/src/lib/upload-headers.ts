/**
 * The headers every file under /uploads is answered with, from the local disk or from the bucket
 * alike, and stored with each object in the bucket.
 */

/** An upload's own name (a UUID), or a share picture named after one. */
const UPLOADED_NAME =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d+w)?\.(?:webp|jpg)$/;

/**
 * An uploaded picture's name is new for every upload and its file never changes, nor does the
 * share picture named after it: a year, immutable. The seeded drawings (and their share pictures)
 * keep their names across releases, so they are kept a week only.
 */
export function uploadCacheControl(keyOrPath: string): string {
  return UPLOADED_NAME.test(keyOrPath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=604800';
}

/**
 * A file here is only ever shown as a picture: even one opened on its own (the seed's SVG
 * drawings are documents that could carry script) runs nothing, and no browser guesses another
 * type for it.
 */
export const UPLOAD_SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;
