/**
 * Promotions on a phone: staff create one in the back office (a save that loses its connection
 * says so and keeps the form; one made offline waits and goes); a shopper finds it on Hot Deals
 * with its real end date and product count, opens it, sees the discounted price with the list
 * price struck through, buys with cash on delivery, and the order shows the price paid.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { formatRupees } from '@shop/shared/money';
import { discountedPaise } from '@shop/shared/promotions/schemas';
import { expect, test } from './fixtures';
import { adminSignIn, createCustomer, fillBillingAddress, payOnDelivery, signIn } from './support';

const TITLE = 'Passive Parts Fortnight';
const pad = (n: number) => String(n).padStart(2, '0');

test('staff run a promotion and a shopper buys at its price', async ({
  page,
  shop,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The app's normal answer to a shopper's mistake: a 4xx from the API.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
      return;
    problems.push(message.text());
  });

  const listed = (await (
    await page.request.get('/api/products?category=passive-components&limit=100')
  ).json()) as Product[];
  const product = listed.find((p) => p.quantity >= 5 && p.compareAtPrice === null)!;
  const buyable = listed.filter((p) => p.quantity > 0).length;
  const paidPaise = discountedPaise(Math.round(product.price * 100), 20);

  // Ten days ahead at 18:00, as the form's date-and-time field takes it (the browser's time).
  const end = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  end.setHours(18, 0, 0, 0);
  const endTyped = `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}T18:00`;
  const endShown = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(end);

  // Staff create the promotion on a category.
  await adminSignIn(page, shop.admin);
  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('dialog', { name: 'New promotion' });
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Description').fill('Resistors, capacitors and LEDs for the bench.');
  await form.getByRole('combobox', { name: 'Badge' }).selectOption('Popular');
  await form.getByLabel('Discount (%)').fill('95');
  await form.getByLabel('Ends').fill(endTyped);
  await form
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Passive Components' });
  await form.getByRole('button', { name: 'Create promotion' }).click();
  // Above the most a promotion may take off: said beside the field, nothing sent.
  await expect(form.getByText('Discount must be a whole number from 1 to 90')).toBeVisible();
  await form.getByLabel('Discount (%)').fill('20');
  // The connection drops as it is sent: the form says it could not save, and keeps what was typed.
  const dropped = '**/api/admin/promotions';
  await page.route(dropped, (route) => route.abort('connectionreset'));
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to save the promotion');
  await page.unroute(dropped);
  // The browser's own line for the request that never came back, and the app's log of it.
  pageErrors.clear();
  problems.splice(0);
  await expect(form.getByLabel('Title')).toHaveValue(TITLE);
  // Offline, the page says so; the save waits for the connection, then goes.
  const offline =
    'You are offline. What you save or order now is sent when your connection returns.';
  await page.context().setOffline(true);
  await expect(page.getByText(offline)).toBeVisible();
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByText('Promotion created').first()).toBeVisible();
  await expect(page.getByText(offline)).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  await expect(row.getByText('Category: Passive Components')).toBeVisible();

  // A shopper finds it on Hot Deals, with its real end and product count.
  const customer = await createCustomer(shop, 'Divya', 'Nair');
  await signIn(page, customer.email, customer.password);
  await page.goto('/deals');
  const card = page.getByRole('article').filter({ hasText: TITLE });
  await expect(card.getByText('20%')).toBeVisible();
  await expect(card.getByText(endShown)).toBeVisible();
  await expect(card.getByText(`${buyable} products`)).toBeVisible();
  await expect(card.getByText('Popular')).toBeVisible();
  await card.getByRole('link', { name: new RegExp(`^Shop this deal\\s*: ${TITLE}$`) }).click();

  await expect(page).toHaveURL(/\/deals\/passive-parts-fortnight$/);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText(`Ends ${endShown}`)).toBeVisible();
  const productCard = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(productCard.getByLabel(`Sale price ${formatRupees(paidPaise / 100)}`)).toBeVisible();
  await expect(productCard.getByRole('deletion')).toContainText(formatRupees(product.price));

  // The product page says the same, and the cart and checkout charge it.
  await productCard.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByLabel(`Sale price ${formatRupees(paidPaise / 100)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 ${product.name} added to cart!`).first()).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Billing & Shipping Details' })).toBeVisible();
  await fillBillingAddress(page);
  const orderId = await payOnDelivery(page);

  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    totalAmount: number;
    orderItems: Array<{ price: number }>;
  };
  expect(order.orderItems[0]!.price).toBe(paidPaise / 100);
  await page.goto('/orders');
  await expect(page.getByText(`Qty 1 × ${formatRupees(paidPaise / 100)}`).first()).toBeVisible();
  expect(problems).toEqual([]);
});
