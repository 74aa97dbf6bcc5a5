/**
 * Finding products on a phone (docs/decisions/060): Shop in the menu, a search that forgives a
 * misspelt word, and a category sorted by price from its own page.
 */
import { expect, type Page } from '@playwright/test';
import { catalogMessages } from '@shop/shared/catalog/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { test } from './fixtures';

/** Uncaught errors and console errors of the page, heard from now on: a journey expects none. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

/** The names of the product cards, in the order the page shows them. */
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('list').first().getByRole('heading', { level: 2 });

test('on a phone: Shop from the menu, "ardiuno" finds Arduino boards, a category sorts by price', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // Shop is added after Home; the menu's other links keep their order.
  await expect(menu.getByRole('link').first()).toHaveText('Home');
  await expect(menu.getByRole('link').nth(1)).toHaveText('Shop');
  await expect(menu.getByRole('link').nth(2)).toHaveText('New Arrivals');
  await menu.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(cardNames(page).first()).toBeVisible();

  const searchBox = page.getByRole('search').getByRole('searchbox');
  await searchBox.fill('ardiuno');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ardiuno$/);
  await expect(
    page.getByRole('heading', { name: catalogMessages.searchResultsHeading('ardiuno') }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Arduino Uno R3 Compatible Board (CH340)', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText(catalogMessages.searchNoResults('ardiuno'))).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  // A category's own page sorts it, and keeps the order in its address.
  const byPrice = (await (
    await page.request.get('/api/products?category=development-boards&sort=price-asc&limit=100')
  ).json()) as Product[];
  const prices = byPrice.map((product) => product.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.goto('/category/development-boards');
  await expect(cardNames(page)).toHaveCount(byPrice.length);
  const newestFirst = await cardNames(page).allTextContents();
  // The seed's newest-first order is not already the cheapest-first one: the change shows.
  expect(newestFirst).not.toEqual(byPrice.map((product) => product.name));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/\/category\/development-boards\?sort=price-asc$/);
  await expect(cardNames(page)).toHaveText(byPrice.map((product) => product.name));

  // Reloaded, the address keeps the order.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(cardNames(page)).toHaveText(byPrice.map((product) => product.name));

  expect(problems).toEqual([]);
});

test('on a laptop, the header shows Shop beside the other links and still fits with its search box', async ({
  page,
}) => {
  const problems = problemsOf(page);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').nth(1), `${width}`).toHaveText('Shop');
    await expect(page.getByRole('search').getByRole('searchbox'), `${width}`).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${width}px wide`).toBe(0);
    const box = await page.getByRole('search').getByRole('searchbox').boundingBox();
    expect(box!.width, `${width}px wide`).toBeGreaterThan(200);

    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
  }
  expect(problems).toEqual([]);
});
