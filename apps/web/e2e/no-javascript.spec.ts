/**
 * A shopper whose phone runs no JavaScript (or a preview that runs none) still reads a product:
 * its name, price and availability come in the page the server sends. A path the shop does not
 * have answers 404, and the app shows its own not-found page.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { formatRupees } from '@shop/shared/money';
import { expect, test } from './fixtures';
import { products } from './support';

const phone = { width: 390, height: 844 };

/** Everything a page says in the console: a journey here must leave it silent. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('pageerror', (error) => heard.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      heard.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  return heard;
}

test('without JavaScript a product page shows its name, price and availability', async ({
  browser,
  shop,
}) => {
  const context = await browser.newContext({
    baseURL: shop.url,
    javaScriptEnabled: false,
    viewport: phone,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const heard = listen(page);
    const all = await products(page);
    const inStock = all.find((p) => p.quantity > 0)!;
    const soldOut = all.find((p) => p.quantity === 0);

    await page.goto(`/product/${inStock.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: inStock.name })).toBeVisible();
    await expect(page.getByText(formatRupees(inStock.price), { exact: true })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: inStock.name })).toBeVisible();
    // Not a spinner forever.
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();

    // Its category's link leads to a page that lists it, price and all.
    await page.getByRole('link', { name: inStock.category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${inStock.category.slug}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${inStock.category.name} Products` }),
    ).toBeVisible();
    const productLink = page.getByRole('link', { name: inStock.name });
    await expect(productLink).toBeVisible();
    // Its links look like links, in the shop's colour, not like the text around them.
    await expect(productLink).toHaveCSS('text-decoration-line', 'underline');
    await expect(productLink).toHaveCSS('color', 'rgb(8, 122, 151)');

    if (soldOut) {
      await page.goto(`/product/${soldOut.slug}`);
      await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
    }

    // A page the server cannot write says so, with a way to pages it can.
    await page.goto('/cart');
    await expect(page.getByText('CircuitKart needs JavaScript for this page.')).toBeVisible();
    await page.getByRole('link', { name: 'categories and offers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^CircuitKart: / })).toBeVisible();
    await expect(page.getByRole('link', { name: inStock.category.name }).first()).toBeVisible();
    expect(heard).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an unknown path answers 404 and the app shows its not-found page', async ({
  page,
  pageErrors,
}) => {
  const answer = await page.goto('/no-such-page-here');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A real product page with JavaScript shows its heading once: the server's copy is gone.
  const [product] = await products(page);
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // The browser's own line for the page's 404 status is all the console says; the guard
  // that fails every journey on a console error is told it was expected.
  expect(pageErrors.list).toEqual([
    expect.stringMatching(
      /Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page-here\)$/,
    ),
  ]);
  pageErrors.clear();
});
