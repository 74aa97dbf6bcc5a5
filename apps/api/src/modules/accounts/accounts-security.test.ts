/**
 * Accounts under attack and under failure: parallel OTP guesses, an SMTP server that hangs or is
 * slow, sessions (and their sockets) that must end when the password or e-mail changes.
 */
import { OTP_MAX_ATTEMPTS } from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { and, eq } from 'drizzle-orm';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOtps, sessions, users } from '../../db/schema/index';
import { sha256 } from '../../lib/secrets';
import { signedInCustomer, uniqueEmail, VALID_PASSWORD } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { otpFrom, startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { SocketPool } from '../../../test/sockets';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const sockets = new SocketPool();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const otpRows = (email: string) =>
  t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));

/** A code that is not `otp`, different for each index. */
const wrongCode = (otp: string, index: number) =>
  String((Number(otp) + 1 + index) % 1_000_000).padStart(6, '0');

async function connect(app: TestApp, client: HttpClient): Promise<Socket> {
  const { socket, authenticated } = await sockets.open(app.url, client);
  expect(authenticated).toBe(true);
  return socket;
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

/** Resolves with the answer, or rejects when it takes longer than `ms` (a liveness bound). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Another sign-in of the same account, with its own cookie jar. */
async function secondSession(app: TestApp, email: string, password = VALID_PASSWORD) {
  const client = app.client();
  const login = await client.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return client;
}

describe('parallel OTP guesses', () => {
  // The burst comes from 30 addresses, as from a botnet behind the shop's proxy, so the limit
  // per address does not stop it: only the OTP's own count of tries does. Each burst gets an
  // app of its own.
  const GUESSES = 30;
  const from = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterEach(async () => {
    await t?.close();
  });
  const otpRows = (email: string) =>
    t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));
  /** Opens as many kept-alive connections as guesses, so that the guesses arrive together. */
  const warmUp = () =>
    Promise.all(Array.from({ length: GUESSES }, () => t.client().get('/api/health')));

  it('compares at most five wrong codes at reset-password, however they arrive', async () => {
    const { user } = await signedInCustomer(t);
    expect((await t.client().post('/api/auth/forgot-password', { email: user.email })).status).toBe(
      200,
    );
    const otp = otpFrom(await t.inbox.waitFor(user.email));
    await warmUp();
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_v, i) =>
        t.client().post(
          '/api/auth/reset-password',
          {
            email: user.email,
            otp: wrongCode(otp, i),
            password: 'Taken#Over99',
            confirmPassword: 'Taken#Over99',
          },
          from(i),
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect(codes.filter((c) => c === 'OTP_TOO_MANY_ATTEMPTS')).toHaveLength(
      GUESSES - (OTP_MAX_ATTEMPTS - 1),
    );
    const [row] = await otpRows(user.email);
    expect(row?.failedAttempts).toBe(OTP_MAX_ATTEMPTS);

    const right = await t.client().post('/api/auth/reset-password', {
      email: user.email,
      otp,
      password: 'Taken#Over99',
      confirmPassword: 'Taken#Over99',
    });
    expect(right).toMatchObject({ status: 429, body: { code: 'OTP_TOO_MANY_ATTEMPTS' } });
    const login = await t.client().post('/api/auth/login', {
      email: user.email,
      password: VALID_PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it('compares at most five wrong codes at verify-otp, however they arrive', async () => {
    const email = uniqueEmail();
    expect((await t.client().post('/api/auth/send-otp', { email })).status).toBe(200);
    const otp = otpFrom(await t.inbox.waitFor(email));
    await warmUp();
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_v, i) =>
        t.client().post('/api/auth/verify-otp', { email, otp: wrongCode(otp, i) }, from(i)),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    const right = await t.client().post('/api/auth/verify-otp', { email, otp });
    expect(right).toMatchObject({ status: 429, body: { code: 'OTP_TOO_MANY_ATTEMPTS' } });
    const [row] = await otpRows(email);
    expect(row).toMatchObject({ failedAttempts: OTP_MAX_ATTEMPTS, verifiedAt: null });
  });

  it('does not charge the right code as a wrong try', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/auth/send-otp', { email });
    const otp = otpFrom(await t.inbox.waitFor(email));
    expect((await client.post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
    const [row] = await otpRows(email);
    expect(row?.failedAttempts).toBe(0);
  });

  it('sends one code when the same e-mail asks twice at once', async () => {
    const email = uniqueEmail();
    await warmUp();
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.client().post('/api/auth/send-otp', { email })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await otpRows(email)).toHaveLength(1);
  });
});

describe('an SMTP server that never answers', () => {
  let silent: net.Server;
  let slow: TestApp;
  const connections: net.Socket[] = [];
  let connected: () => void = () => {};

  beforeAll(async () => {
    silent = net.createServer((socket) => {
      // Accepts the connection and never writes a greeting.
      connections.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    slow = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?connectionTimeout=2500&greetingTimeout=2500&socketTimeout=2500`,
    });
  });
  afterAll(async () => {
    await slow?.close();
    connections.forEach((s) => s.destroy());
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('does not hold up other requests while a send hangs, and says the e-mail failed', async () => {
    const email = uniqueEmail();
    const accepted = new Promise<void>((resolve) => (connected = resolve));
    const sending = slow.client().post('/api/auth/send-otp', { email });
    await accepted;
    const catalogue = await within(1000, slow.client().get('/api/products?limit=5'));
    expect(catalogue.status).toBe(200);
    expect(catalogue.body).toHaveLength(5);

    const sent = await sending;
    expect(sent).toMatchObject({
      status: 503,
      body: { code: 'EMAIL_NOT_SENT', message: m.emailSendFailed },
    });
    // Nobody received a code, so no code is left to guess.
    const usable = (await otpRows(email).then((rows) => rows)).filter((r) => !r.consumedAt);
    expect(usable).toHaveLength(0);
    const guess = await slow.client().post('/api/auth/verify-otp', { email, otp: '123456' });
    expect(guess).toMatchObject({ status: 400, body: { message: m.otpNotRequested } });
    // The resend wait does not make the customer wait for a code they never got.
    const retry = await slow.client().post('/api/auth/send-otp', { email });
    expect(retry).toMatchObject({ status: 503, body: { code: 'EMAIL_NOT_SENT' } });
  });

  it('answers forgot-password at once and invalidates the code when the send fails', async () => {
    const { user } = await signedInCustomer(slow);
    const answer = await within(
      1000,
      slow.client().post('/api/auth/forgot-password', { email: user.email }),
    );
    expect(answer).toMatchObject({ status: 200, body: { message: m.resetOtpSent } });
    // The send fails after the greeting timeout; the code nobody received is then gone.
    const deadline = Date.now() + 10_000;
    let usable = 1;
    while (Date.now() < deadline) {
      const rows = await slow.database.db
        .select()
        .from(emailOtps)
        .where(and(eq(emailOtps.email, user.email), eq(emailOtps.purpose, 'reset')));
      usable = rows.filter((r) => !r.consumedAt).length;
      if (usable === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(usable).toBe(0);
  });
});

describe('forgot-password with a slow SMTP server', () => {
  let slowInbox: SmtpInbox;
  let slow: TestApp;
  beforeAll(async () => {
    slowInbox = await startSmtpInbox({ greetingDelayMs: 1500 });
    slow = await startTestApp({ SMTP_URL: slowInbox.url });
  });
  afterAll(async () => {
    await slow?.close();
    await slowInbox?.close();
  });

  it('answers a known and an unknown e-mail alike, without waiting for the send', async () => {
    const { user } = await signedInCustomer(slow);
    const started = Date.now();
    const known = await slow.client().post('/api/auth/forgot-password', { email: user.email });
    const knownMs = Date.now() - started;
    const unknown = await slow.client().post('/api/auth/forgot-password', { email: uniqueEmail() });
    expect(knownMs).toBeLessThan(1000);
    expect({ status: known.status, body: known.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(known).toMatchObject({ status: 200, body: { message: m.resetOtpSent } });
    // The code does arrive, after the slow server took it.
    expect(otpFrom(await slowInbox.waitFor(user.email, 10_000))).toMatch(/^\d{6}$/);
    // Asking again within a minute answers the same too: the wait would tell the account exists.
    const again = await slow.client().post('/api/auth/forgot-password', { email: user.email });
    expect({ status: again.status, body: again.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
  });
});

describe('sessions end when the password or e-mail changes', () => {
  it('a password change from the profile signs out every other session and its sockets', async () => {
    const { client: first, user, password } = await signedInCustomer(t);
    const second = await secondSession(t, user.email);
    const firstSocket = await connect(t, first);
    const secondSocket = await connect(t, second);
    const secondGone = disconnected(secondSocket);

    const changed = await first.put('/api/user/profile', {
      name: 'Ravi Teja',
      email: user.email,
      currentPassword: password,
      newPassword: 'Fresh#Pass99',
    });
    expect(changed.status).toBe(200);
    expect((await second.get('/api/auth/check')).status).toBe(401);
    expect((await first.get('/api/auth/check')).status).toBe(200);
    expect(await within(3000, secondGone)).toBe('io server disconnect');
    expect(firstSocket.connected).toBe(true);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(left.map((s) => s.tokenHash)).toEqual([sha256(first.cookies.get('token')!)]);
  });

  it('logout disconnects the sockets of that session only', async () => {
    const { client: first, user } = await signedInCustomer(t);
    const second = await secondSession(t, user.email);
    const firstSocket = await connect(t, first);
    const secondSocket = await connect(t, second);
    const firstGone = disconnected(firstSocket);
    expect((await first.post('/api/auth/logout')).status).toBe(200);
    expect(await within(3000, firstGone)).toBe('io server disconnect');
    expect(secondSocket.connected).toBe(true);
    expect((await second.get('/api/auth/check')).status).toBe(200);
  });

  it('a password reset disconnects every socket of the account', async () => {
    const { client, user } = await signedInCustomer(t);
    const socket = await connect(t, client);
    const gone = disconnected(socket);
    await t.client().post('/api/auth/forgot-password', { email: user.email });
    const otp = otpFrom(await t.inbox.waitFor(user.email));
    const reset = await t.client().post('/api/auth/reset-password', {
      email: user.email,
      otp,
      password: 'NewPass#2024',
      confirmPassword: 'NewPass#2024',
    });
    expect(reset.status).toBe(200);
    expect(await within(3000, gone)).toBe('io server disconnect');
  });
});

describe('changing the e-mail', () => {
  it('needs the OTP sent to the new address, then signs out other sessions and tells the old one', async () => {
    const { client, user, password } = await signedInCustomer(t);
    const other = await secondSession(t, user.email);
    const newEmail = uniqueEmail('moved');
    const change = (extra: Record<string, unknown> = {}) =>
      client.put('/api/user/profile', {
        name: 'Ravi Teja',
        email: newEmail,
        currentPassword: password,
        ...extra,
      });

    const withoutCode = await change();
    expect(withoutCode).toMatchObject({
      status: 400,
      body: { code: 'EMAIL_NOT_VERIFIED', message: m.emailChangeNeedsOtp },
    });
    const sent = await client.post('/api/user/email-otp', { email: newEmail });
    expect(sent).toMatchObject({ status: 200, body: { message: m.emailChangeOtpSent } });
    const otp = otpFrom(await t.inbox.waitFor(newEmail));
    const wrong = await change({ emailOtp: wrongCode(otp, 0) });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(unchanged?.email).toBe(user.email);

    const ok = await change({ emailOtp: otp });
    expect(ok).toMatchObject({ status: 200, body: { user: { email: newEmail } } });
    const notice = await t.inbox.waitFor(user.email);
    expect(notice.body).toContain(newEmail);
    expect((await other.get('/api/auth/check')).status).toBe(401);
    expect((await client.get('/api/auth/check')).body).toMatchObject({
      user: { email: newEmail },
    });
    // The code is spent.
    const replay = await client.put('/api/user/profile', {
      name: 'Ravi Teja',
      email: uniqueEmail(),
      currentPassword: password,
      emailOtp: otp,
    });
    expect(replay.status).toBe(400);
  });

  it('sends the code only to a signed-in customer, for an address nobody uses', async () => {
    const anonymous = await t.client().post('/api/user/email-otp', { email: uniqueEmail() });
    expect(anonymous.status).toBe(401);
    const { client } = await signedInCustomer(t);
    const { user: other } = await signedInCustomer(t);
    const taken = await client.post('/api/user/email-otp', { email: other.email });
    expect(taken).toMatchObject({ status: 409, body: { message: m.emailTaken } });
    expect(await otpRows(other.email)).toHaveLength(0);
  });

  it('does not accept a code another account asked for', async () => {
    const { client: asker } = await signedInCustomer(t);
    const { client: thief, password } = await signedInCustomer(t);
    const newEmail = uniqueEmail('wanted');
    await asker.post('/api/user/email-otp', { email: newEmail });
    const otp = otpFrom(await t.inbox.waitFor(newEmail));
    const stolen = await thief.put('/api/user/profile', {
      name: 'Ravi Teja',
      email: newEmail,
      currentPassword: password,
      emailOtp: otp,
    });
    expect(stolen.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, newEmail))).toHaveLength(
      0,
    );
  });
});

describe('housekeeping', () => {
  it('deletes OTPs expired more than a day ago and keeps recent ones', async () => {
    const email = uniqueEmail('old');
    const hour = 3_600_000;
    await t.database.db.insert(emailOtps).values([
      {
        email,
        purpose: 'register',
        codeHash: 'long-gone',
        expiresAt: new Date(Date.now() - 25 * hour),
      },
      {
        email,
        purpose: 'register',
        codeHash: 'just-expired',
        expiresAt: new Date(Date.now() - hour),
      },
      { email, purpose: 'reset', codeHash: 'live', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await t.app.housekeeping();
    const left = (await otpRows(email)).map((r) => r.codeHash).sort();
    expect(left).toEqual(['just-expired', 'live']);
  });
});

describe('e-mail-change codes of two accounts for one new address', () => {
  it('are kept apart: another account neither replaces nor burns a pending code', async () => {
    const newEmail = uniqueEmail('wanted');
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    expect((await owner.client.post('/api/user/email-otp', { email: newEmail })).status).toBe(200);
    const ownerCode = otpFrom(await t.inbox.waitFor(newEmail));
    // The other account asks for the same address at once: it gets a code of its own.
    expect((await other.client.post('/api/user/email-otp', { email: newEmail })).status).toBe(200);
    const otherCode = otpFrom(await t.inbox.waitFor(newEmail));
    const change = (who: typeof owner, emailOtp: string) =>
      who.client.put('/api/user/profile', {
        name: 'Ravi Teja',
        email: newEmail,
        currentPassword: who.password,
        emailOtp,
      });
    // Its wrong guesses use up only its own tries.
    for (let i = 0; i <= OTP_MAX_ATTEMPTS; i++) {
      const guess = i === OTP_MAX_ATTEMPTS ? ownerCode : wrongCode(otherCode, i);
      expect((await change(other, guess)).status).toBeGreaterThanOrEqual(400);
    }
    const changed = await change(owner, ownerCode);
    expect(changed).toMatchObject({ status: 200, body: { user: { email: newEmail } } });
  });
});
