/**
 * A product in a grid (category products, search, the shop): image, name, its average
 * rating once it has reviews, description in two lines, price, 'Qty: {n}'. The whole card opens the product; a cart button adds one unit.
 * The cart button shows on hover, on keyboard focus and always on touch screens (no hover there).
 */
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { type Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { Spinner } from '@/components/ui/spinner';
import { useAddToCartAction } from '@/lib/cart/use-add-to-cart-action';
import { ProductImage } from '@/components/ui/product-image';
import { StarRating } from '@/components/ui/star-rating';
import { isOnSale } from '@shop/shared/catalog/sale';
import { ProductPrice } from './product-price';

export function productPath(product: Pick<Product, '_id'>): string {
  return `/product/${product._id}`;
}

export function ProductCard({
  product,
  imagePriority,
}: {
  product: Product;
  imagePriority?: ComponentProps<typeof ProductImage>['priority'];
}) {
  const { add, isPending } = useAddToCartAction();
  const outOfStock = product.quantity <= 0;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg">
      <div className="relative aspect-square overflow-hidden bg-slate-50">
        <ProductImage
          src={product.imageUrls[0]}
          alt=""
          priority={imagePriority}
          className="size-full object-contain transition-transform duration-300 group-hover:scale-105"
        />
        {isOnSale(product) && !outOfStock && (
          <span className="absolute top-3 left-3 rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold text-white">
            Sale
          </span>
        )}
        {outOfStock && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-800 px-2.5 py-1 text-xs font-bold text-white">
            {catalogMessages.outOfStock}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* Every grid of cards sits right under its page's h1. */}
        <h2 className="line-clamp-2 text-base font-semibold text-slate-900">
          {/* The link stretches over the whole card (after:inset-0); the cart button sits above it. */}
          <Link
            to={productPath(product)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
          >
            {product.name}
          </Link>
        </h2>
        {product.averageRating !== null && product.reviewCount > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <StarRating
              value={product.averageRating}
              label={`Rated ${product.averageRating.toFixed(1)} out of 5`}
              className="size-3.5"
            />
            <span aria-hidden="true">{product.averageRating.toFixed(1)}</span>
            <span>({catalogMessages.reviewCount(product.reviewCount)})</span>
          </p>
        )}
        <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <ProductPrice product={product} />
          <span className="shrink-0 text-xs font-medium text-slate-500">
            {catalogMessages.cardQuantity(product.quantity)}
          </span>
        </div>
      </div>
      <button
        type="button"
        aria-label={catalogMessages.addProductToCart(product.name)}
        title={outOfStock ? catalogMessages.outOfStock : undefined}
        disabled={outOfStock || isPending}
        onClick={() => add(product._id)}
        className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-md transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100"
      >
        {isPending ? (
          <Spinner className="size-5 border-2" />
        ) : (
          <ShoppingCart aria-hidden="true" className="size-5" />
        )}
      </button>
    </article>
  );
}
