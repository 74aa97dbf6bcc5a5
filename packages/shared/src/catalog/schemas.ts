/** The catalogue contract: categories and products as the pages read them (storefront.md section 3). */
import { z } from 'zod';

export const categorySchema = z.object({
  _id: z.string(),
  CategoryName: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  emoji: z.string(),
  productCount: z.number().int(),
  isNew: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const catalogMessages = {
  // storefront.md section 8 (catalogue)
  categoryNotFound: 'Category not found',
  productsLoadFailed: 'Failed to load products',
  productLoadFailed: 'Failed to load product details',
  productNotFound: 'Product Not Found',
  // server answers
  productMissing: 'Product not found',
  searchTooLong: 'Search text is too long',
  // storefront.md section 2: category products
  categoryProductsHeading: (categoryName: string) => `${categoryName} Products`,
  backToAllCategories: 'Back to All Categories',
  categoryEmpty: 'No products found in this category.',
  goBackHome: 'Go Back Home',
  cardQuantity: (quantity: number) => `Qty: ${quantity}`,
  addProductToCart: (productName: string) => `Add ${productName} to cart`,
  // storefront.md section 2: product detail
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  available: (quantity: number) => `Available: ${quantity}`,
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',
  share: 'Share',
  addedToCart: (quantity: number, productName: string) =>
    `${quantity} ${productName} added to cart!`,
  shareNotSupported: 'Share functionality not supported.',
  goBack: 'Go Back',
  customerReviews: 'Customer Reviews',
  reviewAuthorFallback: 'User',
  adminResponse: 'Admin Response:',
  noReviews: 'No reviews yet. Be the first to add feedback!',
  // DECISIONS.md section 4: search
  searchResultsHeading: (query: string) => `Search results for “${query}”`,
  searchNoResults: (query: string) => `No products match “${query}”.`,
} as const;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Rupees, at most 2 decimals. */
  price: z.number(),
  /** The price before the sale, when the product is on sale. */
  compareAtPrice: z.number().nullable(),
  quantity: z.number().int(),
  imageUrls: z.array(z.string()),
  features: z.array(z.string()),
  brand: z.string(),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  categoryName: z.string(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = ['newest', 'price-asc', 'price-desc', 'name', 'relevance'] as const;
export type ProductSort = (typeof productSorts)[number];
export const DEFAULT_PRODUCT_LIMIT = 100;
export const MAX_PRODUCT_LIMIT = 100;

/** DECISIONS.md section 4: optional q, category, sort, page, limit; newest 100 without them. */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(100, catalogMessages.searchTooLong).optional(),
  category: z.string().trim().max(100).optional(),
  sort: z.enum(productSorts).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCT_LIMIT).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The stock the cart reads: quantity, else the spec's fallbacks. */
export function stockOf(product: Record<string, unknown> | null | undefined): number | undefined {
  if (!product) return undefined;
  for (const key of ['quantity', 'stock', 'available', 'availableQty', 'qty']) {
    const value = product[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}
