/** Accounts through HTTP against a real database and a real SMTP inbox. */
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtps, sessions, users } from '../../db/schema/index';
import { sha256 } from '../../lib/secrets';
import {
  registerCustomer,
  signedInCustomer,
  uniqueEmail,
  VALID_PASSWORD,
  verifiedEmail,
} from '../../../test/accounts-helpers';
import { otpFrom } from '../../../test/smtp-inbox';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userCount = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email))).length;

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Ravi',
  lastName: 'Kumar',
  mobile: '9123456780',
  password: VALID_PASSWORD,
  confirmPassword: VALID_PASSWORD,
  ...overrides,
});

describe('send-otp', () => {
  it('e-mails a 6-digit code and stores only its hash', async () => {
    const email = uniqueEmail();
    const answer = await t
      .client()
      .post('/api/auth/send-otp', { email: `  ${email.toUpperCase()} ` });
    expect(answer).toMatchObject({ status: 200, body: { message: m.otpSent } });
    const otp = otpFrom(await t.inbox.waitFor(email));
    expect(otp).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(otp);
  });

  it('refuses a second code within 60 seconds', async () => {
    const email = uniqueEmail();
    const client = t.client();
    expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
    const again = await client.post('/api/auth/send-otp', { email });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'OTP_TOO_SOON' });
    expect(String(again.body.message)).toMatch(
      /^Please wait \d+ seconds before requesting another OTP$/,
    );
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
    const rows = await t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers bad input with 400 and a message', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/send-otp', { email: '' })).body).toMatchObject({
      message: m.emailRequired,
      code: 'VALIDATION_FAILED',
    });
    expect((await client.post('/api/auth/send-otp', { email: 'not-an-email' })).body.message).toBe(
      m.emailInvalid,
    );
    const wrongType = await client.post('/api/auth/send-otp', { email: 42 });
    expect(wrongType.status).toBe(400);
    const malformed = await client.request('POST', '/api/auth/send-otp', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const huge = await client.post('/api/auth/send-otp', {
      email: 'a@b.in',
      padding: 'x'.repeat(2_000_000),
    });
    expect(huge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('verify-otp', () => {
  it('accepts the e-mailed code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/auth/send-otp', { email });
    const otp = otpFrom(await t.inbox.waitFor(email));
    const answer = await client.post('/api/auth/verify-otp', { email, otp });
    expect(answer).toMatchObject({ status: 200, body: { message: m.emailVerified } });
  });

  it('counts wrong codes and locks the OTP after five', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/auth/send-otp', { email });
    const otp = otpFrom(await t.inbox.waitFor(email));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const answer = await client.post('/api/auth/verify-otp', { email, otp: wrong });
      expect(answer).toMatchObject({
        status: 400,
        body: { message: m.otpInvalid, code: 'OTP_INVALID' },
      });
    }
    const fifth = await client.post('/api/auth/verify-otp', { email, otp: wrong });
    expect(fifth).toMatchObject({ status: 429, body: { message: m.otpTooManyAttempts } });
    const right = await client.post('/api/auth/verify-otp', { email, otp });
    expect(right).toMatchObject({ status: 429, body: { code: 'OTP_TOO_MANY_ATTEMPTS' } });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await client.post('/api/auth/send-otp', { email });
    const otp = otpFrom(await t.inbox.waitFor(email));
    await t.database.db
      .update(emailOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailOtps.email, email));
    const answer = await client.post('/api/auth/verify-otp', { email, otp });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: m.otpExpired, code: 'OTP_EXPIRED' },
    });
  });

  it('refuses a code for an e-mail that asked for none, and a malformed code', async () => {
    const client = t.client();
    const none = await client.post('/api/auth/verify-otp', { email: uniqueEmail(), otp: '123456' });
    expect(none).toMatchObject({ status: 400, body: { message: m.otpNotRequested } });
    const malformed = await client.post('/api/auth/verify-otp', {
      email: uniqueEmail(),
      otp: '12ab',
    });
    expect(malformed).toMatchObject({ status: 400, body: { message: m.otpFormat } });
  });
});

