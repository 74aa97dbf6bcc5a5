/**
 * Paper for the parcels (decision 053): a customer's two cash-on-delivery orders wait on the
 * orders desk; staff tick both and print their packing slips, one PDF that names each order.
 * Then the Exports screen refuses a range ending before it starts, in words, and downloads the
 * orders of today as CSV.
 */
import fs from 'node:fs';
import { orderNumber } from '@shop/shared/orders/status';
import { paperworkMessages as m } from '@shop/shared/paperwork/schemas';
import { PDFParse } from 'pdf-parse';
import { expect, test } from './fixtures';
import {
  adminSignIn,
  createCustomer,
  downloadCsv,
  expectAccessible,
  payOnDelivery,
  signIn,
  startCheckout,
} from './support';

test('staff select two orders on the desk and print their packing slips as one PDF', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Meera', 'Iyer');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  const first = await payOnDelivery(page);
  await startCheckout(page);
  const second = await payOnDelivery(page);
  expect(second).not.toBe(first);

  await adminSignIn(page, shop.admin);
  await page.goto('/admin/orders');
  await page.getByLabel('Search orders').fill(customer.email);
  const print = page.getByRole('button', { name: m.printPackingSlips });
  await expect(print).toBeDisabled();
  for (const id of [first, second]) {
    await page.getByRole('checkbox', { name: m.selectOrder(orderNumber(id)) }).check();
  }
  await expect(page.getByText(m.selectedCount(2))).toBeVisible();
  await expectAccessible(page, 'the orders desk with two orders selected');

  const [download] = await Promise.all([page.waitForEvent('download'), print.click()]);
  expect(download.suggestedFilename()).toBe('packing-slips.pdf');
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) });
  const text = await parser.getText().finally(() => parser.destroy());
  expect(text.text).toContain(`Order #${orderNumber(first)}`);
  expect(text.text).toContain(`Order #${orderNumber(second)}`);
  expect(text.total).toBe(2);

  // The exports: a reversed range is refused before anything is asked; today's orders download.
  await page.getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
  await expectAccessible(page, 'the Exports screen');
  const to = page.getByLabel(m.toLabel, { exact: true });
  const today = await to.inputValue();
  await page.getByLabel(m.fromLabel, { exact: true }).fill(today);
  await to.fill('2020-01-01');
  await expect(page.getByText(m.rangeReversed)).toBeVisible();
  await expect(page.getByRole('button', { name: m.ordersCsv })).toBeDisabled();
  await to.fill(today);
  const csv = await downloadCsv(page, m.ordersCsv);
  expect(csv.filename).toBe(`orders-${today}-to-${today}.csv`);
  expect(csv.rows[0]).toMatch(/^Order number,Date \(IST\),Customer name/);
  const numbers = csv.rows.map((row) => row.split(',')[0]);
  expect(numbers).toContain(orderNumber(first));
  expect(numbers).toContain(orderNumber(second));
});
