/** The store's address, opening hours, phone and e-mail, as on the contact and find-store pages. */
import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { shop } from '@shop/shared/shop';

export const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${shop.name}, ${shop.address}`)}`;

export function StoreDetails({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <div>
        <Heading className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin aria-hidden="true" className="size-5 text-brand-700" /> Address
        </Heading>
        <address className="mt-2 text-slate-700 not-italic">
          {shop.name}
          <br />
          {shop.address}
        </address>
        <a
          href={mapsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <Navigation aria-hidden="true" className="size-4" />
          Get directions on Google Maps
        </a>
      </div>
      <div>
        <Heading className="flex items-center gap-2 font-semibold text-slate-900">
          <Clock aria-hidden="true" className="size-5 text-brand-700" /> Business Hours
        </Heading>
        <ul className="mt-2 space-y-1 text-slate-700">
          {shop.hours.map((hours) => (
            <li key={hours}>{hours}</li>
          ))}
          <li>Sunday and national holidays: closed</li>
        </ul>
      </div>
      <div>
        <Heading className="flex items-center gap-2 font-semibold text-slate-900">
          <Phone aria-hidden="true" className="size-5 text-brand-700" /> Phone and E-mail
        </Heading>
        <p className="mt-1">
          <a
            href={shop.phoneHref}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {shop.phone}
          </a>
        </p>
        <p className="mt-1 flex items-center gap-1.5">
          <Mail aria-hidden="true" className="size-4 text-slate-600" />
          <a
            href={`mailto:${shop.email}`}
            className="inline-flex min-h-11 items-center font-medium break-all text-brand-700 hover:underline"
          >
            {shop.email}
          </a>
        </p>
      </div>
    </div>
  );
}
