/**
 * How to reach the shop about a service: the shared enquiry e-mail, the phone and a WhatsApp
 * chat on the same number, and on support pages the 24/7 emergency line.
 */
import { Mail, MessageCircle, Phone, Siren } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { shop } from '@shop/shared/shop';

type Channel = { label: string; value: string; href: string; Icon: LucideIcon; external?: boolean };

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function ContactChannels({ emergency = false }: { emergency?: boolean }) {
  const channels: Channel[] = [
    { label: 'E-mail', value: shop.enquiryEmail, href: `mailto:${shop.enquiryEmail}`, Icon: Mail },
    { label: 'Phone', value: shop.phone, href: shop.phoneHref, Icon: Phone },
    {
      label: 'WhatsApp chat',
      value: `Chat on ${shop.phone}`,
      href: shop.whatsappHref,
      Icon: MessageCircle,
      external: true,
    },
  ];
  if (emergency) {
    channels.push({
      label: '24/7 emergency support',
      value: shop.emergencyPhone,
      href: telHref(shop.emergencyPhone),
      Icon: Siren,
    });
  }
  return (
    <ul className="space-y-3">
      {channels.map(({ label, value, href, Icon, external }) => (
        <li key={label}>
          <a
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={`${label}: ${value}${external ? ' (opens WhatsApp)' : ''}`}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-brand-400 hover:bg-brand-50"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {label}
              </span>
              <span className="block font-medium break-words text-slate-900">{value}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
