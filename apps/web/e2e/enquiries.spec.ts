/**
 * An institution sends a business enquiry on /new-enquiry: the form clears, the shop receives the
 * e-mail, and the administrator finds it on the Enquiries screen and marks it handled. A visitor
 * joins the newsletter from the footer, confirms it from the mail and unsubscribes.
 */
import { expect, test } from './fixtures';
import { adminSignIn } from './support';

test('an enquiry is sent, the form clears, and the admin marks it handled', async ({
  page,
  browser,
  shop,
}) => {
  const email = `principal.${Date.now()}@modelschool.edu.in`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Enquiry' }).first().click();
  await expect(page).toHaveURL(/\/new-enquiry$/);
  await expect(page.getByRole('heading', { name: 'Business Enquiry', level: 1 })).toBeVisible();

  await page.getByLabel('First Name *').fill('Lakshmi');
  await page.getByLabel('Last Name').fill('Narayanan');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Phone *').fill('040 2345 6789');
  await page.getByLabel('Company / Institution *').fill('Model High School');
  await page.getByLabel('Sector *').selectOption('Education');
  await page.getByLabel('Package').selectOption('Package 1 (Basic Lab Setup)');
  await page.getByLabel('Message *').fill('A basic electronics lab for 40 students.');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();

  await expect(page.getByRole('status')).toHaveText('Enquiry submitted successfully!');
  for (const label of ['First Name *', 'Email *', 'Company / Institution *', 'Message *']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByLabel('Sector *')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled();

  // The shop's inbox gets other mail too (the morning's low-stock list, new orders).
  const enquiryMail = () =>
    shop.inbox.messages.find(
      (mail) =>
        mail.to.includes('hello@circuitkart.in') &&
        mail.subject.includes('New business enquiry from Lakshmi Narayanan'),
    );
  await shop.inbox.until(() => enquiryMail() !== undefined, 15_000);

  const staff = await browser.newContext({ baseURL: shop.url });
  const admin = await staff.newPage();
  await adminSignIn(admin, shop.admin);
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Enquiries' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  const card = admin.getByRole('article', { name: /Lakshmi Narayanan/ });
  await expect(card).toContainText('Business Enquiry');
  await expect(card).toContainText('Model High School');
  await expect(card).toContainText('Package 1 (Basic Lab Setup)');
  await expect(card).toContainText('New');
  await card.getByRole('button', { name: 'Mark handled' }).click();
  await expect(card.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await expect(card).toContainText('Handled');

  // It stays handled after a reload: the server keeps it.
  await admin.reload();
  await expect(
    admin
      .getByRole('article', { name: /Lakshmi Narayanan/ })
      .getByRole('button', { name: 'Mark as new' }),
  ).toBeVisible();
  await staff.close();
});

test('a visitor joins the newsletter from the footer, confirms from the mail, and unsubscribes', async ({
  page,
  shop,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const box = footer.getByLabel('Newsletter e-mail address');
  await box.fill('maker@');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');

  const email = `maker.${Date.now()}@example.in`;
  await box.fill(email);
  await expect(footer.getByRole('alert')).toHaveCount(0);
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/newsletter') && response.request().method() === 'POST',
  );
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect((await stored).status()).toBe(200);
  await expect(footer.getByRole('status')).toHaveText(
    'Thank you for subscribing! Please confirm with the link we have e-mailed you (if this address is already subscribed, there is nothing more to do).',
  );

  // The mail's links, opened on this shop (the path and its token).
  const mail = await shop.inbox.waitFor(email, 15_000);
  const linkTo = (path: string) => {
    const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body)?.[1];
    expect(token, `a ${path} link in the mail`).toBeTruthy();
    return `${path}?token=${token}`;
  };
  await page.goto(linkTo('/newsletter/confirm'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your subscription is confirmed. Watch your inbox for new arrivals and deals.',
  );

  await page.goto(linkTo('/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Done: this address will not receive our newsletter. You can subscribe again at any time.',
  );

  await page.goto('/newsletter/confirm?token=cut');
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is not valid. Please subscribe again to get a new one.',
  );
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
});

test('a PCB quote is sent from the service page, the form resets, and the admin sees it', async ({
  page,
  browser,
  shop,
}) => {
  const email = `hardware.${Date.now()}@sensorlabs.in`;
  await page.goto('/services');
  await page
    .getByRole('link', { name: /PCB Manufacturing/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/services\/pcb$/);
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await expect(form.getByLabel('Project Type')).toHaveValue('');
  await form.getByLabel('Name *').fill('Farhan Qureshi');
  await form.getByLabel('Email *').fill(email);
  await form.getByLabel('Phone').fill('+91 98480 11223');
  await form.getByLabel('Project Type').selectOption({ index: 2 });
  await form.getByLabel('Quantity').fill('50');
  await form.getByLabel('Requirements').fill('4-layer FR4, 1.6 mm, ENIG, 100 x 80 mm.');
  await form.getByRole('button', { name: 'Request Quote' }).click();

  await expect(page.getByRole('status')).toContainText('Your quote request has been sent');
  await expect(form.getByLabel('Name *')).toHaveValue('');
  await expect(form.getByLabel('Email *')).toHaveValue('');
  await expect(form.getByLabel('Project Type')).toHaveValue('');
  await expect(form.getByLabel('Requirements')).toHaveValue('');

  const staff = await browser.newContext({ baseURL: shop.url });
  const admin = await staff.newPage();
  await adminSignIn(admin, shop.admin);
  await admin.goto('/admin/enquiries');
  const card = admin.getByRole('article', { name: /Farhan Qureshi/ });
  await expect(card).toContainText('PCB Quote');
  await expect(card).toContainText(email);
  await expect(card).toContainText('4-layer FR4');
  await staff.close();
});
