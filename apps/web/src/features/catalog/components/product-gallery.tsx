/**
 * The product page's images: the selected image large, and a 4-column
 * grid of thumbnails that select it when there is more than one image.
 */
import { useState } from 'react';
import { PRODUCT_PAGE_IMAGE_SIZES } from '@shop/shared/catalog/uploads';
import { ProductImage } from '@/components/ui/product-image';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  const selectable = images.length > 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <ProductImage
          src={current}
          alt={selectable ? `${name}, image ${selected + 1} of ${images.length}` : name}
          priority="high"
          sizes={PRODUCT_PAGE_IMAGE_SIZES}
          className="size-full object-contain"
        />
      </div>
      {images.length > 0 && (
        <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((image, index) => {
            const thumbnail = (
              <ProductImage src={image} alt="" sizes="25vw" className="size-full object-contain" />
            );
            const isSelected = index === selected;
            return (
              <li key={`${image}-${index}`}>
                {selectable ? (
                  <button
                    type="button"
                    aria-label={`Show image ${index + 1} of ${images.length}`}
                    aria-pressed={isSelected}
                    onClick={() => setSelected(index)}
                    className={`block aspect-square w-full overflow-hidden rounded-xl border-2 bg-slate-50 transition ${
                      isSelected
                        ? 'border-brand-600 ring-2 ring-brand-600/20'
                        : 'border-slate-200 hover:border-brand-400'
                    }`}
                  >
                    {thumbnail}
                  </button>
                ) : (
                  <div className="aspect-square overflow-hidden rounded-xl border-2 border-brand-600 bg-slate-50">
                    {thumbnail}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
