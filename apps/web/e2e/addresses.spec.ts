/**
 * On a phone: a shopper's checkout shows every mistake at once, keeps a pasted mobile whole, fills
 * the state and city from the PIN, saves the address with the order, and fills the next checkout
 * from it; the profile's Addresses section holds it.
 */
import { expect, test } from './fixtures';
import {
  confirmCashOnDelivery,
  createCustomer,
  payOnDelivery,
  placeOrder,
  products,
  signIn,
} from './support';

test('a pasted mobile, every error at once, the PIN fills the state, the address remembered', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The journey stays clean: no page error, no console error but a 4xx answer of the API.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const apiRefusal =
      /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
      message.location().url.includes('/api/');
    if (!apiRefusal) problems.push(message.text());
  });
  const customer = await createCustomer(shop, 'Meera', 'Iyer');
  await signIn(page, customer.email, customer.password);
  const product = (await products(page)).find((p) => p.quantity >= 5 && p.price >= 1)!;
  const addToCart = async () => {
    const added = await page.request.post('/api/cart/add', {
      data: { productId: product._id, quantity: 1 },
    });
    expect(added.status()).toBe(200);
  };
  await addToCart();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Billing & Shipping Details' })).toBeVisible();

  // An empty submit: every missing field at once, in one focused summary, beside each field.
  await page.getByRole('button', { name: 'Place Order' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' });
  await expect(summary).toBeFocused();
  for (const message of [
    'Street Address is required',
    'City is required',
    'State is required',
    'PIN Code is required',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  // The summary is the only alert: no stack of toasts repeating it.
  await expect(page.getByRole('alert')).toHaveCount(1);
  const street = page.getByLabel('Street Address', { exact: true });
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveAccessibleDescription('Street Address is required');
  await summary.getByRole('link', { name: 'PIN Code is required' }).click();
  await expect(page.getByLabel('PIN Code', { exact: true })).toBeFocused();

  // A mobile pasted with its country code and spaces stays whole in the field.
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('');
  await phone.focus();
  await page.keyboard.insertText('+91 98765 43210');
  await expect(phone).toHaveValue('+91 98765 43210');

  // The summary keeps up as mistakes are put right, and goes with the last one.
  await street.fill('14 Park Lane, Begumpet');
  await expect(page.getByRole('alert')).toHaveText(/^Please correct 3 fields/);
  await page.getByLabel('PIN Code', { exact: true }).fill('500003');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Telangana');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Hyderabad');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Save this address for next time').check();
  // Saved once the order is placed, and said on the payment page (paying's own success toast
  // takes its place after).
  await placeOrder(page);
  await expect(page.getByText('Address saved for your next order').first()).toBeVisible();
  await confirmCashOnDelivery(page);

  // The profile's Addresses section holds it, the default for billing and shipping.
  await page.goto('/profile');
  const addresses = page.getByRole('region', { name: 'Addresses' });
  const saved = addresses.getByRole('listitem').filter({ hasText: '14 Park Lane, Begumpet' });
  await expect(saved).toContainText('Hyderabad, Telangana 500003');
  await expect(saved).toContainText('Phone: 9876543210');
  await expect(saved).toContainText('Default billing address');
  await expect(saved).toContainText('Default shipping address');

  // The next checkout starts from it.
  await addToCart();
  await page.goto('/checkout');
  await expect(page.getByLabel('Street Address', { exact: true })).toHaveValue(
    '14 Park Lane, Begumpet',
  );
  await expect(page.getByLabel('PIN Code', { exact: true })).toHaveValue('500003');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Telangana');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('9876543210');
  await expect(page.getByLabel('Save this address for next time')).toHaveCount(0);
  await payOnDelivery(page);
  expect(problems).toEqual([]);
});
