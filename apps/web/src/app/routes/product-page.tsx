/**
 * /product/{productId}: the catalogue's product page with the wishlist's heart in it (a feature
 * never imports another; the app puts them together).
 */
import ProductPage from '@/features/catalog/components/product-page';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';

export default function ProductRoute() {
  return <ProductPage wishlistHeart={(product) => <WishlistHeart productId={product._id} />} />;
}
