/** One saved product on /wishlist: picture, name, price, stock, Add to Cart and Remove. */
import { Link } from 'react-router';
import { ShoppingCart, Trash2 } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { wishlistMessages as m } from '@shop/shared/wishlist/messages';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { useAddToCartAction } from '@/lib/cart/use-add-to-cart-action';
import { formatRupees } from '@/lib/format';
import { useChangeWishlist } from '../api/change-wishlist';

export function WishlistItemCard({ product }: { product: Product }) {
  const cart = useAddToCartAction();
  const remove = useChangeWishlist();
  const inStock = product.quantity > 0;
  const href = `/product/${encodeURIComponent(product._id)}`;
  const adding = cart.isPending && cart.pendingProductId === product._id;

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <Link to={href} className="block aspect-square bg-slate-50" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imageUrls[0]} alt="" className="size-full object-contain p-4" />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="text-lg font-bold text-slate-900">{formatRupees(product.price)}</p>
        {!inStock && <p className="text-sm font-semibold text-red-700">{m.outOfStock}</p>}
        <div className="mt-auto flex gap-2 pt-2">
          <Button
            className="flex-1"
            disabled={!inStock || cart.isPending}
            aria-label={`${m.addToCart}: ${product.name}`}
            onClick={() => cart.add(product._id)}
          >
            {adding ? (
              <Spinner className="size-4 border-2" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-4" />
            )}
            {m.addToCart}
          </Button>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            aria-label={`${m.remove}: ${product.name}`}
            onClick={() => remove.mutate({ productId: product._id, save: false })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{m.remove}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
