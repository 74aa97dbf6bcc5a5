/**
 * The checkout with nothing to order: a way back to the shop instead of an empty form with a
 * ₹0.00 total and a Place Order button that could only fail.
 */
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { orderMessages } from '@shop/shared/orders/messages';
import { buttonClasses } from '@/components/ui/button';
import { NoticePanel } from '@/components/ui/notice-panel';

export function CheckoutEmptyState() {
  return (
    <>
      <title>Billing & Shipping Details | CircuitKart</title>
      <NoticePanel
        icon={<ShoppingCart aria-hidden="true" className="size-8" />}
        title={orderMessages.checkoutEmptyTitle}
        text={orderMessages.checkoutEmptyText}
      >
        <Link to="/shop" className={buttonClasses('primary')}>
          {orderMessages.checkoutEmptyAction}
        </Link>
      </NoticePanel>
    </>
  );
}
