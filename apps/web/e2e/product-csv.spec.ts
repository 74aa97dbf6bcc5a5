/**
 * Products in bulk, end to end (docs/decisions/055): the owner exports the products as CSV, then
 * imports a file with one bad row (price 0) and one good row (a new price and stock); the
 * preview names the bad row's error and nothing has changed yet (the storefront still shows the
 * old price); applying the good row changes it, and the storefront shows the new price and stock.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { adminSignIn, products } from './support';

test('the owner exports products, previews an import with a bad row, and applies the good one', async ({
  page,
  browser,
  shop,
}) => {
  const [good, bad] = await products(page);

  await adminSignIn(page, shop.admin);
  await page.goto('/admin/product');

  // The export: every product, one row each, with the columns the import reads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('products.csv');
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported.split('\r\n')[0]).toContain('id,sku,mpn,name,brand,category,status,price');
  expect(exported).toContain(good!._id);

  // The import: one good row (a new price and stock), one bad (price 0).
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,price,quantity\r\n${good!._id},777,42\r\n${bad!._id},0,5\r\n`),
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const rows = dialog.getByRole('row');
  const badRow = rows.filter({ hasText: bad!.name });
  await expect(badRow).toContainText('Error');
  await expect(badRow).toContainText('Price: Price must be at least ₹1');
  const goodRow = rows.filter({ hasText: good!.name });
  await expect(goodRow).toContainText('Will change');
  await expect(goodRow).toContainText('Price: ₹');
  await expect(goodRow).toContainText('→ ₹777.00');
  await expect(goodRow).toContainText('Stock:');
  await expect(goodRow).toContainText('→ 42');
  await expect(dialog.getByText('Nothing has changed yet.', { exact: false })).toBeVisible();

  // Nothing changed yet: the storefront still shows the old price.
  const shopperContext = await browser.newContext({ baseURL: shop.url });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/${good!._id}`);
  await expect(shopper.getByRole('heading', { name: good!.name, level: 1 })).toBeVisible();
  await expect(shopper.getByText('₹777.00')).toHaveCount(0);

  // The owner applies the good row.
  await dialog.getByRole('button', { name: 'Apply 1 good row' }).click();
  await expect(dialog.getByText('1 product updated.')).toBeVisible();

  await shopper.reload();
  await expect(shopper.getByText('₹777.00').first()).toBeVisible();
  await expect(shopper.getByText('Available: 42')).toBeVisible();
  // The bad row changed nothing.
  await shopper.goto(`/product/${bad!._id}`);
  await expect(shopper.getByRole('heading', { name: bad!.name, level: 1 })).toBeVisible();
  await expect(shopper.getByText('Available: 5')).toHaveCount(bad!.quantity === 5 ? 1 : 0);
  await shopperContext.close();
});
