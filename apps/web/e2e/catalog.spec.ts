/** Shopping journeys: browse, add to cart through the login modal, the cart's stock rule, buy now. */
import { expect, test } from './fixtures';
import { cartOf, createCustomer, loginInModal, products } from './support';

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
    await expect(page.getByLabel(`Quantity of ${lowStock.name}`, { exact: true })).toHaveText(
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
