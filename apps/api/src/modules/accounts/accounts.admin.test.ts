/** The back office's Users screen: customers with their orders counted and totalled, searched, paged. */
import type { AdminCustomer } from '@shop/shared/accounts/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { adminClient, signedInCustomer, uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let product: Product;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  const catalogue = (await t.client().get<Product[]>('/api/products')).body;
  product =
    catalogue.find((p) => p.quantity > 0 && !Number.isInteger(p.price)) ??
    catalogue.find((p) => p.quantity > 0)!;
  await t.database.db
    .update(products)
    .set({ quantity: 10_000 })
    .where(eq(products.id, product._id));
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

const users = (query: string) => admin.get<AdminCustomer[]>(`/api/admin/users${query}`);

describe('the Users screen', () => {
  it('lists customers newest first with their order count and what they spent, never a password hash', async () => {
    const marker = `desk${Date.now()}`;
    const buyer = await signedInCustomer(t, {
      firstName: 'Lakshmi',
      lastName: 'Menon',
      email: uniqueEmail(`${marker}.lakshmi`),
    });
    const browser = await signedInCustomer(t, {
      firstName: 'Farhan',
      lastName: 'Ali',
      email: uniqueEmail(`${marker}.farhan`),
    });
    const kept = await placeOrder(buyer.client, product, 2);
    const alsoKept = await placeOrder(buyer.client, product, 1);
    const cancelled = await placeOrder(buyer.client, product, 3);
    expect((await buyer.client.patch(`/api/orders/${cancelled._id}/cancel`, {})).status).toBe(200);

    const answer = await users(`?q=${marker}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        _id: browser.user._id,
        firstName: 'Farhan',
        lastName: 'Ali',
        email: browser.user.email,
        mobile: browser.user.mobile,
        createdAt: expect.any(String),
        orderCount: 0,
        totalSpent: 0,
        blockedAt: null,
        blockedReason: '',
      },
      {
        _id: buyer.user._id,
        firstName: 'Lakshmi',
        lastName: 'Menon',
        email: buyer.user.email,
        mobile: buyer.user.mobile,
        createdAt: expect.any(String),
        orderCount: 3,
        // Rupees, to the paisa: the cancelled order does not count.
        totalSpent: Math.round((kept.totalAmount + alsoKept.totalAmount) * 100) / 100,
        blockedAt: null,
        blockedReason: '',
      },
    ]);
    expect(answer.headers.get('x-total-count')).toBe('2');
    expect(JSON.stringify(answer.body)).not.toMatch(/password|argon/i);
  });

  it('finds customers by name or e-mail in any case, taking % and _ literally', async () => {
    const marker = `find${Date.now()}`;
    const sunita = await signedInCustomer(t, {
      firstName: 'Sunita',
      lastName: 'Williams',
      email: uniqueEmail(`${marker}.sunita`),
    });
    const percent = await signedInCustomer(t, {
      firstName: 'Promo',
      lastName: 'Desk 50%',
      email: uniqueEmail(`${marker}.promo`),
    });
    const underscore = await signedInCustomer(t, {
      firstName: 'Kiran',
      lastName: 'Bedi',
      email: uniqueEmail(`${marker}_kiran`),
    });
    const idsFor = async (q: string) =>
      (await users(`?q=${encodeURIComponent(q)}`)).body.map((u) => u._id);

    expect(await idsFor('SUNITA')).toEqual([sunita.user._id]);
    expect(await idsFor('sunita williams')).toEqual([sunita.user._id]);
    expect(await idsFor(sunita.user.email.toUpperCase())).toEqual([sunita.user._id]);
    expect(await idsFor('0%')).toEqual([percent.user._id]);
    expect(await idsFor(`${marker}_`)).toEqual([underscore.user._id]);
    expect(await idsFor('no-such-customer-anywhere')).toEqual([]);
  });

  it('pages with X-Total-Count and Link headers', async () => {
    const marker = `page${Date.now()}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.push((await signedInCustomer(t, { email: uniqueEmail(`${marker}.${i}`) })).user._id);
    }
    const page = await users(`?q=${marker}&limit=2&page=2`);
    expect(page.body.map((u) => u._id)).toEqual([made[0]]);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.headers.get('link')).toBe(
      [
        `</api/admin/users?q=${marker}&limit=2&page=1>; rel="first"`,
        `</api/admin/users?q=${marker}&limit=2&page=1>; rel="prev"`,
        `</api/admin/users?q=${marker}&limit=2&page=2>; rel="last"`,
      ].join(', '),
    );
    for (const query of ['?page=0', '?limit=500', `?q=${'y'.repeat(101)}`, '?q=a%00b']) {
      expect((await users(query)).status, query).toBe(400);
    }
  });
});
