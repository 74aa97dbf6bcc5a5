/**
 * What the shop promises about delivery and support is written once, in the shop's constants:
 * the home page's feature strip and the shipping policy read the same days, and no page promises
 * what the shop does not do (2-day shipping, 24/7 support, same-day pickup).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { delivery, deliveryDays, deliverySummary, shop } from '@shop/shared/shop';
import FindStorePage from '@/features/content/pages/find-store-page';
import ShippingPage from '@/features/content/pages/shipping-page';
import { FeatureStrip } from '@/features/home/components/feature-strip';

const text = (page: ReactElement) =>
  renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the shop’s promises', () => {
  const home = text(<FeatureStrip />);
  const shipping = text(<ShippingPage />);

  it('the home page’s delivery days are the shipping policy’s', () => {
    expect(home).toContain(deliverySummary());
    const [local] = delivery.timelines;
    expect(deliverySummary()).toContain(`${deliveryDays(local)} in ${shop.city}`);
    for (const timeline of delivery.timelines) {
      expect(shipping).toContain(`${timeline.destination} ${deliveryDays(timeline)}`);
    }
    const longest = Math.max(...delivery.timelines.map((timeline) => timeline.maxDays));
    expect(deliverySummary()).toContain(`at most ${longest} working days`);
  });

  it('the home page’s support is the shop’s opening hours, not round the clock', () => {
    expect(home).toContain(shop.hours.join(', '));
    expect(home).not.toMatch(/24\/7/);
  });

  it('no page promises two-day shipping, a ₹999 threshold or same-day pickup', () => {
    for (const page of [home, shipping, text(<FindStorePage />)]) {
      expect(page).not.toMatch(
        /2-day shipping|about two days|₹999|pick up|thousands of components|collect orders/i,
      );
    }
  });
});
