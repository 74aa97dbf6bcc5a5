/** Wishlist texts, free of zod so every page can import them cheaply. */
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
  savedCount: (n: number) => `${n} saved ${n === 1 ? 'product' : 'products'}`,
} as const;
