/**
 * Seeds a new shop's promotions, so its Hot Deals page shows real offers: three promotions
 * starting at seed time and ending 7, 14 and 21 days later. The end dates are stored, never
 * recomputed: a promotion that has ended shows no more (docs/decisions/058). They list products
 * by slug (not whole categories), so the demo catalogue's other products keep their list price.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema/catalog';
import { promotionProducts, promotions } from '../schema/promotions';

const DAY_MS = 24 * 60 * 60 * 1000;

export const seedPromotionList = [
  {
    slug: 'maker-starter-week',
    title: 'Maker Starter Week',
    description:
      'Arduino, ESP8266 and Raspberry Pi boards with headers soldered, ready for your bench.',
    badge: 'Hot',
    percent: 20,
    days: 7,
    productSlugs: [
      'arduino-nano-v3-compatible',
      'arduino-mega-2560-r3-compatible',
      'arduino-uno-r4-wifi-original',
      'raspberry-pi-pico-w',
      'nodemcu-esp8266-v3',
      'stm32-blue-pill',
    ],
  },
  {
    slug: 'sensor-bundle-sale',
    title: 'Sensor Bundle Sale',
    description: 'Motion and soil-moisture sensors on ready-to-wire breakout boards.',
    badge: 'Popular',
    percent: 15,
    days: 14,
    productSlugs: ['mpu6050-gy-521', 'capacitive-soil-moisture-sensor'],
  },
  {
    slug: 'robotics-kits-launch',
    title: 'Robotics Kits Launch',
    description: 'Complete kits with motors, drivers and chassis for students and classrooms.',
    badge: 'New',
    percent: 25,
    days: 21,
    productSlugs: [
      '4wd-robot-car-chassis-kit',
      'bluetooth-robot-car-kit',
      'mecanum-wheel-robot-chassis-kit',
    ],
  },
] as const;

/** Inserts the promotions once, in a new shop (call it only when the catalogue was just seeded). */
export async function seedPromotions(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const slugs = seedPromotionList.flatMap((p) => [...p.productSlugs]);
    const rows = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.slug, slugs));
    const ids = new Map(rows.map((row) => [row.slug, row.id]));
    for (const promotion of seedPromotionList) {
      const [inserted] = await tx
        .insert(promotions)
        .values({
          slug: promotion.slug,
          title: promotion.title,
          description: promotion.description,
          badge: promotion.badge,
          percent: promotion.percent,
          startsAt: now,
          endsAt: new Date(now.getTime() + promotion.days * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: promotions.id });
      if (!inserted) continue;
      const listed = promotion.productSlugs.flatMap((slug) => {
        const id = ids.get(slug);
        return id ? [{ promotionId: inserted.id, productId: id }] : [];
      });
      if (listed.length > 0) await tx.insert(promotionProducts).values(listed);
    }
  });
}
