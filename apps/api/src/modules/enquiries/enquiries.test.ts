/**
 * Business enquiries and quote requests: stored, e-mailed to the shop after the write, refused
 * with the field named (nothing stored, nothing sent) when a required field is missing or the
 * e-mail malformed, limited per address, and listed, marked handled and counted in the back office.
 */
import type { DashboardStats } from '@shop/shared/admin/schemas';
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import { quoteMessages, type QuoteKind } from '@shop/shared/quotes/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, quoteRequests } from '../../db/schema/index';
import { adminClient, uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { SUBMISSIONS_PER_HOUR } from './enquiries.routes';

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  // One proxy hop trusted, so each test can be a visitor from an address of its own and the
  // per-address limits of one test never touch another's.
  t = await startTestApp({ TRUST_PROXY: '1', SHOP_EMAIL: 'orders-desk@circuitkart.test' });
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
function visitor(): HttpClient {
  const client = t.client();
  client.headers['x-forwarded-for'] = `203.0.113.${nextAddress++}`;
  return client;
}

/**
 * The shop's e-mail about what `email` sent (its Reply-To), with the subject unfolded; fails
 * when none arrives in time. Other tests' mails may arrive in between, so it picks by sender.
 */
async function shopMailFrom(email: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sentFrom(email);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to the shop from ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sentFrom(email: string) {
  for (const mail of t.inbox.messages) {
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const replyTo = /^Reply-To: (.*)$/im.exec(headers)?.[1]?.trim();
    if (replyTo === email && mail.to.includes(t.config.shopEmail)) {
      return { subject: /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '', body: mail.body };
    }
  }
  return undefined;
}

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    email: uniqueEmail('principal'),
    company: 'Govt. Polytechnic, Warangal',
    sector: 'Government',
    gst: '36AAAGP0685F1ZA',
    phone: '+91 98480 12345',
    enquiry: 'Package 2 (Electronics, Robotics, IoT)',
    message: 'We would like a robotics lab for 60 students.',
    ...overrides,
  };
}

const enquiryCount = async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]!.n;
const quoteCount = async () =>
  (await t.database.db.select({ n: count() }).from(quoteRequests))[0]!.n;

