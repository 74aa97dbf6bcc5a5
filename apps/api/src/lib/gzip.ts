/** Which answers are compressed, and whether a client takes gzip: one rule for every route. */

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Whether the Accept-Encoding header names gzip without refusing it (`gzip;q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== 'x-gzip') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
