/** /product/{productId}: the catalogue's product page with the reviews feature's section below. */
import CatalogProductPage from '@/features/catalog/components/product-page';
import { ProductReviews } from '@/features/reviews/components/product-reviews';

export default function ProductPage() {
  return <CatalogProductPage reviews={(product) => <ProductReviews product={product} />} />;
}
