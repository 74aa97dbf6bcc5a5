/**
 * Tax invoices: a business buyer gives a GSTIN at checkout and pays on delivery; once the back
 * office ships the order (the invoice is issued on dispatch) the buyer downloads it from My
 * Orders; the PDF names both GSTINs and splits the tax into CGST and SGST for a Telangana address,
 * IGST for one in Karnataka. The back office prints the packing slip beside it.
 */
import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { gstMessages } from '@shop/shared/gst/messages';
import { PDFParse } from 'pdf-parse';
import { expect, test } from './fixtures';
import {
  createCustomer,
  downloadCsv,
  expectAccessible,
  payOnDelivery,
  shipAsBackOffice,
  signIn,
  startCheckout,
} from './support';

const SHOP_GSTIN = '36AABCC1234D1ZC';
const BUYER_GSTIN = '36AAECB4321K1ZT';

/** The text of a downloaded PDF, its runs of spaces and line breaks made single spaces. */
async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('a business buyer in Telangana downloads a GST invoice with CGST and SGST from My Orders', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Farhan', 'Qureshi');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);

  // A typo in the GSTIN is caught in the form, before anything is sent.
  await page.getByLabel('GSTIN (optional)').fill('36AAECB4321K1ZU');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(gstMessages.gstinCheckCharacter).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN.toLowerCase());
  await page.getByLabel('Company Name (optional)').fill('Deccan Automation Pvt Ltd');
  const orderId = await payOnDelivery(page);

  // Confirmed, not yet shipped: no invoice yet.
  await page.goto('/orders');
  await expect(page.getByText('Order Confirmed').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);

  await shipAsBackOffice(shop, orderId);
  await page.reload();
  const link = page.getByRole('link', { name: 'Download invoice' });
  await expect(link).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-CK-\d{2}-\d{2}-\d{6}\.pdf$/);
  const text = await pdfText(download);
  const number = download
    .suggestedFilename()
    .replace(/^invoice-CK-(\d{2}-\d{2})-(\d{6})\.pdf$/, 'CK/$1/$2');
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain(number);
  expect(text).toContain(SHOP_GSTIN);
  expect(text).toContain(BUYER_GSTIN);
  expect(text).toContain('Deccan Automation Pvt Ltd');
  expect(text).toContain('CGST');
  expect(text).toContain('SGST');
  expect(text).not.toContain('IGST');
  expect(text).toContain('Place of supply: Telangana (36)');
});

test('an order shipped to Karnataka is invoiced with IGST', async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Nandini', 'Gowda');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  await page.getByLabel('Ship to a different address?').check();
  await page.getByRole('button', { name: 'Copy from Billing' }).click();
  const shipping = page.locator('#checkout-shipping-address');
  await shipping.getByLabel('City', { exact: true }).fill('Bengaluru');
  await shipping.getByLabel('State', { exact: true }).selectOption('Karnataka');
  await shipping.getByLabel('PIN Code', { exact: true }).fill('560001');
  const orderId = await payOnDelivery(page);
  await shipAsBackOffice(shop, orderId);

  // The order page offers the invoice once shipped.
  await page.goto('/orders');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download invoice' }).click(),
  ]);
  const text = await pdfText(download);
  expect(text).toContain('IGST');
  expect(text).not.toContain('CGST');
  expect(text).toContain('Place of supply: Karnataka (29)');
  expect(text).toContain('Unregistered buyer');
});

test('the back office downloads an order’s invoice and the month’s GSTR-1 B2B file', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Imran', 'Sheikh');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  await page.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN);
  await page.getByLabel('Company Name (optional)').fill('Charminar Controls LLP');
  const orderId = await payOnDelivery(page);

  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(shop.admin.username);
  await page.getByLabel('Password').fill(shop.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The desk ships the order: its invoice is issued, and printed with the packing slip.
  await page.goto(`/admin/order/${orderId}`);
  await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
  await page.getByLabel('Update Order Status').selectOption('SHIPPED');
  await page.getByLabel('Courier').selectOption({ label: 'Blue Dart' });
  await page.getByLabel('AWB number').fill('69512345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order status updated to SHIPPED.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download invoice' })).toBeVisible();
  const [slip] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Print packing slip' }).click(),
  ]);
  await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(slip.getByText(/Tax invoice CK\/\d{2}-\d{2}\/\d{6} dated/)).toBeVisible();
  await slip.close();
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download invoice' }).click(),
  ]);
  const text = await pdfText(invoice);
  expect(text).toContain(BUYER_GSTIN);
  expect(text).toContain('Charminar Controls LLP');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'GST', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'GST Returns', level: 1 })).toBeVisible();
  const b2b = page.getByRole('region', { name: 'B2B invoices by buyer GSTIN' });
  await expect(b2b.getByRole('cell', { name: BUYER_GSTIN }).first()).toBeVisible();
  await expectAccessible(page, 'the GST screen with a month of invoices');
  const { filename, rows } = await downloadCsv(page, 'B2B CSV');
  expect(filename).toMatch(/^gstr1-\d{4}-\d{2}-b2b\.csv$/);
  expect(rows[0]).toMatch(/^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number/);
  expect(rows.some((row) => row.startsWith(`${BUYER_GSTIN},Charminar Controls LLP,CK/`))).toBe(
    true,
  );
});
