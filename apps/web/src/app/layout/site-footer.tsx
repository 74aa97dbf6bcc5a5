/**
 * The storefront footer: about text, social links, quick links,
 * contact address and phone, business hours, legal links and the newsletter box. Track Order
 * is among the quick links only for a signed-in customer.
 */
import { Link } from 'react-router';
import {
  Clock,
  Facebook,
  Instagram,
  Linkedin,
  Mail,
  MapPin,
  Phone,
  Twitter,
  Youtube,
} from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { useSession } from '@/lib/session';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { Logo } from './logo';
import { footerLegalLinks, footerQuickLinks, linksFor } from './nav-links';

const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { label: 'X (Twitter)', href: 'https://x.com/', Icon: Twitter },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: Instagram },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: Linkedin },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: Youtube },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { data: user } = useSession();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            About {shop.name}
          </h2>
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">
            {shop.name} is a computer and electronics store in {shop.city}. We stock electronic
            components, development boards, sensors and IoT devices, and offer PCB, 3D printing and
            custom battery pack services for makers, students and businesses.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${shop.name} on ${label}`}
                  className="flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
            {linksFor(footerQuickLinks, Boolean(user)).map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="flex min-h-11 min-w-11 items-center hover:text-brand-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2
            id="footer-contact"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Contact Us
          </h2>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              {shop.address}
            </p>
            <p className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <a
                href={shop.phoneHref}
                className="inline-flex min-h-11 items-center hover:text-brand-300"
              >
                {shop.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <a
                href={`mailto:${shop.email}`}
                className="inline-flex min-h-11 items-center hover:text-brand-300"
              >
                {shop.email}
              </a>
            </p>
          </address>
          <h3 className="mt-6 flex items-center gap-2 text-sm font-semibold text-white">
            <Clock aria-hidden="true" className="size-4 text-brand-400" /> Business Hours
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {shop.hours.map((hours) => (
              <li key={hours}>{hours}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2
            id="footer-newsletter"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Newsletter
          </h2>
          <p className="mt-4 mb-3 text-sm">
            New boards, restocks and deals from {shop.name}, about twice a month.
          </p>
          <NewsletterForm />
        </section>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 pt-5 pb-24 text-xs text-slate-400 sm:flex-row sm:px-6 sm:pr-24 sm:pb-5">
          <p>
            © {year} {shop.name}, {shop.city}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex gap-4">
              {footerLegalLinks.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="flex min-h-11 min-w-11 items-center hover:text-brand-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
