/**
 * The back office's GST screens: a quarterly filer picks the quarter of today, finds the invoice
 * just issued at dispatch as the last number of Table 13 and downloads the quarter's documents
 * file; on the rate table a change is refused for a day gone, added for tomorrow, shown as
 * upcoming and withdrawn through the confirmation dialog, from the keyboard.
 */
import { gstRateTableMessages as m, indianDayOf } from '@shop/shared/gst/rate-table';
import { indianMonthOf, periodName, quarterOf } from '@shop/shared/gst/returns';
import { expect, test } from './fixtures';
import {
  adminSignIn,
  createCustomer,
  downloadCsv,
  expectAccessible,
  payOnDelivery,
  shipAsBackOffice,
  signIn,
  startCheckout,
} from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An HSN code no product of the seed carries: the change touches no price of another journey. */
const HSN = '90303100';

test('a quarter’s documents issued, and a rate change added and withdrawn', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Lakshmi', 'Iyer');
  await signIn(page, customer.email, customer.password);
  await startCheckout(page);
  const orderId = await payOnDelivery(page);
  await shipAsBackOffice(shop, orderId);

  await adminSignIn(page, shop.admin);
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await menu.getByRole('link', { name: 'GST', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'GST Returns', level: 1 })).toBeVisible();

  // The accountant files quarterly: Quarter opens on the quarter of this month.
  const quarter = quarterOf(indianMonthOf(new Date()));
  await page.getByRole('group', { name: 'Period' }).getByRole('radio', { name: 'Quarter' }).check();
  await expect(page).toHaveURL(new RegExp(`/admin/gst\\?quarter=${quarter}$`));
  const quarterSelect = page.getByRole('combobox', { name: 'Quarter' });
  await expect(quarterSelect.locator('option:checked')).toHaveText(periodName(quarter));
  await expect(page.getByText(`issued in ${periodName(quarter)}, summarised`)).toBeVisible();

  // The invoice issued at dispatch is the quarter's last so far, in Table 13's row.
  const documents = page.getByRole('region', { name: 'Invoices and credit notes' });
  const invoiceRow = documents.getByRole('row', { name: customer.name });
  const invoiceNumber = (await invoiceRow.getByRole('cell').first().textContent())!;
  expect(invoiceNumber).toMatch(/^CK\/\d{2}-\d{2}\/\d{6}$/);
  const docsRow = page
    .getByRole('region', { name: 'Documents issued' })
    .getByRole('row', { name: /Invoices for outward supply/ });
  const docsCells = docsRow.getByRole('cell');
  await expect(docsCells.nth(1)).toHaveText(/^CK\/\d{2}-\d{2}\/\d{6}$/);
  await expect(docsCells.nth(2)).toHaveText(invoiceNumber);
  await expectAccessible(page, 'the GST screen for a quarter');

  // A reload keeps the quarter.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Quarter' })).toBeChecked();
  const { filename, rows } = await downloadCsv(page, 'DOCS CSV');
  expect(filename).toBe(`gstr1-${quarter}-docs.csv`);
  expect(rows[0]).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled');
  expect(rows.some((row) => row.startsWith('Invoices for outward supply,CK/'))).toBe(true);
  expect(rows.find((row) => row.startsWith('Invoices for outward supply,'))).toContain(
    `,${invoiceNumber},`,
  );

  // The rate table: a day gone is the server's refusal, shown beside the field.
  await menu.getByRole('link', { name: 'GST rates' }).click();
  await expect(page.getByRole('heading', { name: m.heading, level: 1 })).toBeVisible();
  const now = Date.now();
  await page.getByLabel('HSN code').fill(HSN);
  await page.getByRole('combobox', { name: 'Rate' }).selectOption('12');
  await page.getByLabel('Valid from').fill(indianDayOf(new Date(now - DAY_MS)));
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.validFromPast })).toBeVisible();
  await expect(page.getByLabel('Valid from')).toHaveAccessibleDescription(m.validFromPast);
  await expect(page.getByRole('row', { name: new RegExp(HSN) })).toHaveCount(0);

  await page.getByLabel('Valid from').fill(indianDayOf(new Date(now + DAY_MS)));
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.changeSaved).first()).toBeVisible();
  const change = page.getByRole('row', { name: new RegExp(HSN) });
  await expect(change.getByRole('cell').nth(1)).toHaveText('12%');
  await expect(change.getByRole('cell').nth(3)).toHaveText(m.statusUpcoming);
  await expectAccessible(page, 'the GST rate table with an upcoming change');

  // Withdraw asks first; Escape keeps the change, and Tab then Enter withdraw it.
  const withdraw = change.getByRole('button', { name: new RegExp(`^${m.withdraw}`) });
  await withdraw.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
  expect(await focusInDialog()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(withdraw).toBeFocused();
  await expect(change.getByRole('cell').nth(3)).toHaveText(m.statusUpcoming);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: m.withdraw, exact: true });
  // From the dialog's first button (Close, then Keep it), Tab reaches Withdraw.
  for (let presses = 0; presses < 3; presses++) {
    if (await confirm.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.changeWithdrawn).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(HSN) })).toHaveCount(0);
});
