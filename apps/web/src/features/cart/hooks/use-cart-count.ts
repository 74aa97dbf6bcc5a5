/**
 * The number of items in the cart (sum of quantities, storefront.md section 3), shown as the
 * header badge. Placeholder until the cart feature loads the cart from GET /api/cart.
 */
export function useCartCount(): number {
  return 0;
}
