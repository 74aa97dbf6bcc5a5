/** The floating chat button to WhatsApp, bottom right on every page. */
import { MessageCircle } from 'lucide-react';
import { shop } from '@shop/shared/shop';

export function ChatButton() {
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
