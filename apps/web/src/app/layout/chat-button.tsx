/**
 * The floating chat button to WhatsApp, bottom right. It yields (is not shown) on the pages
 * whose controls sit where it floats on a phone: a product's Add to Cart and Buy Now, the cart's
 * and checkout's totals and buttons, the payment page's Pay.
 */
import { useLocation } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { shop } from '@shop/shared/shop';

const YIELDING_PATHS = ['/product/', '/cart', '/checkout', '/payment'];

/** Whether the chat button stays off this page, so it covers none of its controls. */
export function chatButtonYields(pathname: string): boolean {
  return YIELDING_PATHS.some((path) =>
    path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname === `${path}/`,
  );
}

export function ChatButton() {
  const { pathname } = useLocation();
  if (chatButtonYields(pathname)) return null;
  return (
    <a
      href={shop.whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      className="fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg ring-4 ring-white/60 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
