/**
 * A phone-sized finish (docs/decisions/062-a-phone-sized-finish.md): back where the shopper was
 * after signing in, PhonePe and Google Pay by UPI, forms prefilled for a signed-in shopper, and the
 * storefront at 390×844 with touch-sized controls, the chat button out of the way, Escape closing
 * menus and one source for what the shop promises.
 */
import { categoryPath } from '@shop/shared/catalog/paths';
import type { Category } from '@shop/shared/catalog/schemas';
import { expect, test } from './fixtures';
import {
  createCustomer,
  expectTouchTargets,
  fillBillingAddress,
  products,
  signIn,
  startCheckout,
} from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('signing in from a page goes back to it; an empty checkout offers the shop, not Place Order', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Sneha', 'Rao');

  // A signed-out shopper asks for My Orders, signs in on /auth and lands on My Orders.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);

  // Signed in with an empty cart, the checkout shows the way back to the shop and nothing to place.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);

  // A sign-in address that points at another site is ignored: home, on this shop.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await page.goto('/auth');
  // The router keeps a page's navigation state in the history entry: a crafted one survives a reload.
  await page.evaluate(() => {
    window.history.replaceState({ usr: { from: '//evil.example/orders' }, key: 'x', idx: 0 }, '');
  });
  await page.reload();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await expect(page).toHaveURL(new URL('/', shop.url).href);
});

test('Google Pay opens the checkout with UPI chosen, and the order is paid', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Aditya', 'Kulkarni');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();

  await expect(page.getByText('UPI, cards, net banking and wallets')).toBeVisible();
  await page.getByLabel(/Google Pay/).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const sandbox = page.getByRole('dialog', { name: 'CircuitKart' });
  await expect(sandbox).toBeVisible();
  await expect(sandbox.getByLabel('UPI')).toBeChecked();
  await expect(sandbox.getByText('UPI chosen: Pay by UPI (Google Pay)')).toBeVisible();
  await sandbox.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment successful!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = (await (await page.request.get('/api/orders')).json()) as Array<{
    paymentStatus: string;
    paymentMethod: string;
  }>;
  // Paid through Razorpay, by UPI: the order's method is the provider that took the money.
  expect(order).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'RAZORPAY' });
});

test('a signed-in shopper finds the contact form filled in, and the shop’s confirmation in their inbox', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Farida', 'Begum');
  await signIn(page, customer.email, customer.password);
  await page.goto('/contact');
  await expect(page.getByLabel('First Name *')).toHaveValue('Farida');
  await expect(page.getByLabel('Email *')).toHaveValue(customer.email);
  await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
  // Company and sector are not asked of everyone.
  await expect(page.getByLabel('Company / Institution')).not.toHaveAttribute('required', '');
  // Sent with mistakes: all of them at once, above the form and beside each field.
  await page.getByLabel('Email *').fill('farida.begum');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct 2 fields' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(2);
  await expect(page.getByLabel('Message *')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email *').fill(customer.email);
  await page.getByLabel('Message *').fill('Do you stock the BME280 breakout?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent! We have e-mailed you a confirmation.')).toBeVisible();

  const acknowledgement = await shop.inbox.waitFor(customer.email, 15_000);
  expect(acknowledgement.raw).toMatch(/Subject: CircuitKart: we received your message/);
});

test('Escape closes the phone menu and returns to its button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Find Store' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('on a phone every control is a 44 px target and the chat button covers none', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Naveen', 'Kumar');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  const product = (await products(page)).find((p) => p.quantity >= 5 && p.price >= 1)!;
  const [category] = (await (await page.request.get('/api/categories')).json()) as Category[];

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(chat).toBeVisible();
  await expectTouchTargets(page, 'the home page');

  await page.goto(categoryPath(category!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTouchTargets(page, 'a category page');

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(chat).toHaveCount(0);
  await expectTouchTargets(page, 'a product page');

  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: 'Hot Deals' })).toBeVisible();
  await expectTouchTargets(page, 'the deals page');

  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expectTouchTargets(page, 'the contact page');

  await signIn(page, customer.email, customer.password);
  const added = await page.request.post('/api/cart/add', {
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(chat).toHaveCount(0);
  await expectTouchTargets(page, 'the cart');

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Billing & Shipping Details' })).toBeVisible();
  await expect(chat).toHaveCount(0);
  await expectTouchTargets(page, 'the checkout');
  await fillBillingAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(chat).toHaveCount(0);
  await expectTouchTargets(page, 'the payment page');

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chat).toBeVisible();
  await expectTouchTargets(page, 'My Orders');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTouchTargets(page, 'the profile');
});
