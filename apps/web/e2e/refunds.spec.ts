/**
 * Refunds: a customer pays with the sandbox, cancels, and sees the refund settle live when the
 * bank (the sandbox's tester) credits it; staff record a partial refund of a delivered cash order
 * paid back by UPI from the order's page.
 */
import { request as playwrightRequest } from '@playwright/test';
import type { Order } from '@shop/shared/orders/schemas';
import type { Refund } from '@shop/shared/payments/refunds';
import { expect, test } from './fixtures';
import {
  adminSignIn,
  createCustomer,
  expectAccessible,
  payOnDelivery,
  shipmentOf,
  signIn,
  startCheckout,
} from './support';

test('a paid order cancelled is refunded, and My Orders follows the refund live', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Farhan', 'Ali');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await page.getByLabel(/Razorpay/).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'CircuitKart' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
  const number = order!._id.slice(-8).toUpperCase();

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order #${number}` });
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully.').first()).toBeVisible();
  const refunds = card.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('Refund in progress')).toBeVisible();
  await expect(card.getByText('Refund Pending')).toBeVisible();

  // The bank credits it: the sandbox's tester settles the refund, and Razorpay's webhook follows.
  const [refund] = (await (
    await page.request.get(`/api/orders/${order!._id}/refunds`)
  ).json()) as Refund[];
  const bank = await playwrightRequest.newContext({ baseURL: shop.url });
  try {
    const settled = await bank.post(
      `/sandbox/razorpay/refunds/${refund!.providerRefundId}/processed`,
      { data: {} },
    );
    expect(settled.status()).toBe(200);
  } finally {
    await bank.dispose();
  }
  // Without a reload.
  await expect(refunds.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(refunds.getByText('Refund in progress')).toHaveCount(0);
  const [after] = (await (await page.request.get('/api/orders')).json()) as Order[];
  expect(after!.paymentStatus).toBe('REFUNDED');
  await expectAccessible(page, 'My Orders with a refund');
  const mail = await shop.inbox.waitFor(customer.email, 10_000);
  expect(mail).toBeDefined();
});

test('staff record a partial refund paid back by UPI on a delivered cash order', async ({
  page,
  browser,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Lakshmi', 'Rao');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  const orderId = await payOnDelivery(page);
  const admin = await (await browser.newContext({ baseURL: shop.url })).newPage();
  await adminSignIn(admin, shop.admin);
  const token = await admin.evaluate(() => localStorage.getItem('adminToken'));
  for (const body of [shipmentOf(orderId), { status: 'DELIVERED' }]) {
    const moved = await admin.request.patch(`/api/orders/${orderId}/status`, {
      data: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(moved.status()).toBe(200);
  }

  await admin.goto(`/admin/order/${orderId}`);
  const section = admin.getByRole('region', { name: 'Refunds' });
  await expect(section.getByText('No refunds on this order')).toBeVisible();
  await section.getByLabel('Refund through').selectOption('UPI');
  await section.getByLabel('Amount (₹)').fill('99.50');
  await section.getByLabel('Reason').fill('One sensor missing from the box');
  await section.getByRole('button', { name: 'Refund' }).click();
  // A refund paid by hand needs its reference.
  await expect(
    section.getByText('Enter the UPI or bank reference (UTR) of the refund you made'),
  ).toBeVisible();
  await section.getByLabel('UPI or bank reference (UTR)').fill('UTR-20261127-01');
  await section.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByText('Refund of ₹99.50 recorded').first()).toBeVisible();
  await expect(section.getByText('₹99.50')).toBeVisible();
  await expect(section.getByText(/Ref\. UTR-20261127-01/)).toBeVisible();
  await expect(admin.getByText(/Payment: PARTIALLY_REFUNDED/)).toBeVisible();
  await expectAccessible(admin, 'the order page with a refund');

  // The customer sees it on My Orders.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order #${orderId.slice(-8).toUpperCase()}` });
  await expect(card.getByRole('region', { name: 'Refunds' }).getByText('₹99.50')).toBeVisible();
  await expect(card.getByText('Partially Refunded')).toBeVisible();
});
