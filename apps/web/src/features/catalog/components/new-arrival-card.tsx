/**
 * A New Arrivals card: image, name, price in rupees, an add-to-cart
 * button that appears on hover (and is always there on focus and on touch screens), disabled
 * when out of stock, and View Details to the product page.
 */
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { addToCartLabel, homeTexts } from '@shop/shared/home/texts';
import { formatRupees } from '@shop/shared/money';
import { Spinner } from '@/components/ui/spinner';
import { ProductImage } from '@/components/ui/product-image';

type NewArrivalCardProps = {
  product: Product;
  onAddToCart: (productId: string) => void;
  adding: boolean;
};

export function NewArrivalCard({ product, onAddToCart, adding }: NewArrivalCardProps) {
  const soldOut = product.quantity <= 0;
  const detailsPath = `/product/${product._id}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-slate-50">
        <Link to={detailsPath} tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={product.imageUrls[0]}
            alt={product.name}
            className="size-full object-contain transition-transform duration-300 group-hover:scale-105"
          />
        </Link>
        {soldOut && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-800 px-2.5 py-1 text-xs font-semibold text-white">
            Out of stock
          </span>
        )}
        <div className="absolute inset-x-3 bottom-3 translate-y-2 opacity-0 transition-all duration-200 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 pointer-coarse:translate-y-0 pointer-coarse:opacity-100">
          <button
            type="button"
            aria-label={addToCartLabel(product.name, soldOut)}
            disabled={soldOut || adding}
            onClick={() => onAddToCart(product._id)}
            className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2.5 text-sm font-semibold text-white shadow-md transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {adding ? (
              <Spinner className="size-4 border-2" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-4" />
            )}
            {soldOut ? 'Out of stock' : 'Add to Cart'}
          </button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">{product.name}</h3>
        <p className="text-lg font-bold text-slate-900">{formatRupees(product.price)}</p>
        <Link
          to={detailsPath}
          aria-label={`${homeTexts.viewDetails}: ${product.name}`}
          className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-500 hover:text-brand-700"
        >
          {homeTexts.viewDetails}
        </Link>
      </div>
    </article>
  );
}