describe('register', () => {
  it('creates the account, signs in and never answers the password hash', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifiedEmail(t, client, email);
    const answer = await client.post('/api/auth/register', registration(email));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: m.registerSuccess,
      user: {
        _id: expect.any(String),
        firstName: 'Ravi',
        lastName: 'Kumar',
        email,
        mobile: '9123456780',
      },
    });
    expect(answer.headers.get('set-cookie')).toMatch(/token=[^;]+; .*HttpOnly/i);
    const check = await client.get('/api/auth/check');
    expect(check).toMatchObject({ status: 200, body: { user: { email } } });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('needs an e-mail verified by OTP', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const unverified = await client.post('/api/auth/register', registration(email));
    expect(unverified).toMatchObject({
      status: 400,
      body: { message: m.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' },
    });

    await client.post('/api/auth/send-otp', { email });
    await t.inbox.waitFor(email);
    const sentNotVerified = await client.post('/api/auth/register', registration(email));
    expect(sentNotVerified.status).toBe(400);
    expect(await userCount(email)).toBe(0);
  });

  it('refuses a verification older than 30 minutes', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifiedEmail(t, client, email);
    await t.database.db
      .update(emailOtps)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(emailOtps.email, email));
    const answer = await client.post('/api/auth/register', registration(email));
    expect(answer).toMatchObject({ status: 400, body: { code: 'EMAIL_NOT_VERIFIED' } });
    expect(await userCount(email)).toBe(0);
  });

  it('enforces every rule of the form with its message', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifiedEmail(t, client, email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ confirmPassword: 'Circuit@2025' }, m.passwordsDoNotMatch],
      [{ mobile: '5123456789' }, m.mobileInvalid],
      [{ mobile: '98765' }, m.mobileInvalid],
      [{ password: 'short1!A', confirmPassword: 'short1!A' }, ''],
      [{ mobile: '1234567890' }, m.mobileInvalid],
      [
        { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        'Add an uppercase letter',
      ],
      [{ password: 'NoDigits!!aa', confirmPassword: 'NoDigits!!aa' }, 'Add a digit'],
      [{ password: 'NoSpecial123a', confirmPassword: 'NoSpecial123a' }, 'Add a symbol'],
      [
        { password: 'nospecial123', confirmPassword: 'nospecial123' },
        'Add an uppercase letter and a symbol',
      ],
      [{ firstName: '   ' }, m.firstNameRequired],
      [{ lastName: undefined }, m.lastNameRequired],
    ];
    for (const [override, message] of cases) {
      const answer = await client.post('/api/auth/register', registration(email, override));
      if (message === '') {
        // 'short1!A' is exactly 8 characters with every class: it is valid.
        expect(answer.status).toBe(201);
        await client.post('/api/auth/logout');
        await t.database.db.delete(users).where(eq(users.email, email));
        await t.database.db
          .update(emailOtps)
          .set({ consumedAt: null })
          .where(eq(emailOtps.email, email));
        continue;
      }
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await userCount(email)).toBe(0);
  });

  it('refuses an e-mail already registered, at send-otp and at register', async () => {
    const { user } = await registerCustomer(t);
    const client = t.client();
    const send = await client.post('/api/auth/send-otp', { email: user.email });
    expect(send).toMatchObject({
      status: 409,
      body: { message: m.emailTaken, code: 'EMAIL_TAKEN' },
    });
    const again = await client.post('/api/auth/register', registration(user.email));
    expect(again).toMatchObject({ status: 409, body: { message: m.emailTaken } });
    expect(await userCount(user.email)).toBe(1);
  });
});

