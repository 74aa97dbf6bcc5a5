/**
 * A catalogue image (served by the API under /uploads) that falls back to an inline
 * placeholder when the product has no image or the file fails to load.
 */
import { useState } from 'react';

const PLACEHOLDER_SRC = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">' +
    '<rect width="160" height="160" fill="#f1f5f9"/>' +
    '<rect x="50" y="50" width="60" height="60" rx="6" fill="none" stroke="#94a3b8" stroke-width="4"/>' +
    '<rect x="66" y="66" width="28" height="28" rx="3" fill="#cbd5e1"/>' +
    '<path d="M60 42v8M80 42v8M100 42v8M60 110v8M80 110v8M100 110v8M42 60h8M42 80h8M42 100h8M110 60h8M110 80h8M110 100h8" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>' +
    '</svg>',
)}`;

type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Images below the fold load lazily; pass 'eager' for the first visible ones. */
  loading?: 'lazy' | 'eager';
};

export function ProductImage({ src, alt, className = '', loading = 'lazy' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_SRC;
  return (
    <img
      src={usable}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={className}
    />
  );
}
