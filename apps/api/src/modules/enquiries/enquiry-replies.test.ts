/**
 * Staff answer an enquiry or a quote request from the back office (docs/decisions/054): the
 * reply is e-mailed to the visitor once it is stored, kept in the thread with who wrote it and
 * when, and the item is marked handled. Bad input is a 400 that stores and sends nothing.
 */
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import type { EnquiryListItem, EnquiryThreadMessage } from '@shop/shared/enquiries/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages as threadTable } from '../../db/schema/index';
import { adminClient, uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
function visitor(): HttpClient {
  const client = t.client();
  client.headers['x-forwarded-for'] = `198.51.100.${nextAddress++}`;
  return client;
}

async function newEnquiry(email = uniqueEmail('principal')) {
  const answer = await visitor().post<{ _id: string }>('/api/enquiry', {
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    email,
    company: 'Govt. Polytechnic, Warangal',
    sector: 'Government',
    phone: '+91 98480 12345',
    message: 'We would like a robotics lab for 60 students.',
  });
  expect(answer.status).toBe(201);
  return { id: answer.body._id, email };
}

const thread = (id: string) => admin.get<EnquiryThreadMessage[]>(`/api/enquiry/${id}/messages`);
const reply = (id: string, body: unknown) =>
  admin.post<{ message: EnquiryThreadMessage; enquiry: EnquiryListItem }>(
    `/api/enquiry/${id}/messages`,
    body,
  );
const mailsTo = (email: string) =>
  t.inbox.messages.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Re:'));
const threadRows = async () => (await t.database.db.select({ n: count() }).from(threadTable))[0]!.n;

describe('replying to an enquiry', () => {
  it('e-mails the reply to the enquirer, keeps it in the thread with its author, and marks the enquiry handled', async () => {
    const { id, email } = await newEnquiry();
    expect((await thread(id)).body).toEqual([]);

    const answer = await reply(id, { text: '  Our Package 2 proposal is attached below.  ' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toEqual({
      _id: expect.any(String),
      from: 'staff',
      author: t.config.admin.username,
      text: 'Our Package 2 proposal is attached below.',
      createdAt: expect.any(String),
    });
    expect(answer.body.enquiry).toMatchObject({ _id: id, handledAt: expect.any(String) });

    await t.inbox.until(() => mailsTo(email).length === 1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Re: your enquiry to CircuitKart');
    expect(mail!.body).toContain('Hello Lakshmi,');
    expect(mail!.body).toContain('Our Package 2 proposal is attached below.');
    expect(mail!.body).toContain('We would like a robotics lab for 60 students.');

    const second = await reply(id, { text: 'A reminder: the offer holds until March.' });
    expect(second.status).toBe(201);
    expect((await thread(id)).body.map((m) => m.text)).toEqual([
      'Our Package 2 proposal is attached below.',
      'A reminder: the offer holds until March.',
    ]);
    await t.inbox.until(() => mailsTo(email).length === 2);
  });

  it('answers a quote request the same way', async () => {
    const email = uniqueEmail('maker');
    const quote = await visitor().post<{ _id: string }>('/api/quotes', {
      kind: 'pcb',
      name: 'Arjun Reddy',
      email,
      projectType: 'small-batch',
      quantity: 50,
      requirements: '4 layers, ENIG finish',
    });
    expect(quote.status).toBe(201);
    const answer = await reply(quote.body._id, { text: 'Fifty boards come to Rs 9,000.' });
    expect(answer.status).toBe(201);
    expect(answer.body.enquiry).toMatchObject({ type: 'pcb', handledAt: expect.any(String) });
    await t.inbox.until(() => mailsTo(email).length === 1);
    expect(mailsTo(email)[0]!.body).toContain('Hello Arjun,');
    expect((await thread(quote.body._id)).body).toHaveLength(1);
  });

  it('keeps both of two replies sent at once, each e-mailed once', async () => {
    const { id, email } = await newEnquiry();
    const texts = ['First answer from Priya.', 'Second answer from Rahul.'];
    const answers = await Promise.all(texts.map((text) => reply(id, { text })));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const kept = (await thread(id)).body;
    expect(kept.map((m) => m.text).sort()).toEqual([...texts].sort());
    expect(new Date(kept[0]!.createdAt) <= new Date(kept[1]!.createdAt)).toBe(true);
    await t.inbox.until(() => mailsTo(email).length === 2);
    await t.app.settled();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('refuses a blank or too long reply and an unknown enquiry, storing and sending nothing', async () => {
    const { id, email } = await newEnquiry();
    const before = await threadRows();
    const blank = await reply(id, { text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ details: { text: [enquiryMessages.replyRequired] } });
    const long = await reply(id, { text: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ details: { text: [enquiryMessages.replyTooLong] } });
    expect((await reply(id, {})).status).toBe(400);
    expect((await reply(id, { text: 7 })).status).toBe(400);
    expect((await reply('00000000-0000-4000-8000-000000000000', { text: 'Hi' })).status).toBe(404);
    expect((await reply('nope', { text: 'Hi' })).status).toBe(404);
    expect((await thread('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await threadRows()).toBe(before);
    await t.app.settled();
    expect(mailsTo(email)).toHaveLength(0);
    const [row] = await t.database.db.select().from(threadTable).where(eq(threadTable.author, ''));
    expect(row).toBeUndefined();
  });
});
