/**
 * Staff block a customer from the Users screen (docs/decisions/054): the customer's open page
 * loses its session, their sign-in is refused with the shop's message, and after Unblock they
 * sign in again. Two browsers, as two people: the shopper and staff.
 */
import { accountMessages } from '@shop/shared/accounts/messages';
import { expect, test } from './fixtures';
import { adminSignIn, createCustomer, expectAccessible, signIn } from './support';

test('staff block a customer: their session ends and sign-in is refused until unblocked', async ({
  browser,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Bhavna', 'Kulkarni');
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signIn(shopper, customer.email, customer.password);

  const staffContext = await browser.newContext({ baseURL: shop.url });
  const staff = await staffContext.newPage();
  await adminSignIn(staff, shop.admin);
  await staff.goto('/admin/users');
  await staff.getByLabel('Search users').fill(customer.email);
  await staff.getByLabel('Search users').press('Enter');
  const row = staff.getByRole('row', { name: new RegExp(customer.name) });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByRole('link', { name: `View orders of ${customer.name}` })).toHaveAttribute(
    'href',
    `/admin/orders?status=ALL&q=${encodeURIComponent(customer.email)}`,
  );

  await expectAccessible(staff, 'the Users screen');

  await row.getByRole('button', { name: `Block ${customer.name}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Block ${customer.name}?` });
  await expectAccessible(staff, 'the block dialog');
  await dialog.getByLabel('Reason (optional, seen by staff only)').fill('Repeated fake orders');
  await dialog.getByRole('button', { name: 'Block customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(row.getByText('Reason: Repeated fake orders')).toBeVisible();

  // The shopper's session is gone on their next request.
  const check = await shopper.request.get('/api/auth/check');
  expect(check.status()).toBe(401);

  // Signing in again is refused with the shop's message.
  await shopper.goto('/auth');
  await shopper.getByLabel('Email').fill(customer.email);
  await shopper.getByLabel('Password', { exact: true }).fill(customer.password);
  await shopper.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(shopper.getByText(accountMessages.accountBlocked).first()).toBeVisible();

  // Unblocked, they sign in as before.
  await row.getByRole('button', { name: `Unblock ${customer.name}` }).click();
  await staff
    .getByRole('dialog', { name: `Unblock ${customer.name}?` })
    .getByRole('button', { name: 'Unblock customer' })
    .click();
  await expect(row.getByText('Active')).toBeVisible();
  await signIn(shopper, customer.email, customer.password);
  await shopperContext.close();
  await staffContext.close();
});
