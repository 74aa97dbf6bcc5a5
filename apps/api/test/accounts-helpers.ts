/** Test helpers for anything that needs a signed-in customer or administrator. */
import { randomBytes } from 'node:crypto';
import type { User } from '@shop/shared/accounts/schemas';
import { insertUser } from '../src/modules/accounts/accounts.repository';
import { hashPassword } from '../src/lib/secrets';
import type { HttpClient } from './http-client';
import { otpFrom } from './smtp-inbox';
import type { TestApp } from './test-app';

export const VALID_PASSWORD = 'Circuit@2024';

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.in`;
}

/** What registration needs of a running shop: its inbox, and clients for it. */
type Shop = Pick<TestApp, 'inbox' | 'client'>;

export async function verifiedEmail(testApp: Shop, client: HttpClient, email: string) {
  const sent = await client.post('/api/auth/send-otp', { email });
  if (sent.status !== 200)
    throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = otpFrom(await testApp.inbox.waitFor(email));
  const verified = await client.post('/api/auth/verify-otp', { email, otp });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
}

/** Registers a new customer through the real OTP flow; the client is left signed in. */
export async function registerCustomer(
  testApp: Shop,
  client: HttpClient = testApp.client(),
  overrides: Partial<{
    email: string;
    firstName: string;
    lastName: string;
    mobile: string;
    password: string;
  }> = {},
): Promise<{ client: HttpClient; user: User; password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? VALID_PASSWORD;
  await verifiedEmail(testApp, client, email);
  const answer = await client.post<{ user: User }>('/api/auth/register', {
    email,
    firstName: overrides.firstName ?? 'Asha',
    lastName: overrides.lastName ?? 'Rao',
    mobile: overrides.mobile ?? '9876543210',
    password,
    confirmPassword: password,
  });
  if (answer.status !== 201)
    throw new Error(`register answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { client, user: answer.body.user, password };
}

/** Signs in the configured administrator; the client sends the Bearer token from then on. */
export async function adminClient(testApp: TestApp): Promise<HttpClient> {
  const client = testApp.client();
  const answer = await client.post<{ token: string }>('/api/admin/login', {
    username: testApp.config.admin.username,
    password: testApp.config.admin.password,
  });
  if (answer.status !== 200) throw new Error(`admin login answered ${answer.status}`);
  client.headers.authorization = `Bearer ${answer.body.token}`;
  return client;
}

let knownHash: Promise<string> | undefined;

/**
 * A signed-in customer without the OTP flow (which is rate-limited per IP and tested on its own):
 * the account is written straight to the database, then signs in through the real login.
 */
export async function signedInCustomer(
  /** A shop's database and clients for it: a test app, or a server process opened from here. */
  testApp: Pick<TestApp, 'database' | 'client'>,
  overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
): Promise<{ client: HttpClient; user: User; password: string }> {
  knownHash ??= hashPassword(VALID_PASSWORD);
  const email = overrides.email ?? uniqueEmail('buyer');
  await insertUser(testApp.database.db, {
    email,
    firstName: overrides.firstName ?? 'Ravi',
    lastName: overrides.lastName ?? 'Teja',
    mobile: '9123456780',
    passwordHash: await knownHash,
  });
  const client = testApp.client();
  const answer = await client.post<{ user: User }>('/api/auth/login', {
    email,
    password: VALID_PASSWORD,
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return { client, user: answer.body.user, password: VALID_PASSWORD };
}