describe('POST /api/enquiry', () => {
  it('stores the enquiry, answers the enquiry form’s success text and e-mails every field to the shop', async () => {
    const body = enquiry();
    const answer = await visitor().post<{ message: string; _id: string }>('/api/enquiry', body);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Enquiry submitted successfully!');

    const [row] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, answer.body._id));
    expect(row).toMatchObject({
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      email: body.email,
      company: 'Govt. Polytechnic, Warangal',
      sector: 'Government',
      gst: '36AAAGP0685F1ZA',
      // Kept as its ten digits, however it was typed.
      phone: '9848012345',
      enquiry: 'Package 2 (Electronics, Robotics, IoT)',
      message: 'We would like a robotics lab for 60 students.',
      handledAt: null,
    });

    const mail = await shopMailFrom(body.email);
    expect(mail.subject).toBe(
      'CircuitKart: New business enquiry from Lakshmi Narayanan, Govt. Polytechnic, Warangal',
    );
    for (const line of [
      `Email: ${body.email}`,
      'Phone: 9848012345',
      'Sector: Government',
      'GST Number: 36AAAGP0685F1ZA',
      'Package: Package 2 (Electronics, Robotics, IoT)',
      'Message: We would like a robotics lab for 60 students.',
    ]) {
      expect(mail.body).toContain(line);
    }
  });

  it('takes an enquiry with only the required fields', async () => {
    const { lastName: _l, gst: _g, enquiry: _e, ...required } = enquiry();
    const answer = await visitor().post('/api/enquiry', required);
    expect(answer.status).toBe(201);
    const mail = await shopMailFrom(required.email);
    expect(mail.subject).toBe(
      'CircuitKart: New business enquiry from Lakshmi, Govt. Polytechnic, Warangal',
    );
    expect(mail.body).not.toContain('Package:');
  });

  it('refuses a missing required field or a malformed e-mail with 400 naming the field; nothing is stored or sent', async () => {
    const before = await enquiryCount();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['firstName', { firstName: undefined }],
      ['firstName', { firstName: '   ' }],
      ['email', { email: undefined }],
      ['email', { email: 'principal@' }],
      ['company', { company: '' }],
      ['sector', { sector: undefined }],
      ['sector', { sector: 'Military' }],
      ['phone', { phone: undefined }],
      ['phone', { phone: 'call me' }],
      ['message', { message: '' }],
      ['enquiry', { enquiry: 'Package 9' }],
    ];
    const client = visitor();
    const refusedFrom: string[] = [];
    for (const [field, overrides] of cases) {
      const body = enquiry(overrides);
      if (typeof body.email === 'string') refusedFrom.push(body.email);
      const answer = await client.post<{ code: string; details: Record<string, string[]> }>(
        '/api/enquiry',
        body,
      );
      expect(answer.status, field).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.details), field).toEqual([field]);
    }
    const missing = await client.post<{ message: string }>(
      '/api/enquiry',
      enquiry({ company: undefined }),
    );
    expect(missing.body.message).toBe(enquiryMessages.companyRequired);
    expect(await enquiryCount()).toBe(before);

    // Once an enquiry sent after them has been e-mailed, none of the refused ones has been.
    const accepted = enquiry({ firstName: 'Accepted' });
    expect((await client.post('/api/enquiry', accepted)).status).toBe(201);
    expect((await shopMailFrom(accepted.email)).subject).toContain('from Accepted Narayanan');
    expect(refusedFrom.filter((email) => sentFrom(email))).toEqual([]);
  });

  it(`takes ${SUBMISSIONS_PER_HOUR} enquiries an hour from one address, then answers 429 with a clear message`, async () => {
    const client = visitor();
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) {
      expect((await client.post('/api/enquiry', enquiry())).status).toBe(201);
    }
    const before = await enquiryCount();
    const refused = await client.post('/api/enquiry', enquiry());
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: enquiryMessages.tooMany },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await enquiryCount()).toBe(before);
    // Another address is not held back.
    expect((await visitor().post('/api/enquiry', enquiry())).status).toBe(201);
  });
});

const quotes: Record<QuoteKind, Record<string, unknown>> = {
  pcb: { projectType: 'small-batch', quantity: 50, requirements: '4 layers, ENIG finish' },
  '3d-printing': {
    projectType: 'replacement',
    quantity: 3,
    material: 'petg',
    requirements: 'Gear housing',
  },
  enclosure: {
    projectType: 'custom',
    material: 'aluminum',
    dimensions: '120 x 80 x 40 mm',
    requirements: 'IP65',
  },
  'battery-pack': {
    projectType: 'production',
    batteryType: 'lifepo4',
    capacity: '20000',
    voltage: '12.8',
    requirements: 'BMS with CAN',
  },
  sourcing: {
    projectType: 'upgrade',
    componentType: 'microcontroller',
    quantity: 500,
    requirements: 'STM32F103C8T6, genuine only',
  },
  support: {
    supportType: 'troubleshooting',
    priority: 'critical',
    subject: 'Board resets under load',
    description: 'Our ESP32 board browns out when the relay switches.',
  },
};

