/**
 * An image that never shows as broken (storefront.md section 8, Catalogue): a missing source or a
 * failed load is replaced by an inline placeholder, so it works offline and needs no request.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@shop/shared/catalog/uploads';

const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/><g fill="none" stroke="#94a3b8" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"><rect x="125" y="125" width="150" height="150" rx="14"/><path d="M160 125v-30M200 125v-30M240 125v-30M160 305v-30M200 305v-30M240 305v-30M125 160h-30M125 200h-30M125 240h-30M305 160h-30M305 200h-30M305 240h-30"/></g><circle cx="200" cy="200" r="22" fill="#cbd5e1"/></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(placeholderSvg)}`;

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> & {
  src: string | null | undefined;
  alt: string;
};

/** A card in the shop's grids: half a phone's width, a third of a tablet's, at most 320 px. */
const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 640px) 33vw, 50vw';

export function ProductImage({
  src,
  alt,
  loading = 'lazy',
  sizes = CARD_SIZES,
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
      loading={loading}
      decoding="async"
      onError={(event) => {
        if (usable) setFailedSrc(usable);
        props.onError?.(event);
      }}
    />
  );
}
