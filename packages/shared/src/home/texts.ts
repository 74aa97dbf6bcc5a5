/**
 * Texts of the home page and the Hot Deals page, with prices in rupees.
 */
export const homeTexts = {
  servicesHeading: 'Our Services',
  viewAllServices: 'View All Services',
  shopByCategory: 'Shop by Category',
  viewAllCategories: 'View All Categories',
  featuredOnSale: 'Featured Products on Sale',
  ourBrands: 'Our Brands',
  newArrivals: 'New Arrivals',
  viewDetails: 'View Details',
  /** The New Arrivals error box. */
  loadFailedTitle: 'Something went wrong',
} as const;

export const dealsTexts = {
  heading: 'Hot Deals',
  loadFailed: 'Failed to load deals',
} as const;

/** The home and deals carousels' timings and how many items each section shows. */
export const HERO_SLIDE_INTERVAL_MS = 5000;
export const FEATURED_CAROUSEL_AUTOPLAY_MS = 3000;
export const DEALS_CAROUSEL_AUTOPLAY_MS = 3000;
export const BRANDS_CAROUSEL_AUTOPLAY_MS = 2000;
export const BRANDS_CAROUSEL_SPEED_MS = 1000;
export const HOME_CATEGORY_COUNT = 4;
export const FEATURED_SALE_COUNT = 8;
export const NEW_ARRIVALS_COUNT = 8;

/** The button's visible words first, then whose they are, so a voice command can say them. */
export function addToCartLabel(productName: string, soldOut = false): string {
  return `${soldOut ? 'Out of stock' : 'Add to Cart'}: ${productName}`;
}