describe('POST /api/quotes', () => {
  it('stores each kind with its own fields and e-mails it to the shop', async () => {
    const client = visitor();
    for (const [kind, fields] of Object.entries(quotes) as Array<[QuoteKind, object]>) {
      const email = uniqueEmail(kind);
      const answer = await client.post<{ message: string; _id: string }>('/api/quotes', {
        kind,
        name: 'Ravi Teja',
        email,
        phone: '9848022338',
        ...fields,
      });
      expect(answer.status, kind).toBe(201);
      expect(answer.body.message).toBe(
        kind === 'support' ? quoteMessages.supportSent : quoteMessages.quoteSent,
      );
      const [row] = await t.database.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, answer.body._id));
      expect(row).toMatchObject({ kind, name: 'Ravi Teja', email, phone: '9848022338' });
      expect(row!.details).toEqual(fields);
      const mail = await shopMailFrom(email);
      expect(mail.body).toContain('Name: Ravi Teja');
    }
    const email = uniqueEmail('battery');
    const battery = await client.post('/api/quotes', {
      kind: 'battery-pack',
      name: 'Ravi Teja',
      email,
      ...quotes['battery-pack'],
    });
    expect(battery.status).toBe(201);
    const mail = await shopMailFrom(email);
    expect(mail.subject).toBe('CircuitKart: New Battery Pack Quote from Ravi Teja');
    for (const line of [
      'Project Type: Production',
      'Battery Type: LiFePO4',
      'Capacity (mAh): 20000',
      'Voltage (V): 12.8',
    ]) {
      expect(mail.body).toContain(line);
    }
  });

  it('keeps only what was filled in: empty choices and blank texts are left out', async () => {
    const email = uniqueEmail('meera');
    const answer = await visitor().post<{ _id: string }>('/api/quotes', {
      kind: 'enclosure',
      name: 'Meera',
      email,
      phone: '',
      projectType: '',
      material: 'steel',
      dimensions: '  ',
      requirements: '',
    });
    expect(answer.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, answer.body._id));
    expect(row).toMatchObject({ phone: '', details: { material: 'steel' } });
    expect((await shopMailFrom(email)).body).toContain('Material: Steel');
  });

  it('refuses bad input with 400 naming the field; nothing is stored or sent', async () => {
    const before = await quoteCount();
    const base = { name: 'Ravi', email: uniqueEmail('bad') };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['name', { kind: 'pcb', name: '' }],
      ['email', { kind: 'pcb', email: undefined }],
      ['email', { kind: 'sourcing', email: 'ravi.example.in' }],
      ['projectType', { kind: 'pcb', projectType: 'mass-production' }],
      ['quantity', { kind: 'pcb', quantity: 2.5 }],
      ['quantity', { kind: 'sourcing', quantity: 0 }],
      ['quantity', { kind: '3d-printing', quantity: '12' }],
      ['material', { kind: 'enclosure', material: 'wood' }],
      ['batteryType', { kind: 'battery-pack', batteryType: 'alkaline' }],
      ['componentType', { kind: 'sourcing', componentType: 'valve' }],
      ['subject', { kind: 'support', description: 'It broke' }],
      ['description', { kind: 'support', subject: 'Help' }],
      ['priority', { kind: 'support', subject: 'Help', description: 'x', priority: 'urgent' }],
      ['phone', { kind: 'pcb', phone: 'none' }],
      ['kind', { kind: 'website' }],
      ['kind', {}],
    ];
    const client = visitor();
    for (const [field, overrides] of cases) {
      const answer = await client.post<{ details?: Record<string, string[]> }>('/api/quotes', {
        ...base,
        ...overrides,
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(answer.body.details ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    expect(await quoteCount()).toBe(before);
    const accepted = { kind: 'pcb', name: 'Accepted Quote', email: uniqueEmail('accepted') };
    expect((await client.post('/api/quotes', accepted)).status).toBe(201);
    expect((await shopMailFrom(accepted.email)).subject).toBe(
      'CircuitKart: New PCB Quote from Accepted Quote',
    );
    expect(sentFrom(base.email)).toBeUndefined();
  });

  it(`takes ${SUBMISSIONS_PER_HOUR} requests an hour from one address, then answers 429`, async () => {
    const client = visitor();
    const pcb = () => ({ kind: 'pcb', name: 'Ravi', email: uniqueEmail('limit') });
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) {
      expect((await client.post('/api/quotes', pcb())).status).toBe(201);
    }
    const refused = await client.post('/api/quotes', pcb());
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: quoteMessages.tooMany },
    });
  });
});

