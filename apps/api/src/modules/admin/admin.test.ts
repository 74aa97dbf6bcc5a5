/** Administrator sign-in and the admin guard, through HTTP. */
import { adminMessages } from '@shop/shared/accounts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerCustomer } from '../../../test/accounts-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Counter#Staff2024' });
});
afterAll(async () => {
  await t?.close();
});

describe('admin login', () => {
  it('answers a token and the user, and sets the admin cookie', async () => {
    const client = t.client();
    const answer = await client.post('/api/admin/login', {
      username: 'Owner',
      password: 'Counter#Staff2024',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: adminMessages.welcome,
        token: expect.any(String),
        user: { username: 'owner', role: 'admin' },
      },
    });
    expect(answer.headers.get('set-cookie')).toMatch(/adminToken=[^;]+;.*Path=\/api;.*HttpOnly/i);
    // The cookie alone authenticates.
    expect((await client.get('/api/admin/me')).body).toEqual({
      user: { username: 'owner', role: 'admin' },
    });
  });

  it('refuses wrong credentials with the spec message', async () => {
    const client = t.client();
    for (const body of [
      { username: 'owner', password: 'wrong-password' },
      { username: 'nobody', password: 'Counter#Staff2024' },
    ]) {
      const answer = await client.post('/api/admin/login', body);
      expect(answer).toMatchObject({
        status: 401,
        body: { message: adminMessages.invalidCredentialsToast },
      });
    }
    const missing = await client.post('/api/admin/login', { username: '' });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: adminMessages.usernameRequired },
    });
  });

  it('does not know the development default when credentials are configured', async () => {
    const answer = await t
      .client()
      .post('/api/admin/login', { username: 'admin', password: 'Admin@12345' });
    expect(answer.status).toBe(401);
  });
});

describe('the admin guard', () => {
  it('accepts a Bearer token, refuses none with 401 and a customer with 403', async () => {
    const admin = await adminClient(t);
    admin.cookies.clear();
    expect((await admin.get('/api/admin/me')).status).toBe(200);

    const anonymous = await t.client().get('/api/admin/me');
    expect(anonymous).toMatchObject({ status: 401, body: { message: adminMessages.notSignedIn } });

    const { client: customer } = await registerCustomer(t);
    const forbidden = await customer.get('/api/admin/me');
    expect(forbidden).toMatchObject({
      status: 403,
      body: { message: adminMessages.forbidden, code: 'FORBIDDEN' },
    });

    const forged = await t
      .client()
      .get('/api/admin/me', { authorization: 'Bearer not-a-real-token' });
    expect(forged.status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const admin = await adminClient(t);
    const token = admin.headers.authorization!;
    expect((await admin.post('/api/admin/logout')).status).toBe(200);
    expect((await t.client().get('/api/admin/me', { authorization: token })).status).toBe(401);
  });
});
