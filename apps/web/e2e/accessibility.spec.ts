/**
 * axe's WCAG 2.1 A/AA rules on the pages people use most, storefront and back office, including
 * the open dialogs: a failure lists each rule broken and the elements that break it.
 */
import { expect, test } from './fixtures';
import { createCustomer, expectAccessible, products } from './support';

test('the storefront passes axe', async ({ page }) => {
  const product = (await products(page))[0]!;
  const pages: Array<[string, string | RegExp]> = [
    ['/', 'Shop by Category'],
    ['/shop', /Shop/],
    [`/product/${product._id}`, product.name],
    ['/search?q=arduino', /Search/],
    ['/cart', 'Please Login'],
    ['/auth', 'Welcome Back!'],
    ['/services', /Services/],
    ['/services/pcb', /PCB/],
    ['/new-enquiry', 'Business Enquiry'],
    ['/contact', /Contact/],
    ['/blog', 'Latest Content'],
    ['/support', /Support/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});

test('the back office passes axe, dialogs included', async ({ page, shop }) => {
  await page.goto('/admin-login');
  await expectAccessible(page, '/admin-login');
  await page.getByLabel('Username').fill(shop.admin.username);
  await page.getByLabel('Password').fill(shop.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expectAccessible(page, 'the dashboard');

  const menu = page.getByRole('navigation', { name: 'Admin' });
  await menu.getByRole('link', { name: 'Category' }).click();
  await expect(page.getByRole('heading', { name: /Categor/, level: 1 })).toBeVisible();
  await expectAccessible(page, 'the categories screen');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(categoryDialog).toBeVisible();
  // The icon is picked from a named list with the keyboard, not typed as a class name.
  await categoryDialog.getByRole('radio', { name: 'No icon' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(categoryDialog.getByRole('radio', { name: 'Circuit board' })).toBeChecked();
  await expectAccessible(page, 'the category form');
  await page.keyboard.press('Escape');
  await expect(categoryDialog).toBeHidden();

  await menu.getByRole('link', { name: 'Product' }).click();
  await expect(page.getByRole('heading', { name: /Product/, level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'the products screen');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the product form');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await menu.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Processing Orders', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the orders desk');

  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the users screen');

  await menu.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the reviews screen');

  await menu.getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the enquiries screen');

  await menu.getByRole('link', { name: 'GST', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'GST Returns', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toBeHidden();
  await expectAccessible(page, 'the GST screen');
});

test("a customer's own pages pass axe", async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Divya', 'Pillai');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  const pages: Array<[string, string | RegExp]> = [
    ['/profile', /Profile/],
    ['/wishlist', /Wishlist/],
    ['/orders', 'My Orders'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});

test('the journeys hear what the Content-Security-Policy blocks', async ({
  page,
  cspViolations,
  pageErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  // An inline script, as an injected or careless one would be: the policy allows the shop's own files only.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect
    .poll(() => cspViolations.list)
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline on \/$/)]);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  cspViolations.clear();
  // The browser also says so in the console, which the error guard hears.
  expect(pageErrors.list).toEqual([expect.stringContaining('Content Security Policy')]);
  pageErrors.clear();
});

test('the journeys hear uncaught page errors and console errors', async ({ page, pageErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await page.evaluate(() => {
    console.error('a broken widget');
    setTimeout(() => {
      throw new Error('a broken handler');
    });
  });
  await expect
    .poll(() => pageErrors.list)
    .toEqual([
      expect.stringContaining('a broken widget'),
      expect.stringContaining('page error: a broken handler'),
    ]);
  pageErrors.clear();
});
