/**
 * /product/{productId}: the catalogue's product page with the wishlist's heart and the reviews
 * section in it (a feature never imports another; the app puts them together).
 */
import CatalogProductPage from '@/features/catalog/components/product-page';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';

export default function ProductPage() {
  return (
    <CatalogProductPage
      wishlistHeart={(product) => <WishlistHeart productId={product._id} />}
      reviews={(product) => <ProductReviews product={product} />}
    />
  );
}