describe('the back office’s enquiries', () => {
  const list = (query = '') => admin.get<EnquiryListItem[]>(`/api/enquiry${query}`);

  it('lists enquiries and quote requests together with their type, newest first, paged', async () => {
    const client = visitor();
    const first = await client.post<{ _id: string }>('/api/enquiry', enquiry());
    const second = await client.post<{ _id: string }>('/api/quotes', {
      kind: 'support',
      name: 'Newest',
      email: uniqueEmail('newest'),
      subject: 'Help',
      description: 'Please',
    });
    const all = await list('?limit=2');
    expect(all.status).toBe(200);
    const total = (await enquiryCount()) + (await quoteCount());
    expect(all.headers.get('x-total-count')).toBe(String(total));
    expect(all.headers.get('link')).toContain('rel="next"');
    expect(all.body.map((item) => [item._id, item.type])).toEqual([
      [second.body._id, 'support'],
      [first.body._id, 'enquiry'],
    ]);
    expect(all.body[0]).toMatchObject({
      name: 'Newest',
      handledAt: null,
      details: { subject: 'Help', description: 'Please' },
    });
    expect(all.body[1]).toMatchObject({ company: 'Govt. Polytechnic, Warangal' });

    const times = (await list()).body.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const page2 = await list('?limit=2&page=2');
    expect(page2.body).toHaveLength(2);
    expect(page2.body.map((i) => i._id)).not.toContain(first.body._id);

    const onlyEnquiries = await list('?type=enquiry');
    expect(onlyEnquiries.headers.get('x-total-count')).toBe(String(await enquiryCount()));
    expect(new Set(onlyEnquiries.body.map((i) => i.type))).toEqual(new Set(['enquiry']));
    const onlySupport = await list('?type=support');
    expect(onlySupport.body[0]!._id).toBe(second.body._id);
    expect(new Set(onlySupport.body.map((i) => i.type))).toEqual(new Set(['support']));
    expect((await list('?type=website')).status).toBe(400);
  });

  it('marks an enquiry or a quote request handled, and new again; an unknown one is 404', async () => {
    const client = visitor();
    const e = await client.post<{ _id: string }>('/api/enquiry', enquiry());
    const q = await client.post<{ _id: string }>('/api/quotes', {
      kind: 'pcb',
      name: 'Ravi',
      email: uniqueEmail('handled'),
    });
    for (const id of [e.body._id, q.body._id]) {
      const handled = await admin.patch<EnquiryListItem>(`/api/enquiry/${id}/handled`, {
        handled: true,
      });
      expect(handled.status).toBe(200);
      expect(handled.body._id).toBe(id);
      const at = handled.body.handledAt;
      expect(Date.parse(at!)).toBeGreaterThan(Date.now() - 60_000);
      // Again: the first time stays.
      const again = await admin.patch<EnquiryListItem>(`/api/enquiry/${id}/handled`, {
        handled: true,
      });
      expect(again.body.handledAt).toBe(at);
      const listed = (await list()).body.find((item) => item._id === id);
      expect(listed?.handledAt).toBe(at);
      const reopened = await admin.patch<EnquiryListItem>(`/api/enquiry/${id}/handled`, {
        handled: false,
      });
      expect(reopened.body.handledAt).toBeNull();
    }
    const [stored] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, e.body._id));
    expect(stored!.handledAt).toBeNull();

    for (const id of ['9b2f6c4e-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await admin.patch(`/api/enquiry/${id}/handled`, { handled: true });
      expect(missing).toMatchObject({ status: 404, body: { message: enquiryMessages.notFound } });
    }
    expect((await admin.patch(`/api/enquiry/${e.body._id}/handled`, {})).status).toBe(400);
  });

  it('keeps the list from customers and visitors', async () => {
    expect((await t.client().get('/api/enquiry')).status).toBe(401);
  });

  it('counts enquiries and quote requests on the dashboard', async () => {
    const stats = await admin.get<DashboardStats>('/api/dashboard-stats');
    expect(stats.body.enquiryCount).toBe((await enquiryCount()) + (await quoteCount()));
    await visitor().post('/api/quotes', { kind: 'pcb', name: 'One more', email: uniqueEmail() });
    const after = await admin.get<DashboardStats>('/api/dashboard-stats');
    expect(after.body.enquiryCount).toBe(stats.body.enquiryCount + 1);
  });
});
