/**
 * Staff answer an enquiry from the Enquiries screen (docs/decisions/054): the reply reaches the
 * enquirer's inbox, shows in the enquiry's thread with who sent it, and the enquiry reads
 * Handled.
 */
import { expect, test } from './fixtures';
import { adminSignIn, expectAccessible } from './support';

test('staff reply to an enquiry by e-mail and the thread keeps it', async ({ page, shop }) => {
  const email = `dean.${Date.now()}@techcollege.edu.in`;
  const sent = await page.request.post('/api/enquiry', {
    headers: { 'x-forwarded-for': '10.77.1.2' },
    data: {
      firstName: 'Suresh',
      lastName: 'Pillai',
      email,
      company: 'Tech College Kochi',
      sector: 'Education',
      phone: '0484 234 5678',
      message: 'An IoT lab for 30 students.',
    },
  });
  expect(sent.status()).toBe(201);

  await adminSignIn(page, shop.admin);
  await page.goto('/admin/enquiries');
  const card = page.getByRole('article', { name: /Suresh Pillai/ });
  await expect(card).toContainText('New');
  await card.getByRole('button', { name: 'Replies' }).click();
  await expect(card.getByText('No replies sent yet')).toBeVisible();

  const field = card.getByLabel('Reply to Suresh Pillai by e-mail');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText('Please write a reply')).toBeVisible();

  await field.fill('Our Package 2 covers IoT for 30 students; the proposal follows.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByRole('listitem')).toContainText(
    'Our Package 2 covers IoT for 30 students; the proposal follows.',
  );
  await expect(card.getByRole('listitem')).toContainText(`Sent by ${shop.admin.username}`);
  await expect(field).toHaveValue('');
  await expect(card).toContainText('Handled');
  await expectAccessible(page, "an enquiry's thread");

  // The enquirer heard first that the enquiry arrived, then the reply.
  const acknowledgement = await shop.inbox.waitFor(email, 15_000);
  expect(acknowledgement.subject).toBe('CircuitKart: we received your business enquiry');
  const mail = await shop.inbox.waitFor(email, 15_000);
  expect(mail.subject).toBe('Re: your enquiry to CircuitKart');
  expect(mail.body).toContain('Our Package 2 covers IoT for 30 students');
});
