/**
 * The order page tells the whole story (docs/decisions/049): a business customer's order shows who
 * bought it and how to reach them; staff move it with only the legal steps on offer, cancel
 * another in a dialog that asks for a reason the customer is e-mailed, read who did what, when
 * and why on the timeline, and keep an internal note.
 */
import { expect, test } from './fixtures';
import {
  adminSignIn,
  createCustomer,
  expectAccessible,
  payOnDelivery,
  signIn,
  startCheckout,
} from './support';

const BUYER_GSTIN = '36AAECB4321K1ZT';

test('staff move and cancel orders, read who, when and why on the timeline, and keep a note', async ({
  page,
  browser,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Meera', 'Iyer');
  const shopper = await browser.newContext({ baseURL: shop.url });
  const customerPage = await shopper.newPage();
  await signIn(customerPage, customer.email, customer.password);
  await startCheckout(customerPage);
  await customerPage.getByLabel('GSTIN (optional)').fill(BUYER_GSTIN);
  await customerPage.getByLabel('Company Name (optional)').fill('Deccan Automation Pvt Ltd');
  await customerPage.getByLabel('Order Notes (optional)').fill('Please ring the bell twice');
  const movedId = await payOnDelivery(customerPage);
  await startCheckout(customerPage);
  const cancelledId = await payOnDelivery(customerPage);
  const staff = shop.admin.username;

  await adminSignIn(page, shop.admin);
  await page.goto(`/admin/order/${movedId}`);

  // Who bought it, how to reach them, and what they told the shop.
  const who = page.getByRole('region', { name: 'Customer' });
  await expect(who.getByText('Meera Iyer')).toBeVisible();
  await expect(who.getByRole('link', { name: customer.email })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );
  await expect(who.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d{10}$/);
  await expect(who.getByText(BUYER_GSTIN)).toBeVisible();
  await expect(who.getByText('Deccan Automation Pvt Ltd')).toBeVisible();
  await expect(who.getByText('Please ring the bell twice')).toBeVisible();
  await expect(who.getByRole('link', { name: 'All orders of this customer' })).toHaveAttribute(
    'href',
    `/admin/orders?status=ALL&q=${encodeURIComponent(customer.email)}`,
  );

  // Only the legal next steps; SHIPPED with its courier, AWB number and a reason.
  const status = page.getByLabel('Update Order Status');
  await expect(status.getByRole('option')).toHaveText([
    'PROCESSING (current)',
    'SHIPPED',
    'CANCELLED',
  ]);
  await status.selectOption('SHIPPED');
  await page.getByLabel('Courier').selectOption({ label: 'Delhivery' });
  await page.getByLabel('AWB number').fill(movedId.slice(-12).toUpperCase());
  await page.getByLabel('Reason for this change (optional)').fill('Packed by the morning shift');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order status updated to SHIPPED.').first()).toBeVisible();
  await expect(status.getByRole('option')).toHaveText([
    'SHIPPED (current)',
    'OUT_FOR_DELIVERY',
    'DELIVERED',
    'CANCELLED',
  ]);
  await status.selectOption('OUT_FOR_DELIVERY');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order status updated to OUT_FOR_DELIVERY.').first()).toBeVisible();

  // The timeline names who made each change, and why when they said.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const entry = (title: string) => timeline.getByRole('listitem').filter({ hasText: title });
  await expect(entry('Order placed')).toContainText('By Customer');
  await expect(entry('Status changed to PROCESSING')).toContainText('By Customer');
  await expect(entry('Status changed to SHIPPED')).toContainText(`By ${staff}`);
  await expect(entry('Status changed to SHIPPED')).toContainText(
    'Reason: Packed by the morning shift',
  );
  await expect(entry('Status changed to SHIPPED').locator('time')).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}T/,
  );
  await expect(entry('Status changed to OUT_FOR_DELIVERY')).toContainText(`By ${staff}`);

  // An internal note, with its author and time.
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes.getByText('No notes yet.')).toBeVisible();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Please write the note')).toBeVisible();
  await notes.getByLabel('New note').fill('Customer asked us to call before delivery');
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes.getByRole('listitem').filter({
    hasText: 'Customer asked us to call before delivery',
  });
  await expect(note).toContainText(`by ${staff}`);
  await expect(note.locator('time')).toBeVisible();
  await expect(notes.getByLabel('New note')).toHaveValue('');
  await expectAccessible(page, 'the order page with its timeline and notes');

  // The other order: cancelling asks first, in a dialog, for a reason.
  await page.goto(`/admin/order/${cancelledId}`);
  const number = cancelledId.slice(-8).toUpperCase();
  await page.getByLabel('Update Order Status').selectOption('CANCELLED');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${number}?` });
  const reason = dialog.getByLabel('Reason for cancelling');
  await expect(reason).toBeFocused();
  // Escape keeps the order as it is.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The status badge says its meaning in words too ("PROCESSING (to ship)").
  await expect(
    page
      .getByRole('region', { name: 'Summary' })
      .getByRole('definition')
      .first()
      .getByText(/^[A-Z_]+$/),
  ).toHaveText('PROCESSING');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Please give a reason for cancelling this order')).toBeVisible();
  await expectAccessible(page, 'the cancel dialog');
  await reason.fill('The supplier cannot deliver this part');
  await reason.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order status updated to CANCELLED.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('This order is CANCELLED: its status does not change any more.'),
  ).toBeVisible();
  await expect(page.getByLabel('Update Order Status')).toHaveCount(0);
  const cancelEntry = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('listitem')
    .filter({ hasText: 'Status changed to CANCELLED' });
  await expect(cancelEntry).toContainText(`By ${staff}`);
  await expect(cancelEntry).toContainText('Reason: The supplier cannot deliver this part');

  // The customer's e-mail says why.
  await shop.inbox.until(() =>
    shop.inbox.messages.some(
      (mail) =>
        mail.to.includes(customer.email) &&
        mail.subject.includes(`Order #${number} cancelled`) &&
        mail.body.includes('Reason: The supplier cannot deliver this part'),
    ),
  );
  await shopper.close();
});
