/**
 * Stock management, end to end: staff count a product down to none and then restock it from the
 * back office's Adjust stock dialog, while a shopper has its page open; the shopper's page goes
 * from out of stock to purchasable without a reload, and staff read the product's history.
 */
import { expect, test } from './fixtures';
import { adminSignIn, products } from './support';

test('staff restock a product while a shopper watches its page turn purchasable live', async ({
  page,
  browser,
  shop,
}) => {
  const [product] = await products(page);
  const name = product!.name;

  // Staff count the shelf: none left.
  await adminSignIn(page, shop.admin);
  await page.goto('/admin/product');
  await page.getByLabel('Search products').fill(name);
  const adjustButton = page.getByRole('button', { name: `Adjust stock: ${name}`, exact: true });
  await expect(adjustButton).toBeVisible();
  await adjustButton.click();
  let dialog = page.getByRole('dialog', { name: `Adjust stock: ${name}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Count (set the counted stock)' });
  await dialog.getByLabel('Counted stock').fill('0');
  await dialog.getByLabel('Note').fill('Shelf count');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('In stock: 0').first()).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Out of stock', { exact: true })).toBeVisible();

  // The shopper opens the product's page in their own browser: out of stock.
  const shopperContext = await browser.newContext({ baseURL: shop.url });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product/${product!._id}`);
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(shopper.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  let navigations = 0;
  shopper.on('framenavigated', (frame) => {
    if (frame === shopper.mainFrame()) navigations += 1;
  });

  // Staff receive 5 units; damage needs a note, so a bare one is refused first.
  await adjustButton.click();
  dialog = page.getByRole('dialog', { name: `Adjust stock: ${name}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Damage (units lost)' });
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByText('Say what was damaged in the note')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Restock (units received)' });
  await dialog.getByLabel('Quantity').fill('5');
  await dialog.getByLabel('Note').fill('Supplier delivery');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('In stock: 5').first()).toBeVisible();

  // The shopper's page, never reloaded, now sells it.
  await expect(shopper.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(shopper.getByText('Available: 5')).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(navigations).toBe(0);
  await shopperContext.close();

  // The history says what happened, newest first, and who did it.
  await page.getByRole('button', { name: `Stock history: ${name}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `Stock history: ${name}` });
  const rows = history.getByRole('row');
  await expect(rows.nth(1)).toContainText('Restock (units received)');
  await expect(rows.nth(1)).toContainText('+5');
  await expect(rows.nth(1)).toContainText('Supplier delivery');
  await expect(rows.nth(1)).toContainText(shop.admin.username);
  await expect(rows.nth(2)).toContainText('Count (set the counted stock)');
  await history.getByRole('button', { name: 'Close' }).first().press('Enter');
  await expect(history).toBeHidden();
});
