/** A new shopper registers with the e-mailed OTP, logs out, logs back in; staff sign in at /admin-login. */
import { otpFrom } from '../../api/test/smtp-inbox';
import { expect, test } from './fixtures';

test('register with the e-mailed OTP, log out, log in and see your name', async ({
  page,
  shop,
}) => {
  const email = `priya.${Date.now()}@example.in`;
  const password = 'Circuit@2024';

  await page.goto('/auth');
  await page.getByRole('button', { name: 'New here? Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email').first()).toBeVisible();
  const otp = otpFrom(await shop.inbox.waitFor(email, 15_000));

  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Email verified successfully').first()).toBeVisible();

  await page.getByLabel('First Name').fill('Priya');
  await page.getByLabel('Last Name').fill('Sharma');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm Password').fill('weakpass');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Add an uppercase letter, a digit and a symbol').first(),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!').first()).toBeVisible();
  // Opened directly, /auth knows no page the shopper came from: home, never an empty checkout.
  await expect(page).toHaveURL(new URL('/', shop.url).href);

  const userMenu = page.getByRole('button', { name: /Priya Sharma/ });
  await expect(userMenu).toBeVisible();
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Priya Sharma/ })).toHaveCount(0);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@2024');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();

  await page.getByRole('button', { name: /Priya Sharma/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Priya Sharma');
  await expect(menu).toContainText(email);

  // The session survives a reload: the start-up check finds it.
  await page.reload();
  await expect(page.getByRole('button', { name: /Priya Sharma/ })).toBeVisible();
});

test('a signed-out visitor is sent to /auth from guarded pages', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
});

test('staff sign in at /admin-login with the configured administrator', async ({ page, shop }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(shop.admin.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();

  await page.getByLabel('Password').fill(shop.admin.password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await expect(page.getByText('Welcome Admin!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
