/**
 * Returns: a customer pays on delivery for two products (two units of one); once it is delivered
 * they send back one unit of it from My Orders, damaged, with a photo. Staff approve it on the
 * Returns screen, receive it back into stock and record the UPI refund they made; My Orders
 * follows every step live, and the credit note credits only that unit against the invoice.
 */
import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import {
  returnMessages as m,
  returnReasonLabels,
  returnStatusLabels,
} from '@shop/shared/returns/messages';
import { expect, test } from './fixtures';
import {
  adminSignIn,
  createCustomer,
  expectAccessible,
  fillBillingAddress,
  payOnDelivery,
  products,
  shipmentOf,
  signIn,
} from './support';

/** The text of a downloaded PDF, its runs of spaces and line breaks made single spaces. */
async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('a damaged unit goes back from My Orders, staff receive and refund it, the credit note credits that unit', async ({
  page,
  browser,
  shop,
}) => {
  // A whole return's life: an order delivered, a request, three staff moves, two PDFs.
  test.slow();
  const customer = await createCustomer(shop, 'Arjun', 'Reddy');
  await signIn(page, customer.email, customer.password);
  const [board, sensor] = (await products(page)).filter(
    (p) => p.quantity >= 5 && p.price >= 1 && p.price <= 5_000,
  );
  for (const [product, quantity] of [
    [board!, 2],
    [sensor!, 1],
  ] as const) {
    const added = await page.request.post('/api/cart/add', {
      data: { productId: product._id, quantity },
    });
    expect(added.status()).toBe(200);
  }
  await page.goto('/checkout');
  await fillBillingAddress(page);
  const orderId = await payOnDelivery(page);

  // The back office ships it with a courier and AWB, then marks it delivered.
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
  const stockBefore = (await products(page)).find((p) => p._id === board!._id)!.quantity;

  // The customer asks to send back one unit of the board, damaged, with a photo.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order #${orderId.slice(-8).toUpperCase()}` });
  await card.getByRole('button', { name: m.requestButton }).click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await expect(dialog.getByLabel(m.quantityLabel(board!.name))).toHaveValue('0');
  await expect(dialog.getByLabel(m.quantityLabel(board!.name)).locator('option')).toHaveText([
    '0',
    '1',
    '2',
  ]);
  await expectAccessible(page, 'the Return items dialog');
  // Escape closes it and gives focus back to the button that opened it.
  const returnButton = card.getByRole('button', { name: m.requestButton });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(returnButton).toBeFocused();
  await returnButton.click();
  // Nothing chosen: the shared messages, and nothing is sent.
  await dialog.getByRole('button', { name: m.submit }).click();
  await expect(dialog.getByText(m.itemsRequired)).toBeVisible();
  await expect(dialog.getByText(m.reasonRequired)).toBeVisible();
  await dialog.getByLabel(m.quantityLabel(board!.name)).selectOption('1');
  await dialog.getByLabel(m.reasonLabel).selectOption({ label: returnReasonLabels.DAMAGED });
  await dialog.getByLabel(m.detailsLabel).fill('The USB socket came off the board in the box.');
  const photo = await sharp({
    create: { width: 200, height: 150, channels: 3, background: { r: 160, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel(m.photosLabel)
    .setInputFiles({ name: 'socket.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByRole('button', { name: m.submit }).click();
  await expect(page.getByText(m.requested).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // The return is listed under the order: one unit of the board, nothing of the sensor.
  const returns = card.getByRole('region', { name: m.heading });
  await expect(returns.getByText(returnStatusLabels.REQUESTED)).toBeVisible();
  await expect(returns.getByText(m.line(1, board!.name))).toBeVisible();
  await expect(returns.getByText(m.line(1, sensor!.name))).toHaveCount(0);

  // Staff find it waiting on the Returns screen.
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Returns', exact: true })
    .click();
  await expect(admin.getByRole('heading', { name: m.adminHeading, level: 1 })).toBeVisible();
  await expect(admin.getByRole('radio', { name: m.filterOpen })).toBeChecked();
  const staffCard = admin.getByRole('article', {
    name: `Order #${orderId.slice(-8).toUpperCase()}`,
  });
  await expect(staffCard.getByText(customer.email, { exact: false })).toBeVisible();
  await expect(staffCard.getByText(returnReasonLabels.DAMAGED)).toBeVisible();
  await expect(staffCard.getByText('The USB socket came off the board in the box.')).toBeVisible();
  await expect(staffCard.getByRole('img', { name: m.photoAlt(1) })).toBeVisible();
  await expectAccessible(admin, 'the Returns screen');

  await staffCard.getByLabel(m.noteLabel).fill('Please send it back in its box.');
  await staffCard.getByRole('button', { name: m.approve }).click();
  await expect(staffCard.getByText('Approved', { exact: true })).toBeVisible();
  // The customer sees it without a reload.
  await expect(returns.getByText(returnStatusLabels.APPROVED)).toBeVisible();
  await expect(returns.getByText('Please send it back in its box.')).toBeVisible();

  await staffCard.getByLabel(m.restockLabel).check();
  await staffCard.getByRole('button', { name: m.receive }).click();
  await expect(staffCard.getByText('Received', { exact: true })).toBeVisible();
  await expect(staffCard.getByText(m.restocked)).toBeVisible();
  await expect(staffCard.getByRole('link', { name: /^Credit note / })).toBeVisible();
  await expect
    .poll(async () => (await products(page)).find((p) => p._id === board!._id)!.quantity)
    .toBe(stockBefore + 1);

  // A refund by UPI needs its reference.
  await staffCard.getByLabel(m.refundMethodLabel).selectOption('UPI');
  await staffCard.getByRole('button', { name: m.recordRefund }).click();
  await expect(staffCard.getByText(m.referenceRequired)).toBeVisible();
  await staffCard.getByLabel(m.referenceLabel).fill('UTR-20261127-07');
  await staffCard.getByRole('button', { name: m.recordRefund }).click();
  await expect(admin.getByText(m.saved).first()).toBeVisible();
  // Refunded is no longer waiting for staff; All shows it.
  await expect(staffCard).toHaveCount(0);
  await admin.getByText(m.filterAll, { exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/returns\?show=all$/);
  await expect(staffCard.getByText('Refunded', { exact: true })).toBeVisible();

  // The order's page lists it too.
  await admin.goto(`/admin/order/${orderId}`);
  const orderReturns = admin.getByRole('region', { name: m.heading });
  await expect(orderReturns.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(orderReturns.getByRole('link', { name: m.adminOrderOpenScreen })).toBeVisible();

  // My Orders shows Refunded live, and the credit note credits the one unit against the invoice.
  await expect(returns.getByText(returnStatusLabels.REFUNDED, { exact: true })).toBeVisible();
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download invoice' }).click(),
  ]);
  const invoiceNumber = invoice
    .suggestedFilename()
    .replace(/^invoice-CK-(\d{2}-\d{2})-(\d{6})\.pdf$/, 'CK/$1/$2');
  expect(invoiceNumber).toMatch(/^CK\/\d{2}-\d{2}\/\d{6}$/);
  const [creditNote] = await Promise.all([
    page.waitForEvent('download'),
    returns.getByRole('link', { name: /^Credit note / }).click(),
  ]);
  const text = await pdfText(creditNote);
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(`credits invoice ${invoiceNumber}`);
  expect(text).toContain(board!.name);
  expect(text).not.toContain(sensor!.name);
  expect(text).toMatch(/\b1 NOS\b/);
  expect(text).not.toMatch(/\b2 NOS\b/);
});
