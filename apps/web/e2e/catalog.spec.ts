/** Shopping journeys: browse, add to cart through the login modal, the cart's stock rule, buy now. */
import { expect, test } from './fixtures';
import { formatRupees } from '@shop/shared/money';
import { cartOf, createCustomer, loginInModal, products, signIn } from './support';

test('add to cart signed out asks to log in; after login the item is in the cart, capped at stock', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop);
  const lowStock = (await products(page)).find((p) => p.quantity >= 2 && p.quantity <= 5)!;

  await page.goto(`/product/${lowStock._id}`);
  await expect(page.getByRole('heading', { name: lowStock.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back!' }),
  ).toBeVisible();
  await loginInModal(page, customer.email, customer.password);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await expect.poll(() => cartOf(page)).toEqual([[lowStock.name, 1]]);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const increase = page.getByRole('button', { name: `Increase quantity of ${lowStock.name}` });
  for (let quantity = 2; quantity <= lowStock.quantity; quantity++) {
    await increase.click();
    await expect(page.getByLabel(`Quantity of ${lowStock.name}`, { exact: true })).toHaveValue(
      String(quantity),
    );
  }
  await expect(increase).toBeDisabled();
  await expect(
    page.getByText(`Only ${lowStock.quantity} available`, { exact: true }),
  ).toBeVisible();
  await expect.poll(() => cartOf(page)).toEqual([[lowStock.name, lowStock.quantity]]);

  await page.getByRole('button', { name: `Remove ${lowStock.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect.poll(() => cartOf(page)).toEqual([]);
});

test('on a phone, a cart quantity is typed: one update, one status line, no stacked toasts', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(shop, 'Nikhil', 'Rao');
  const product = (await products(page)).find((p) => p.quantity >= 20 && p.price > 0)!;
  await signIn(page, customer.email, customer.password);

  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => cartOf(page)).toEqual([[product.name, 1]]);

  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
  await quantity.fill('12');
  await quantity.press('Enter');

  await expect(quantity).toHaveValue('12');
  await expect.poll(() => cartOf(page)).toEqual([[product.name, 12]]);
  await expect(page.getByText(formatRupees(product.price * 12)).first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Cart updated');
  await expect(main.getByRole('status')).toHaveCount(1);
  // The confirmation is not also a toast, and the login toast does not stack with others.
  await expect(page.getByRole('alert').filter({ hasText: 'Cart updated' })).toHaveCount(0);
  expect(await page.getByRole('alert').count()).toBeLessThanOrEqual(1);

  // A refused value is explained beside the field and changes nothing.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(page.getByText('Quantity must be a whole number of at least 1')).toBeVisible();
  await expect.poll(() => cartOf(page)).toEqual([[product.name, 12]]);

  // The steppers are thumb-sized.
  const plus = await page
    .getByRole('button', { name: `Increase quantity of ${product.name}` })
    .boundingBox();
  expect(plus!.width).toBeGreaterThanOrEqual(44);
  expect(plus!.height).toBeGreaterThanOrEqual(44);
});

test('buy now signed out, log in, land on checkout with the item in the cart', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Arjun', 'Reddy');
  const product = (await products(page)).find((p) => p.quantity >= 10)!;

  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await loginInModal(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect.poll(() => cartOf(page)).toEqual([[product.name, 2]]);
});

test('the cart asks a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expect(page.getByText('You need to be logged in to view your cart.')).toBeVisible();
  await page.getByRole('link', { name: 'Cart' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please login to view cart').first()).toBeVisible();
});

test('search finds a product by a word of its description', async ({ page }) => {
  const sensor = (await products(page)).find((p) => /humidity/i.test(p.description))!;
  await page.goto('/');
  const search = page.getByRole('searchbox').first();
  await search.fill('humidity');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=humidity$/);
  await expect(page.getByRole('link', { name: sensor.name }).first()).toBeVisible();
});

test('every link on the home page leads to a real page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBeLessThan(400);
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
    await expect(page.locator('main').getByRole('heading').first(), href).toBeAttached();
    await expect(page.locator('main'), href).not.toBeEmpty();
    await expect(page.getByText('Category not found'), href).toHaveCount(0);
  }
});
