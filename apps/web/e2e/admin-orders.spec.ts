/**
 * The orders desk: a customer buys (paying in the Razorpay sandbox), the admin finds the order on the
 * Processing list by the customer's e-mail, is offered only the legal next steps, then ships it
 * with its courier and AWB number, adds the courier's news and delivers it while the customer's
 * pages follow live; the desk on a phone; and a large cash-on-delivery order flagged in words.
 */
import type { Page } from '@playwright/test';
import { formatRupees } from '@shop/shared/money';
import { expect, test } from './fixtures';
import { address } from '../../api/test/orders-helpers';
import { adminSignIn, createCustomer, expectAccessible, products, signIn } from './support';

/** Signs in, buys two of a product and pays for it as the customer chose; answers the order. */
async function buy(page: Page, email: string, password: string, method: 'COD' | 'RAZORPAY') {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  const product = (await products(page)).find((p) => p.quantity >= 5 && p.price >= 1)!;
  const added = await page.request.post('/api/cart/add', {
    data: { productId: product._id, quantity: 2 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/checkout');
  await page.getByLabel('Street Address', { exact: true }).fill('14 Park Lane');
  await page.getByLabel('City', { exact: true }).fill('Secunderabad');
  await page.getByLabel('State', { exact: true }).selectOption('Telangana');
  await page.getByLabel('PIN Code', { exact: true }).fill('500003');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  if (method === 'COD') {
    await page.getByLabel(/Cash on Delivery/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
  } else {
    await page.getByLabel(/Razorpay/).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const sandbox = page.getByRole('dialog', { name: 'CircuitKart' });
    await sandbox.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText('Payment successful!').first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = (await (await page.request.get('/api/orders')).json()) as Array<{
    _id: string;
  }>;
  return { product, orderId: order!._id };
}

test('the admin finds a paid order, is offered only legal steps, and ships and delivers it live', async ({
  page,
  browser,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Lakshmi', 'Rao');
  const shopper = await browser.newContext({ baseURL: shop.url });
  const customerPage = await shopper.newPage();
  const { product, orderId } = await buy(
    customerPage,
    customer.email,
    customer.password,
    'RAZORPAY',
  );
  const number = `Order #${orderId.slice(-8).toUpperCase()}`;
  await customerPage.goto('/orders');
  await expect(customerPage.getByText('Order Confirmed').first()).toBeVisible();

  await adminSignIn(page, shop.admin);
  // The dashboard: real figures. The order just paid is a sale of today and an order to ship;
  // the seven counts keep their titles, with no fixed change figures.
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  const today = page.getByRole('region', { name: /^Today/ });
  await expect(today.getByText(/^[1-9]\d* orders?$/)).toBeVisible();
  await expect(today.getByText('GST collected')).toBeVisible();
  await expect(today.getByText('₹0.00')).toHaveCount(0);
  const toShip = page.getByRole('region', { name: 'Orders to ship' });
  await expect(toShip.getByText(/^[1-9]\d*$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awaiting payment' })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(7);
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Total Orders');
  await expect(cards.getByText(/^[+-]?\d+%$/)).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: /^Bar chart of sales per day over the last 30 days: ₹[1-9]/ }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'Processing Orders', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage orders currently in processing state')).toBeVisible();

  const search = page.getByPlaceholder('Search by order id, customer name or email...');
  await search.fill('nobody-like-this@example.in');
  await expect(page.getByText('No orders in PROCESSING matching your search')).toBeVisible();
  await search.fill(customer.email);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: number }) });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /^Order #/ })).toHaveCount(1);
  await expect(card.getByText('Lakshmi Rao')).toBeVisible();
  await expect(card.getByText(customer.email)).toBeVisible();
  await expect(card.getByText('PROCESSING', { exact: true })).toBeVisible();
  await expect(card.getByText('Items: 1')).toBeVisible();
  await expect(card.getByText(`${product.name} x2`)).toBeVisible();
  await card.getByRole('link', { name: /View details/ }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/order/${orderId}$`));
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  await expect(page.getByText('Payment: PAID (RAZORPAY)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  const status = page.getByLabel('Update Order Status');
  await expect(status).toHaveValue('PROCESSING');

  // Skipping SHIPPED is not offered: only the moves the rules allow from PROCESSING.
  await expect(status.getByRole('option')).toHaveText([
    'PROCESSING (current)',
    'SHIPPED',
    'CANCELLED',
  ]);
  // The summary's first entry is the order's status as the server holds it, as a badge that
  // says its meaning in words too.
  const shownStatus = page
    .getByRole('region', { name: 'Summary' })
    .getByRole('definition')
    .first()
    .getByText(/^[A-Z_]+$/);
  await expect(shownStatus).toHaveText('PROCESSING');

  // SHIPPED asks for the courier and its AWB number: Save without them says so beside each.
  await status.selectOption('SHIPPED');
  const courier = page.getByLabel('Courier');
  const awb = page.getByLabel('AWB number');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the courier that carries the parcel')).toBeVisible();
  await expect(page.getByText("Enter the courier's AWB number")).toBeVisible();
  await expect(shownStatus).toHaveText('PROCESSING');
  await awb.fill('1490 8327');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The AWB number may contain only letters and digits: no spaces or symbols'),
  ).toBeVisible();
  await expectAccessible(page, 'the order detail with the shipment fields');
  await courier.selectOption({ label: 'Delhivery' });
  await awb.fill('1490832715562');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order status updated to SHIPPED.').first()).toBeVisible();
  await expect(shownStatus).toHaveText('SHIPPED');
  await expect(customerPage.getByText('On the Way').first()).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Delhivery', { exact: true })).toBeVisible();
  await expect(summary.getByText('1490832715562')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Track on Delhivery' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/1490832715562',
  );

  // The customer's tracking page shows the courier, the AWB and the courier's link.
  await customerPage.goto('/orders-tracking');
  await customerPage.getByRole('button', { name: 'Track Order' }).first().click();
  const tracking = customerPage.getByRole('dialog');
  await expect(tracking.getByText('Shipped by Delhivery')).toBeVisible();
  await expect(tracking.getByText('1490832715562')).toBeVisible();
  const courierLink = tracking.getByRole('link', { name: /Track on Delhivery/ });
  await expect(courierLink).toHaveAttribute('target', '_blank');
  await expect(courierLink).toHaveAttribute('rel', 'noopener noreferrer');

  // The desk adds the courier's news; the open tracking page shows it at once, newest first.
  const update = page.getByRole('form', { name: 'Add tracking update' });
  await update.getByLabel('Update', { exact: true }).fill('In transit');
  await update.getByLabel('Location').fill('Nagpur hub');
  await update.getByRole('button', { name: 'Add update' }).click();
  await expect(page.getByText('Tracking update added.').first()).toBeVisible();
  const history = tracking.getByRole('list', { name: 'Location history' });
  await expect(history.getByRole('listitem').first()).toContainText('Nagpur hub');
  await expect(history.getByRole('listitem').first()).toContainText('In transit');
  await expectAccessible(customerPage, 'the Track Order modal of a shipped order');
  // The tracking page stays open, its connection live: DELIVERED reaches it as it happens.
  await tracking.getByRole('button', { name: /Close/ }).click();

  await status.selectOption('DELIVERED');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order status updated to DELIVERED.').first()).toBeVisible();
  await expect(
    customerPage.getByText('Your order was delivered. You can now provide feedback.').first(),
  ).toBeVisible();

  // Back returns to the list, whose status filter now finds the order among the delivered.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Processing Orders', level: 1 })).toBeVisible();
  await expect(page.getByText('No orders in PROCESSING matching your search')).toBeVisible();
  await page.getByLabel('Status').selectOption('DELIVERED');
  await expect(page.getByRole('heading', { name: 'Delivered Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: number })).toBeVisible();

  // Users: the customer with one order and what it cost.
  const [placed] = (await (await customerPage.request.get('/api/orders')).json()) as Array<{
    totalAmount: number;
  }>;
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by name or email...').fill(customer.email);
  const row = page.getByRole('row', { name: /Lakshmi Rao/ });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell', { name: customer.email })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: formatRupees(placed!.totalAmount) })).toBeVisible();
  await shopper.close();
});

test('the orders desk on a phone', async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Arjun', 'Nair');
  await buy(page, customer.email, customer.password, 'COD');
  await page.context().clearCookies();

  await page.setViewportSize({ width: 390, height: 844 });
  await adminSignIn(page, shop.admin);
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Processing Orders', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by order id, customer name or email...').fill(customer.email);
  await expect(page.getByText('Arjun Nair')).toBeVisible();
  const details = page.getByRole('link', { name: /View details/ });
  await expect(details).toHaveCount(1);
  await expect(details).toBeInViewport();
  // Nothing sticks out sideways: the page does not scroll horizontally.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await details.click();
  await expect(page.getByLabel('Update Order Status')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The dashboard and Users fit too (the users table scrolls inside its own box).
  for (const [entry, heading] of [
    ['Dashboard', 'Dashboard Overview'],
    ['Users', 'Users'],
  ] as const) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await menu.getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }
  await expect(page.getByRole('region', { name: 'Users' }).getByText('Arjun Nair')).toBeVisible();
});

test('a large cash-on-delivery order is flagged on the desk and its detail', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Farhan', 'Ali');
  await signIn(page, customer.email, customer.password);
  // Above ₹10,000, within the ₹50,000 cash-on-delivery limit.
  const dear = (await products(page))
    .filter((p) => p.price >= 1_000 && p.quantity >= 10)
    .sort((a, b) => b.price - a.price)[0]!;
  const units = Math.ceil(10_000 / dear.price);
  const added = await page.request.post('/api/cart/add', {
    data: { productId: dear._id, quantity: units },
  });
  expect(added.status()).toBe(200);
  const order = await page.request.post('/api/orders', {
    data: {
      orderItems: [{ product: dear._id, quantity: units, price: dear.price }],
      billingAddress: address,
      shippingAddress: address,
      totalAmount: Math.round(dear.price * units * 100) / 100,
    },
  });
  expect(order.status()).toBe(201);
  const { _id: orderId } = (await order.json()) as { _id: string };
  const cod = await page.request.patch(`/api/orders/${orderId}/status`, {
    data: { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' },
  });
  expect(cod.status()).toBe(200);
  await page.context().clearCookies();

  await adminSignIn(page, shop.admin);
  await page.goto('/admin/orders');
  await page.getByPlaceholder('Search by order id, customer name or email...').fill(customer.email);
  const card = page.getByRole('listitem').filter({ hasText: 'Farhan Ali' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Large COD');
  await card.getByRole('link', { name: /View details/ }).click();
  await expect(
    page.getByText('Large cash-on-delivery order: confirm with the customer before shipping.'),
  ).toBeVisible();
});

test('a checkout left at the payment step reads "Awaiting payment", never cash on delivery', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Meera', 'Iyer');
  await signIn(page, customer.email, customer.password);
  const product = (await products(page)).find((p) => p.quantity >= 5 && p.price >= 1)!;
  const added = await page.request.post('/api/cart/add', {
    data: { productId: product._id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const order = await page.request.post('/api/orders', {
    data: {
      orderItems: [{ product: product._id, quantity: 1, price: product.price }],
      billingAddress: address,
      shippingAddress: address,
      totalAmount: product.price,
    },
  });
  expect(order.status()).toBe(201);
  const { _id: orderId } = (await order.json()) as { _id: string };
  await page.context().clearCookies();

  await adminSignIn(page, shop.admin);
  const awaiting = page.getByRole('region', { name: 'Awaiting payment' });
  await expect(awaiting.getByText(/^[1-9]\d*$/)).toBeVisible();
  await awaiting.getByRole('link', { name: 'See the checkouts awaiting payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pending Orders', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by order id, customer name or email...').fill(customer.email);
  const card = page.getByRole('listitem').filter({ hasText: 'Meera Iyer' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Awaiting payment', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('COD');
  await card.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${orderId}(\\?|$)`));
  await expect(page.getByText('Payment: Awaiting payment')).toBeVisible();
  await expect(page.getByText(/\(COD\)/)).toHaveCount(0);
  await expectAccessible(page, 'an order awaiting payment');
});
