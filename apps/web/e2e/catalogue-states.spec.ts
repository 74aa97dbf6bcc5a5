/**
 * A product's life, end to end (docs/decisions/051): staff add a product, which starts as a
 * draft; a shopper cannot find it by search, on its category's page or at its own address
 * ('Product Not Found'); staff publish it, and the shopper finds it everywhere, its
 * specifications shown.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';

async function png(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 16, height: 16, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('a draft product stays hidden from shoppers until staff publish it', async ({
  page,
  browser,
  shop,
}) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(shop.admin.username);
  await page.getByLabel('Password').fill(shop.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Product' });
  await addDialog.getByLabel('Product name').fill('Zephyr Hall Sensor');
  await expect(addDialog.getByLabel('Status')).toHaveValue('DRAFT');
  await addDialog.getByLabel('Brand').fill('Allegro');
  await addDialog.getByLabel('SKU').fill('CK-ZEPHYR-01');
  await addDialog.getByLabel('Weight (grams)').fill('9');
  await addDialog.getByLabel('Price (₹)').fill('0');
  await addDialog.getByLabel('Quantity').fill('8');
  await addDialog.getByLabel('Category').selectOption({ label: 'Sensors' });
  await addDialog
    .getByLabel('Add images')
    .setInputFiles([await png('front.png', '#7c3aed'), await png('back.png', '#059669')]);
  // The second picture is made the main one.
  await addDialog.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await addDialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(addDialog.getByText('Price must be at least ₹1')).toBeVisible();
  await addDialog.getByLabel('Price (₹)').fill('275');
  await addDialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();

  // Staff see it among the drafts, its status in words.
  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/status=DRAFT/);
  const row = page.getByRole('listitem').filter({ hasText: 'Zephyr Hall Sensor' });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // A shopper cannot find it anywhere.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto('/search?q=Zephyr');
  await expect(shopper.getByText('No products match “Zephyr”.')).toBeVisible();
  await shopper.goto('/category/sensors');
  await expect(shopper.getByRole('heading', { name: 'Sensors Products' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Zephyr Hall Sensor' })).toHaveCount(0);
  await shopper.goto('/product/zephyr-hall-sensor');
  await expect(shopper.getByText('Product Not Found').first()).toBeVisible();

  // Staff publish it.
  await page.getByRole('button', { name: 'Edit Zephyr Hall Sensor' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editDialog.getByLabel('SKU')).toHaveValue('CK-ZEPHYR-01');
  await editDialog.getByLabel('Status').selectOption({ label: 'Active' });
  await editDialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Zephyr Hall Sensor' }).getByText('Active', {
      exact: true,
    }),
  ).toBeVisible();

  // Now the shopper finds it by search (its SKU too), on its category's page and at its address.
  await shopper.goto('/search?q=Zephyr');
  await expect(shopper.getByRole('link', { name: 'Zephyr Hall Sensor' }).first()).toBeVisible();
  await shopper.goto('/search?q=CK-ZEPHYR-01');
  await expect(shopper.getByRole('link', { name: 'Zephyr Hall Sensor' }).first()).toBeVisible();
  await shopper.goto('/category/sensors');
  await expect(shopper.getByRole('link', { name: 'Zephyr Hall Sensor' }).first()).toBeVisible();
  await shopper.goto('/product/zephyr-hall-sensor');
  await expect(shopper.getByRole('heading', { name: 'Zephyr Hall Sensor' })).toBeVisible();
  await expect(shopper.getByText('₹275.00').first()).toBeVisible();
  const specifications = shopper.getByRole('definition');
  await expect(specifications.filter({ hasText: 'CK-ZEPHYR-01' })).toBeVisible();
  await expect(specifications.filter({ hasText: '9 g' })).toBeVisible();
  await shopperContext.close();
});
