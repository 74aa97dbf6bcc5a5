/** A cart row's picture; a broken or missing image becomes a placeholder (storefront.md section 8). */
import { useState } from 'react';
import { ImageOff } from 'lucide-react';

const frame =
  'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:size-24';

export function CartProductImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <span className={`${frame} text-slate-400`} role="img" aria-label={alt || 'No image'}>
        <ImageOff aria-hidden="true" className="size-8" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={96}
        height={96}
        onError={() => setFailedSrc(src)}
        className="size-full object-contain p-1"
      />
    </span>
  );
}
