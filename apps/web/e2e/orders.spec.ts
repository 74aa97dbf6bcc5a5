/**
 * Buying: cash on delivery, the Razorpay sandbox (pay, and fail then pay later), cancelling, live
 * updates, and an order above the cash-on-delivery limit.
 */
import type { Page } from '@playwright/test';
import type { Order } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { expect, test } from './fixtures';
import { createCustomer, fillBillingAddress, products, shipmentOf, signIn } from './support';

/** Puts one product in the cart and fills the checkout; answers the product. */
async function checkout(page: Page, minStock = 5) {
  const product = (await products(page)).find((p) => p.quantity >= minStock && p.price >= 1)!;
  const added = await page.request.post('/api/cart/add', {
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Billing & Shipping Details' })).toBeVisible();
  await fillBillingAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  return product;
}

const myOrders = async (page: Page) =>
  (await (await page.request.get('/api/orders')).json()) as Order[];
const stockOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/products/${id}`)).json()) as { quantity: number }).quantity;

test('buy with cash on delivery', async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Meena', 'Iyer');
  await signIn(page, customer.email, customer.password);
  const product = await checkout(page);
  await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page
      .getByText('Order placed successfully! You will pay on delivery.', { exact: false })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText('Thank you for your purchase')).toBeVisible();
  const [order] = await myOrders(page);
  expect(order).toMatchObject({
    status: 'PROCESSING',
    paymentMethod: 'COD',
    orderItems: [{ name: product.name }],
  });
  // The order reads by its number, never its id.
  await expect(page.getByText(`#${orderNumber(order!._id)}`)).toBeVisible();
  await expect(page.getByText(order!._id)).toHaveCount(0);
  const mail = await shop.inbox.waitFor(customer.email, 10_000);
  expect(mail.subject).toMatch(/cash on delivery/);

  // Confirmed for cash at the door: nothing to pay on My Orders, and no documents before dispatch.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order #${orderNumber(order!._id)}` });
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /Download invoice/ })).toHaveCount(0);
});

test('buy with the Razorpay sandbox', async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Rahul', 'Verma');
  await signIn(page, customer.email, customer.password);
  await checkout(page);
  await page.getByLabel(/Razorpay/).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const sandbox = page.getByRole('dialog', { name: 'CircuitKart' });
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment successful!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = await myOrders(page);
  expect(order).toMatchObject({
    status: 'PROCESSING',
    paymentStatus: 'PAID',
    paymentMethod: 'RAZORPAY',
  });
});

test('a failed payment can be completed later from My Orders', async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Divya', 'Nair');
  await signIn(page, customer.email, customer.password);
  await checkout(page);
  await page.getByLabel(/Razorpay/).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'CircuitKart' })
    .getByRole('button', { name: 'Fail payment' })
    .click();
  await expect(page.getByText('Payment failed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  expect((await myOrders(page))[0]).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });

  await page.goto('/orders');
  await page.getByRole('button', { name: 'Complete Payment' }).first().click();
  await expect(page).toHaveURL(/\/payment$/);
  // The order chose Razorpay before its payment failed: the page preselects it.
  await expect(page.getByLabel(/Razorpay/)).toBeChecked();
  const [pending] = await myOrders(page);
  await expect(page.getByText(`#${orderNumber(pending!._id)}`)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'CircuitKart' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  expect((await myOrders(page))[0]).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAID' });
});

test('cancel an order and see the stock return; staff moves an order and the page follows live', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Sanjay', 'Gupta');
  await signIn(page, customer.email, customer.password);
  const product = await checkout(page);
  const before = await stockOf(page, product._id);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Cancel Order' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully.').first()).toBeVisible();
  expect(await stockOf(page, product._id)).toBe(before + 1);

  // A second order, taken through the admin API while the shopper watches My Orders.
  await checkout(page);
  await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = await myOrders(page);
  await page.goto('/orders');
  await expect(page.getByText('Order Confirmed').first()).toBeVisible();
  const login = await page.request.post('/api/admin/login', { data: shop.admin });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  await page.request.patch(`/api/orders/${order!._id}/status`, {
    data: shipmentOf(order!._id),
    headers,
  });
  await expect(page.getByText('On the Way').first()).toBeVisible();
  await page.request.patch(`/api/orders/${order!._id}/status`, {
    data: { status: 'DELIVERED' },
    headers,
  });
  await expect(
    page.getByText('Your order was delivered. You can now provide feedback.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give Feedback' })).toBeVisible();
});

test('an order above the cash-on-delivery limit is offered online payment only, with its window', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Kiran', 'Das');
  await signIn(page, customer.email, customer.password);
  // Enough units of one product to pass ₹50,000 without passing the 200 units a line may hold.
  const dear = (await products(page))
    .filter((p) => p.price > 250 && p.quantity * p.price > 50_000)
    .sort((a, b) => b.price - a.price)[0]!;
  const units = Math.ceil(50_001 / dear.price);
  const added = await page.request.post('/api/cart/add', {
    data: { productId: dear._id, quantity: units },
  });
  expect(added.status()).toBe(200);
  await page.goto('/checkout');
  await fillBillingAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  await expect(page.getByLabel(/Cash on Delivery/)).toBeDisabled();
  await expect(page.getByText('Not available for orders above ₹50,000.00')).toBeVisible();
  await expect(page.getByLabel(/Razorpay/)).toBeChecked();
  await expect(page.getByText(/complete the payment within 30 minutes/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
});
