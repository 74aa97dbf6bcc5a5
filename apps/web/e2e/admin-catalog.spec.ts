/**
 * The back office's catalogue, end to end: the admin adds a category with an image and a product
 * with two images, finds the product in the shop (its category page and search), edits it (one
 * image dropped, a new price) and sees the change in the shop.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';

/** A small, real PNG of one colour, as a file input takes it. */
async function png(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 16, height: 16, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('the admin adds a category and a product with pictures, then edits the product', async ({
  page,
  shop,
}) => {
  await page.goto('/admin/category');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Username').fill(shop.admin.username);
  await page.getByLabel('Password').fill(shop.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A category with an image.
  await page.goto('/admin/category');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(categoryDialog).toBeVisible();
  await categoryDialog.getByLabel('Category name').fill('Lab Gadgets');
  await categoryDialog.getByLabel('Description').fill('Small helpers for the bench');
  await categoryDialog.getByLabel('Image').setInputFiles(await png('gadgets.png', '#0f766e'));
  await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category added successfully')).toBeVisible();
  await expect(categoryDialog).toBeHidden();
  const categoryImage = page.getByRole('img', { name: 'Lab Gadgets', exact: true });
  await expect(categoryImage).toHaveAttribute('src', /^\/uploads\/categories\/.+\.webp$/);
  await expect
    .poll(() => categoryImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('0 products')).toBeVisible();

  // A product with two images, in that category.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Product' })
    .click();
  await expect(page).toHaveURL(/\/admin\/product$/);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Product' });
  await addDialog.getByLabel('Product name').fill('Quark Sensor Board');
  // A new product is a draft; this one goes on sale at once.
  await addDialog.getByLabel('Status').selectOption({ label: 'Active' });
  await addDialog.getByLabel('Description').fill('A tiny board that senses light and sound');
  await addDialog.getByLabel('Price (₹)').fill('799');
  await addDialog.getByLabel('Quantity').fill('12');
  await addDialog.getByLabel('Category').selectOption({ label: 'Lab Gadgets' });
  await addDialog.getByRole('textbox', { name: 'Feature 1' }).fill('I2C interface');
  await addDialog
    .getByLabel('Add images')
    .setInputFiles([await png('front.png', '#1d4ed8'), await png('back.png', '#b91c1c')]);
  await expect(addDialog.getByRole('img', { name: /^New image/ })).toHaveCount(2);
  await expect(addDialog.getByRole('group', { name: 'Images (2/4)' })).toBeVisible();
  await addDialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Quark Sensor Board', exact: true })).toHaveAttribute(
    'src',
    /^\/uploads\/products\/.+\.webp$/,
  );

  // The shop shows it on its category's page and finds it by search.
  await page.goto('/category/lab-gadgets');
  await expect(page.getByRole('heading', { name: 'Lab Gadgets Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quark Sensor Board' }).first()).toBeVisible();
  await page.goto('/');
  const search = page.getByRole('searchbox').first();
  await search.fill('Quark');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Quark$/);
  await expect(page.getByRole('link', { name: 'Quark Sensor Board' }).first()).toBeVisible();

  await page.goto('/product/quark-sensor-board');
  await expect(page.getByRole('heading', { name: 'Quark Sensor Board' })).toBeVisible();
  await expect(page.getByText('₹799.00').first()).toBeVisible();
  // A phone is offered the 400 px picture beside the 800 px one.
  await expect(page.getByRole('img', { name: /^Quark Sensor Board, image 1/ })).toHaveAttribute(
    'srcset',
    /\/uploads\/products\/[0-9a-f-]{36}-400w\.webp 400w, \/uploads\/products\/[0-9a-f-]{36}\.webp 800w/,
  );

  // The admin finds it by searching the product list, which is paged 20 at a time.
  await page.goto('/admin/product');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(20);
  await page.getByLabel('Search products').fill('quark');
  await expect(page).toHaveURL(/\/admin\/product\?q=quark$/);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await page.getByLabel('Search products').fill('no such part anywhere');
  await expect(page.getByText('No products matching your search')).toBeVisible();
  await page.getByLabel('Search products').fill('quark');

  // The edit drops one image and changes the price.
  await page.getByRole('button', { name: 'Edit Quark Sensor Board' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editDialog.getByLabel('Product name')).toHaveValue('Quark Sensor Board');
  await expect(editDialog.getByLabel('Price (₹)')).toHaveValue('799');
  await expect(editDialog.getByRole('img', { name: /^Current image/ })).toHaveCount(2);
  await editDialog.getByRole('button', { name: 'Remove current image 2' }).click();
  await expect(editDialog.getByRole('img', { name: /^Current image/ })).toHaveCount(1);
  await editDialog.getByLabel('Price (₹)').fill('649');
  await editDialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(page.getByText('₹649.00 · Qty: 12')).toBeVisible();

  await page.goto('/product/quark-sensor-board');
  await expect(page.getByRole('heading', { name: 'Quark Sensor Board' })).toBeVisible();
  await expect(page.getByText('₹649.00').first()).toBeVisible();
  await expect(page.getByText('₹799.00')).toHaveCount(0);
  const stored = (await (await page.request.get('/api/products/quark-sensor-board')).json()) as {
    imageUrls: string[];
  };
  expect(stored.imageUrls).toHaveLength(1);

  // A category that still holds a product is not deleted, and the page says so.
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Delete Lab Gadgets' }).click();
  const askCategory = page.getByRole('dialog', {
    name: 'Are you sure you want to delete this category?',
  });
  await askCategory.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to delete category');
  await expect(page.getByRole('alert')).toContainText('still has 1 product');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();

  // On a phone the products list fits the screen; deleting asks first, and Escape keeps it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/product');
  const deleteProduct = page.getByRole('button', { name: 'Delete Quark Sensor Board' });
  await deleteProduct.click();
  const askProduct = page.getByRole('dialog', {
    name: 'Are you sure you want to delete this product?',
  });
  await expect(askProduct).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(askProduct).toBeHidden();
  await expect(deleteProduct).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await deleteProduct.click();
  await askProduct.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Quark Sensor Board' })).toHaveCount(0);

  // Now the empty category goes.
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Delete Lab Gadgets' }).click();
  await askCategory.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Lab Gadgets' })).toHaveCount(0);
});
