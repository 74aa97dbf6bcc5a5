/** Catalogue texts, free of zod so every page can import them cheaply. */
import { IMAGE_MAX_MEGAPIXELS } from './uploads';

export const catalogMessages = {
  // catalogue
  categoryNotFound: 'Category not found',
  productsLoadFailed: 'Failed to load products',
  productLoadFailed: 'Failed to load product details',
  productNotFound: 'Product Not Found',
  // server answers
  productMissing: 'Product not found',
  searchTooLong: 'Search text is too long',
  // category products
  categoryProductsHeading: (categoryName: string) => `${categoryName} Products`,
  backToAllCategories: 'Back to All Categories',
  categoryEmpty: 'No products found in this category.',
  goBackHome: 'Go Back Home',
  cardQuantity: (quantity: number) => `Qty: ${quantity}`,
  addProductToCart: (productName: string) => `Add ${productName} to cart`,
  // product detail
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
  reviewCount: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  // search
  searchResultsHeading: (query: string) => `Search results for “${query}”`,
  searchNoResults: (query: string) => `No products match “${query}”.`,

  // back office: categories
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be at most 100 characters',
  categoryNameTaken: 'A category with this name already exists',
  categoryAdded: 'Category added successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  categorySaveFailed: 'Failed to save category',
  categoryDeleteFailed: 'Failed to delete category',
  categoryDeleteConfirm: 'Are you sure you want to delete this category?',
  categoryHasProducts: (count: number) =>
    `This category still has ${count} ${count === 1 ? 'product' : 'products'}. Move or delete them first.`,
  iconInvalid: 'Icon must be an icon class name (letters, digits, spaces and hyphens)',
  emojiTooLong: 'Emoji must be at most 16 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  slugInvalid: 'The address name needs at least one letter or digit',
  slugTaken: 'Another item already uses this address name',
  // back office: products
  productNameRequired: 'Product name is required',
  productNameTooLong: 'Product name must be at most 200 characters',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number in rupees, e.g. 499 or 499.50',
  priceTooHigh: 'Price must be at most ₹1,00,00,000',
  compareAtInvalid: 'Compare-at price must be a number in rupees, e.g. 599 or 599.50',
  compareAtNotHigher:
    'Compare-at price must be higher than the price (leave it empty when not on sale)',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number, 0 or more',
  quantityTooHigh: 'Quantity must be at most 1,000,000',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Choose an existing category',
  brandTooLong: 'Brand must be at most 100 characters',
  featuresInvalid: 'Features must be a JSON array of texts, e.g. ["Wi-Fi", "USB-C"]',
  tooManyFeatures: 'Maximum 5 features allowed',
  featureTooLong: 'Each feature must be at most 200 characters',
  existingImagesInvalid: 'Existing images must be a JSON array of image paths',
  existingImageUnknown: 'An image to keep is not one of this product’s images',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  productSaveFailed: 'Error saving product',
  productDeleteConfirm: 'Are you sure you want to delete this product?',
  // back office: pictures
  imageTooLarge: 'Image size should be less than 10MB',
  tooManyImages: 'Maximum 4 images allowed',
  notAnImage: 'Only image files are allowed (JPEG, PNG, WebP or GIF)',
  imageUnreadable: 'This image could not be read. Try saving it again as JPEG or PNG.',
  imageTooManyPixels: `This image is too large in pixels (at most ${IMAGE_MAX_MEGAPIXELS} megapixels)`,
  oneCategoryImage: 'A category has one image',
} as const;