describe('login, check and logout', () => {
  it('signs in, checks and revokes the session on logout', async () => {
    const { user, password } = await registerCustomer(t);
    const client = t.client();
    expect((await client.get('/api/auth/check')).status).toBe(401);
    // The web app's question at start: a visitor is an answer, not an error.
    expect(await client.get('/api/auth/session')).toMatchObject({
      status: 200,
      body: { user: null },
    });
    const login = await client.post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password,
    });
    expect(login).toMatchObject({
      status: 200,
      body: { message: m.loginSuccess, user: { _id: user._id } },
    });
    const token = client.cookies.get('token')!;
    expect(token.length).toBeGreaterThan(30);
    expect(await client.get('/api/auth/session')).toMatchObject({
      status: 200,
      body: { user: { _id: user._id, email: user.email } },
    });
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(stored?.userId).toBe(user._id);

    expect((await client.post('/api/auth/logout')).body).toEqual({ message: m.logoutSuccess });
    expect(client.cookies.has('token')).toBe(false);
    const replayed = t.client();
    replayed.cookies.set('token', token);
    expect((await replayed.get('/api/auth/check')).status).toBe(401);
    expect(await replayed.get('/api/auth/session')).toMatchObject({
      status: 200,
      body: { user: null },
    });
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token))),
    ).toHaveLength(0);
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const { user } = await registerCustomer(t);
    const client = t.client();
    const wrong = await client.post('/api/auth/login', {
      email: user.email,
      password: 'Wrong@1234',
    });
    const unknown = await client.post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'Wrong@1234',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer).toMatchObject({ status: 401, body: { message: m.invalidCredentials } });
    }
    expect(client.cookies.size).toBe(0);
    expect((await client.post('/api/auth/login', { email: user.email })).status).toBe(400);
  });

  it('rate-limits repeated logins for one e-mail', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await client.post('/api/auth/login', { email, password: 'Wrong@1234' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await client.post('/api/auth/login', { email, password: 'Wrong@1234' });
    expect(limited).toMatchObject({
      status: 429,
      body: { message: m.tooManyLogins, code: 'RATE_LIMITED' },
    });
  });

  it('refuses a state-changing call from another site', async () => {
    const { client } = await registerCustomer(t);
    const answer = await client.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(answer).toMatchObject({ status: 403, body: { code: 'CROSS_SITE_REQUEST' } });
    expect((await client.get('/api/auth/check')).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('resets with the e-mailed code, revokes sessions and changes the password', async () => {
    const { user, client: oldSession } = await registerCustomer(t);
    const client = t.client();
    const sent = await client.post('/api/auth/forgot-password', { email: user.email });
    expect(sent).toMatchObject({ status: 200, body: { message: m.resetOtpSent } });
    const otp = otpFrom(await t.inbox.waitFor(user.email));
    const wrong = await client.post('/api/auth/reset-password', {
      email: user.email,
      otp: otp === '999999' ? '888888' : '999999',
      password: 'NewPass#2024',
      confirmPassword: 'NewPass#2024',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: m.otpInvalid } });
    const reset = await client.post('/api/auth/reset-password', {
      email: user.email,
      otp,
      password: 'NewPass#2024',
      confirmPassword: 'NewPass#2024',
    });
    expect(reset).toMatchObject({ status: 200, body: { message: m.passwordResetSuccess } });
    expect((await oldSession.get('/api/auth/check')).status).toBe(401);
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: VALID_PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: 'NewPass#2024' }))
        .status,
    ).toBe(200);
    const replay = await client.post('/api/auth/reset-password', {
      email: user.email,
      otp,
      password: 'Other#Pass2024',
      confirmPassword: 'Other#Pass2024',
    });
    expect(replay.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const answer = await t.client().post('/api/auth/forgot-password', { email });
    expect(answer).toMatchObject({ status: 200, body: { message: m.resetOtpSent } });
    await expect(t.inbox.waitFor(email, 300)).rejects.toThrow(/No e-mail/);
    const rows = await t.database.db
      .select()
      .from(emailOtps)
      .where(and(eq(emailOtps.email, email), eq(emailOtps.purpose, 'reset')));
    expect(rows).toHaveLength(0);
  });
});

