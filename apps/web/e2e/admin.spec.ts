/**
 * The back office's frame: no back-office code on the storefront's first load, the side menu
 * with the current screen highlighted, a screen that does not exist, the phone's
 * menu toggle used from the keyboard, and Logout.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Script paths the page downloads from now on. */
function scriptsLoadedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the home page downloads no back-office code; the admin pages bring their own', async ({
  page,
}) => {
  const scripts = scriptsLoadedBy(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The dashboard's chunk carries Chart.js: it must not come with the storefront either.
  expect(scripts.filter((script) => /admin|dashboard/i.test(script))).toEqual([]);

  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(scripts.some((script) => /admin-login-page/.test(script))).toBe(true);
});

test('the back office: side menu, an unknown screen, phone menu and logout', async ({
  page,
  shop,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Username').fill(shop.admin.username);
  await page.getByLabel('Password').fill(shop.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The storefront's header and footer are not part of the back office.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const label of ['Category', 'Product', 'Users', 'Orders', 'Enquiries', 'Reviews']) {
    await expect(menu.getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
  }

  await menu.getByRole('link', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Business enquiries, quote requests and support requests, newest first'),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Enquiries' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

  await page.goto('/admin/order/65f1c0ffee0123456789abcd');
  await expect(page.getByText('Order not found')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Admin page not found' })).toBeVisible();

  // On a phone the menu folds behind a labelled toggle, which works from the keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard');
  const toggle = page.getByRole('button', { name: 'Open admin menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close admin menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Category' }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();

  // Logout ends the session on the server, forgets it here and goes to the home page.
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  const me = await page.request.get('/api/admin/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
});
