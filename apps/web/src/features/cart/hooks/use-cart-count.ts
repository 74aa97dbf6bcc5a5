/** The number of items in the cart (sum of quantities, storefront.md section 3): the header badge. */
import { useCart } from '@/lib/cart/get-cart';

export function useCartCount(): number {
  return useCart().cart.itemCount;
}
