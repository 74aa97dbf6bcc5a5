/**
 * The four promises under the categories: delivery and support hours from the shop's own
 * constants, so they say what the shipping policy and the contact page say.
 */
import { Headphones, Lock, ShieldCheck, Truck } from 'lucide-react';
import { deliverySummary, supportHoursSummary } from '@shop/shared/shop';

export const features = [
  { title: 'Free Shipping', text: deliverySummary(), Icon: Truck },
  {
    title: 'Quality Guarantee',
    text: 'Genuine parts, tested before they leave our store',
    Icon: ShieldCheck,
  },
  { title: 'Expert Support', text: supportHoursSummary(), Icon: Headphones },
  {
    title: 'Secure Payments',
    text: 'Pay by UPI, card, net banking, wallet or cash on delivery',
    Icon: Lock,
  },
] as const;

export function FeatureStrip() {
  return (
    <section aria-labelledby="home-features-heading" className="rounded-2xl bg-slate-50 p-4 sm:p-6">
      <h2 id="home-features-heading" className="sr-only">
        Why shop with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
