/**
 * An image that never shows as broken: a missing source or a
 * failed load is replaced by an inline placeholder, so it works offline and needs no request.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { CARD_IMAGE_SIZES, imageSrcSet } from '@shop/shared/catalog/uploads';

const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/><g fill="none" stroke="#94a3b8" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"><rect x="125" y="125" width="150" height="150" rx="14"/><path d="M160 125v-30M200 125v-30M240 125v-30M160 305v-30M200 305v-30M240 305v-30M125 160h-30M125 200h-30M125 240h-30M305 160h-30M305 200h-30M305 240h-30"/></g><circle cx="200" cy="200" r="22" fill="#cbd5e1"/></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(placeholderSvg)}`;

type ProductImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'srcSet' | 'loading' | 'fetchPriority'
> & {
  src: string | null | undefined;
  alt: string;
  /**
   * 'lazy' (the default) waits until the picture nears the viewport; 'eager' is for pictures
   * above the fold; 'high' for the one picture a phone sees first (its largest paint), fetched
   * before the others.
   */
  priority?: 'lazy' | 'eager' | 'high';
};

/**
 * The shop's pictures are square (the seeded drawings are 400 × 400): the size attributes give
 * the browser that ratio before any CSS or picture arrives, so nothing moves when it loads.
 */
const INTRINSIC_SIZE = 400;

export function ProductImage({
  src,
  alt,
  priority = 'lazy',
  sizes = CARD_IMAGE_SIZES,
  width = INTRINSIC_SIZE,
  height = INTRINSIC_SIZE,
  ...props
}: ProductImageProps) {
  // Remember which source failed, so a new source gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <img
      {...props}
      src={usable ?? PLACEHOLDER_IMAGE}
      // Uploaded pictures come in several widths: a phone downloads the small one.
      srcSet={usable ? imageSrcSet(usable) : undefined}
      sizes={usable && imageSrcSet(usable) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onError={(event) => {
        if (usable) setFailedSrc(usable);
        props.onError?.(event);
      }}
    />
  );
}
