/**
 * The contact form's message needs only a name, an e-mail and the message; every contact
 * message, enquiry and quote request is acknowledged to its sender after it is stored (the shop
 * still gets its own notice), saying what arrived and when the shop answers, and an address gets
 * at most one acknowledgement per interval however many messages name it.
 */
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import { shop } from '@shop/shared/shop';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/index';
import { uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import type { ReceivedMail } from '../../../test/smtp-inbox';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ACKNOWLEDGEMENT_INTERVAL_MINUTES } from './enquiries.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1', SHOP_EMAIL: 'front-desk@circuitkart.test' });
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

const headersOf = (mail: ReceivedMail) =>
  mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/im.exec(headersOf(mail))?.[1]?.trim();

/** The acknowledgements that reached `email`: mail to the sender whose subject says so. */
const acknowledgementsTo = (email: string) =>
  t.inbox.messages.filter(
    (mail) => mail.to.includes(email) && subjectOf(mail)?.startsWith('CircuitKart: we received'),
  );

/** The shop's notices of what `email` sent (to the shop's address, Reply-To the sender). */
const shopNoticesFrom = (email: string) =>
  t.inbox.messages.filter(
    (mail) =>
      mail.to.includes(t.config.shopEmail) &&
      /^Reply-To: (.*)$/im.exec(headersOf(mail))?.[1]?.trim() === email,
  );

async function until<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const acknowledgementTo = (email: string) =>
  until(() => acknowledgementsTo(email)[0], `an acknowledgement to ${email}`);

const enquiryCount = async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]!.n;

describe('POST /api/contact', () => {
  it('takes a message with only a name, an e-mail and the message; the shop is told', async () => {
    const email = uniqueEmail('anil');
    const answer = await visitor().post<{ message: string; _id: string }>('/api/contact', {
      firstName: 'Anil',
      email,
      message: 'Do you stock the ESP32-S3 DevKitC?',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(enquiryMessages.contactSuccess);
    const [row] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, answer.body._id));
    expect(row).toMatchObject({
      firstName: 'Anil',
      email,
      phone: '',
      company: '',
      sector: '',
      message: 'Do you stock the ESP32-S3 DevKitC?',
    });
    const notice = await until(() => shopNoticesFrom(email)[0], 'the shop’s notice');
    expect(subjectOf(notice)).toBe('CircuitKart: New message from Anil');
    expect(notice.body).toContain('Message: Do you stock the ESP32-S3 DevKitC?');
  });

  it('keeps the optional fields when given, the phone as its ten digits', async () => {
    const answer = await visitor().post<{ _id: string }>('/api/contact', {
      firstName: 'Sana',
      lastName: 'Sheikh',
      email: uniqueEmail('sana'),
      phone: '+91 98480 11111',
      company: 'Deccan Robotics',
      sector: 'Startup',
      message: 'A quote for 20 Raspberry Pi 5 kits, please.',
    });
    expect(answer.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, answer.body._id));
    expect(row).toMatchObject({
      phone: '9848011111',
      company: 'Deccan Robotics',
      sector: 'Startup',
    });
  });

  it('refuses a missing name, e-mail or message, a malformed phone or an unknown sector with 400 naming the field; nothing is stored', async () => {
    const before = await enquiryCount();
    const client = visitor();
    const base = { firstName: 'Anil', email: uniqueEmail('refused'), message: 'Hello' };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['firstName', { firstName: ' ' }],
      ['email', { email: undefined }],
      ['email', { email: 'anil@' }],
      ['message', { message: '' }],
      ['phone', { phone: 'call me' }],
      ['sector', { sector: 'Military' }],
    ];
    for (const [field, overrides] of cases) {
      const answer = await client.post<{ code: string; details: Record<string, string[]> }>(
        '/api/contact',
        { ...base, ...overrides },
      );
      expect(answer.status, field).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.details), field).toEqual([field]);
    }
    expect(await enquiryCount()).toBe(before);
  });
});

describe('the sender’s acknowledgement', () => {
  it('reaches the sender of a contact message: what arrived, when the shop answers, none of their words', async () => {
    const email = uniqueEmail('kiran');
    const answer = await visitor().post('/api/contact', {
      firstName: 'Kiran',
      email,
      message: 'Visit https://spam.example for cheap pills',
    });
    expect(answer.status).toBe(201);
    const mail = await acknowledgementTo(email);
    expect(subjectOf(mail)).toBe('CircuitKart: we received your message');
    expect(/^Reply-To: (.*)$/im.exec(headersOf(mail))?.[1]?.trim()).toBe(t.config.shopEmail);
    expect(mail.body).toContain(`within ${shop.answersWithin}`);
    expect(mail.body).toContain(shop.hours.join(', '));
    expect(mail.body).not.toContain('spam.example');
    expect(mail.body).not.toContain('Kiran');
  });

  it('reaches the sender of a business enquiry and of a support request', async () => {
    const enquirer = uniqueEmail('principal');
    expect(
      (
        await visitor().post('/api/enquiry', {
          firstName: 'Lakshmi',
          email: enquirer,
          phone: '+91 98480 12345',
          company: 'Govt. Polytechnic, Warangal',
          sector: 'Government',
          message: 'A robotics lab for 60 students.',
        })
      ).status,
    ).toBe(201);
    expect(subjectOf(await acknowledgementTo(enquirer))).toBe(
      'CircuitKart: we received your business enquiry',
    );

    const supportSeeker = uniqueEmail('support');
    expect(
      (
        await visitor().post('/api/quotes', {
          kind: 'support',
          name: 'Ravi Teja',
          email: supportSeeker,
          subject: 'ESP32 will not flash',
          description: 'It stops at "Connecting..." every time.',
        })
      ).status,
    ).toBe(201);
    expect(subjectOf(await acknowledgementTo(supportSeeker))).toBe(
      'CircuitKart: we received your support request',
    );
  });

  it(`goes to an address at most once in ${ACKNOWLEDGEMENT_INTERVAL_MINUTES} minutes, while the shop hears of every message`, async () => {
    const target = uniqueEmail('stranger');
    const messages = 4;
    // From different network addresses, so the forms' own per-address limit does not stop them.
    const answers = await Promise.all(
      Array.from({ length: messages }, (_, index) =>
        visitor().post('/api/contact', {
          firstName: 'Someone',
          email: target,
          message: `Message ${index + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(messages).fill(201));
    await until(
      () => (shopNoticesFrom(target).length === messages ? true : undefined),
      'the shop’s four notices',
    );
    await acknowledgementTo(target);
    // The acknowledgements run beside the notices: let any second one arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(acknowledgementsTo(target)).toHaveLength(1);
  });
});
