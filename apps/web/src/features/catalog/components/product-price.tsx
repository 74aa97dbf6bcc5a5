/** A price in rupees, with the struck compare-at price when the product is on sale. */
import type { Product } from '@shop/shared/catalog/schemas';
import { isOnSale } from '@shop/shared/catalog/sale';
import { formatRupees } from '@/lib/format';

export function ProductPrice({
  product,
  size = 'md',
}: {
  product: Pick<Product, 'price' | 'compareAtPrice'>;
  size?: 'md' | 'lg';
}) {
  const onSale = isOnSale(product);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}
        aria-label={onSale ? `Sale price ${formatRupees(product.price)}` : undefined}
      >
        {formatRupees(product.price)}
      </span>
      {onSale && product.compareAtPrice !== null && (
        <del className={`text-slate-500 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">Original price </span>
          {formatRupees(product.compareAtPrice)}
        </del>
      )}
    </p>
  );
}
