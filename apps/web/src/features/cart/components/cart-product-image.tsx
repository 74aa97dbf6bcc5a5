/** A cart row's picture in its frame; a broken or missing image becomes the placeholder. */
import { ProductImage } from '@/components/ui/product-image';

export function CartProductImage({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:size-24">
      <ProductImage
        src={src}
        alt={alt}
        width={96}
        height={96}
        className="size-full object-contain p-1"
      />
    </span>
  );
}
