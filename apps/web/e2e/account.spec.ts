/**
 * The customer's own things: a wishlist kept on the server (through a reload and a new sign-in),
 * and the profile page (a name change reaches the header, an e-mail change needs the OTP sent
 * to the new address).
 */
import { otpFrom } from '../../api/test/smtp-inbox';
import { expect, test } from './fixtures';
import { cartOf, createCustomer, loginInModal, products } from './support';

test('the wishlist is kept through a reload and a new sign-in', async ({ page, shop }) => {
  const customer = await createCustomer(shop, 'Meera', 'Nair');
  const product = (await products(page)).find((p) => p.quantity >= 5)!;
  const footer = page.getByRole('contentinfo');

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Track Order' })).toHaveCount(0);

  // Signed out, the heart asks for a login first, which keeps the shopper on the product.
  const heart = page.getByRole('button', { name: 'Save to wishlist' });
  await heart.click();
  await loginInModal(page, customer.email, customer.password);
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(footer.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await expect(page.getByText('Added to wishlist').first()).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const list = page.getByRole('list', { name: 'My Wishlist' });
  await expect(list.getByRole('link', { name: product.name })).toBeVisible();

  // A new sign-in finds it again.
  await page.getByRole('button', { name: /Meera Nair/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await loginInModal(page, customer.email, customer.password);
  await page.goto('/wishlist');
  await expect(list.getByRole('link', { name: product.name })).toBeVisible();

  await list.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
  await expect(page.getByText('Item added to cart').first()).toBeVisible();
  expect(await cartOf(page)).toEqual([[product.name, 1]]);

  await list.getByRole('button', { name: `Remove: ${product.name}` }).click();
  await expect(page.getByText('Removed from wishlist').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
});

test('the profile: a new name shows in the user menu, a new e-mail needs its OTP', async ({
  page,
  shop,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);

  const customer = await createCustomer(shop, 'Ananya', 'Iyer');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /Ananya Iyer/ })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toHaveValue('Ananya');
  await expect(firstName).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Mobile Number')).toHaveValue('9876543210');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(firstName).toBeEnabled();
  await firstName.fill('Sai Ananya');
  await page.getByLabel('Last Name').fill('Iyengar');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(firstName).toBeDisabled();
  await expect(firstName).toHaveValue('Sai Ananya');
  const userMenu = page.getByRole('button', { name: /Sai Ananya Iyengar/ });
  await expect(userMenu).toBeVisible();

  // The new e-mail: refused without the code, accepted with the one e-mailed to it.
  const newEmail = `ananya.new.${Date.now()}@example.in`;
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Each problem beside its field and in the summary, as a link to that field.
  for (const problem of [
    'Enter the OTP sent to your new email to change it',
    'Enter your current password to set a new one',
  ]) {
    await expect(page.getByRole('link', { name: problem })).toBeVisible();
    await expect(page.getByText(problem, { exact: true })).toHaveCount(2);
  }

  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your new email').first()).toBeVisible();
  const otp = otpFrom(await shop.inbox.waitFor(newEmail, 15_000));
  await page.getByLabel('OTP').fill(otp);
  await page.getByLabel('Current Password').fill(customer.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await expect(page.getByLabel('Email')).toBeDisabled();

  await userMenu.click();
  await expect(page.getByRole('menu')).toContainText(newEmail);

  // The reload asks the server: the account has the new name and e-mail.
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Sai Ananya');
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
});
