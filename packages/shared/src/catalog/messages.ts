/** Catalogue texts, free of zod so every page can import them cheaply. */
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
