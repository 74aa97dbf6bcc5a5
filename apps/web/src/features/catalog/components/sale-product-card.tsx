/**
 * The card of a product on sale, used by the home 'Featured Products on Sale' carousel and the
 * Hot Deals carousel: image, discount, price and the struck-through compare-at price, all one
 * link to the product page.
 */
import { Link } from 'react-router';
import { formatRupees } from '@shop/shared/money';
import type { Product } from '@shop/shared/catalog/schemas';
import { discountPercent, type OnSale } from '@shop/shared/catalog/sale';
import { ProductImage } from '@/components/ui/product-image';

export function SaleProductCard({ product }: { product: OnSale<Product> }) {
  const percent = discountPercent(product.price, product.compareAtPrice);
  return (
    <Link
      to={`/product/${product._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-offset-0"
    >
      <div className="relative aspect-square bg-slate-50">
        <ProductImage
          src={product.imageUrls[0]}
          alt={product.name}
          className="size-full object-contain transition-transform duration-300 group-hover:scale-105"
        />
        {percent > 0 && (
          <span className="absolute top-3 left-3 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white">
            {percent}% OFF
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {product.categoryName}
        </p>
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">
          {product.name}
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">Sale price</span>
          <span className="text-lg font-bold text-slate-900">{formatRupees(product.price)}</span>
          <span className="sr-only">, was</span>
          <s className="text-sm text-slate-500">{formatRupees(product.compareAtPrice)}</s>
        </p>
      </div>
    </Link>
  );
}
