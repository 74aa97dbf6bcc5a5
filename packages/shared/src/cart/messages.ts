/** Cart texts and constants, free of zod so every page can import them cheaply. */
import { BUSINESS_ENQUIRY_PATH, DEFAULT_MAX_UNITS_PER_LINE } from '../orders/status';

export const DEFAULT_ADD_QUANTITY = 1;
/** Different products one cart holds (docs/decisions/033-bounded-collections-and-reads.md). */
export const MAX_CART_LINES = 50;
/**
 * Units of one product a cart line holds by default: the same cap as an order line, which the
 * server's configuration may lower or raise (docs/decisions/034-stock-hoarding.md).
 */
export const MAX_CART_UNITS_PER_LINE = DEFAULT_MAX_UNITS_PER_LINE;

export const cartMessages = {
  // cart page and cart changes
  loginToView: 'Please login to view cart',
  loginToViewYourCart: 'Please login to view your cart',
  loadFailed: 'Failed to load cart',
  loginToAdd: 'Please login to add items to cart',
  loginToRemove: 'Please login to remove items from cart',
  loginToUpdate: 'Please login to update cart',
  loginToClear: 'Please login to clear cart',
  addFailed: 'Failed to add item to cart',
  removeFailed: 'Failed to remove item from cart',
  updateFailed: 'Failed to update cart',
  clearFailed: 'Failed to clear cart',
  added: 'Item added to cart',
  removed: 'Item removed from cart',
  updated: 'Cart updated',
  cleared: 'Cart cleared',
  pageUpdateError: 'Error updating cart',
  pageRemoveError: 'Error removing item',
  invalidProduct: 'Invalid product',
  // quantities
  onlyAvailable: (n: number) => `Only ${n} available for this product`,
  onlyAvailableHint: (n: number) => `Only ${n} available`,
  unitsLimitHint: (n: number) => `Up to ${n} per order`,
  // server answers
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  outOfStock: 'This product is out of stock',
  notInCart: 'This product is not in your cart',
  tooManyUnits: (max: number) =>
    `Your cart can hold up to ${max} units of a product. For more, send us a business enquiry (${BUSINESS_ENQUIRY_PATH}) and we will quote for it.`,
  tooManyLines: (n: number) =>
    `Your cart can hold ${n} different products. Remove one to add another.`,
} as const;
