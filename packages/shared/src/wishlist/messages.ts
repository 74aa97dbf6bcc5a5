/** Wishlist texts and constants, free of zod so every page can import them cheaply. */

/** Products one wishlist holds (docs/decisions/033-bounded-collections-and-reads.md). */
export const MAX_WISHLIST_ITEMS = 200;

export const wishlistMessages = {
  // the product page's heart
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  heartLabel: 'Save to wishlist',
  // the heart and the page when something goes wrong
  loginToUse: 'Please login to use your wishlist',
  updateFailed: 'Failed to update wishlist',
  loadFailed: 'Failed to load wishlist',
  invalidProduct: 'Invalid product',
  // the /wishlist page
  heading: 'My Wishlist',
  loginTitle: 'Please Login',
  loginText: 'You need to be logged in to view your wishlist.',
  emptyTitle: 'Your Wishlist is Empty',
  emptyText: 'Tap the heart on a product to save it for later.',
  continueShopping: 'Continue Shopping',
  remove: 'Remove',
  addToCart: 'Add to Cart',
  outOfStock: 'Out of Stock',
  tooManyItems: (n: number) => `Your wishlist can hold ${n} products. Remove one to save another.`,
  savedCount: (n: number) => `${n} saved ${n === 1 ? 'product' : 'products'}`,
} as const;