describe('profile', () => {
  it('needs a session', async () => {
    const answer = await t.client().put('/api/user/profile', { name: 'A B', email: uniqueEmail() });
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('updates the name without a password', async () => {
    const { client, user } = await registerCustomer(t);
    const answer = await client.put('/api/user/profile', {
      name: '  Meera  Lakshmi Iyer ',
      email: user.email,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: m.profileUpdated,
        user: { firstName: 'Meera', lastName: 'Lakshmi Iyer', email: user.email },
      },
    });
    expect((await client.get('/api/auth/check')).body).toMatchObject({
      user: { firstName: 'Meera' },
    });
  });

  it('takes the first and last names apart, and the mobile, as the profile page sends them', async () => {
    // Signed in without the OTP flow: this file's registrations use up the per-IP OTP limit.
    const { client, user } = await signedInCustomer(t);
    const answer = await client.put('/api/user/profile', {
      firstName: ' Sai Krishna ',
      lastName: 'Reddy',
      mobile: '7012345678',
      email: user.email,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { user: { firstName: 'Sai Krishna', lastName: 'Reddy', mobile: '7012345678' } },
    });
    const half = await client.put('/api/user/profile', { firstName: 'Sai', email: user.email });
    expect(half).toMatchObject({
      status: 400,
      body: { details: { lastName: [m.lastNameRequired] } },
    });
    const noName = await client.put('/api/user/profile', { email: user.email });
    expect(noName).toMatchObject({ status: 400, body: { details: { name: [m.nameRequired] } } });
    const badMobile = await client.put('/api/user/profile', {
      firstName: 'Sai',
      lastName: 'Reddy',
      mobile: '12345',
      email: user.email,
    });
    expect(badMobile).toMatchObject({ status: 400, body: { message: m.mobileInvalid } });
    expect((await client.get('/api/auth/check')).body).toMatchObject({
      user: { firstName: 'Sai Krishna', lastName: 'Reddy', mobile: '7012345678' },
    });
  });

  it('asks for the current password to change e-mail or password', async () => {
    const { client, user, password } = await registerCustomer(t);
    const newEmail = uniqueEmail();
    const noPassword = await client.put('/api/user/profile', { name: 'Asha Rao', email: newEmail });
    expect(noPassword).toMatchObject({ status: 400, body: { message: m.currentPasswordRequired } });
    const wrong = await client.put('/api/user/profile', {
      name: 'Asha Rao',
      email: user.email,
      currentPassword: 'Wrong@1234',
      newPassword: 'Fresh#Pass99',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: m.currentPasswordWrong } });
    const weak = await client.put('/api/user/profile', {
      name: 'Asha Rao',
      email: user.email,
      currentPassword: password,
      newPassword: 'weak',
    });
    expect(weak).toMatchObject({
      status: 400,
      body: {
        message: 'Use at least 8 characters and add an uppercase letter, a digit and a symbol',
      },
    });

    expect((await client.post('/api/user/email-otp', { email: newEmail })).status).toBe(200);
    const emailOtp = otpFrom(await t.inbox.waitFor(newEmail));
    const ok = await client.put('/api/user/profile', {
      name: 'Asha Rao',
      email: newEmail,
      currentPassword: password,
      newPassword: 'Fresh#Pass99',
      emailOtp,
    });
    expect(ok).toMatchObject({ status: 200, body: { user: { email: newEmail } } });
    const login = await t
      .client()
      .post('/api/auth/login', { email: newEmail, password: 'Fresh#Pass99' });
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail that belongs to another account', async () => {
    const other = await registerCustomer(t);
    const { client, password } = await registerCustomer(t);
    const answer = await client.put('/api/user/profile', {
      name: 'Asha Rao',
      email: other.user.email,
      currentPassword: password,
    });
    expect(answer).toMatchObject({ status: 409, body: { message: m.emailTaken } });
  });
});
