/** Administrator sign-in, the admin guard and password changes. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminMessages } from '@shop/shared/accounts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, registerCustomer } from '../../../test/accounts-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { openDatabase } from '../../db/client';
import { createAdminService } from './admin.service';

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

  it('refuses wrong credentials with the login page’s message', async () => {
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

describe('changing the administrator password', () => {
  // Sessions are opened through the service: the login route's rate limit is not under test.
  const signIn = async (username: string, password: string) => {
    const client = t.client();
    try {
      const { token } = await createAdminService({ db: t.database.db }).login({
        username,
        password,
      });
      client.headers.authorization = `Bearer ${token}`;
      return { client, status: 200 };
    } catch {
      return { client, status: 401 };
    }
  };

  it('needs the current password, then ends every other session of that administrator', async () => {
    await createAdminService({ db: t.database.db }).ensureAdmin('deputy', 'Deputy#Desk2024');
    const { client: desk } = await signIn('deputy', 'Deputy#Desk2024');
    const { client: counter } = await signIn('deputy', 'Deputy#Desk2024');
    const { client: owner } = await signIn('owner', 'Counter#Staff2024');

    const wrong = await desk.put('/api/admin/password', {
      currentPassword: 'Not#TheRight1',
      newPassword: 'Deputy#Desk2025',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: adminMessages.currentPasswordWrong },
    });
    const weak = await desk.put('/api/admin/password', {
      currentPassword: 'Deputy#Desk2024',
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect((await counter.get('/api/admin/me')).status).toBe(200);

    const changed = await desk.put('/api/admin/password', {
      currentPassword: 'Deputy#Desk2024',
      newPassword: 'Deputy#Desk2025',
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: adminMessages.passwordChanged },
    });
    expect((await desk.get('/api/admin/me')).status).toBe(200);
    expect((await counter.get('/api/admin/me')).status).toBe(401);
    // Another administrator's sessions are theirs.
    expect((await owner.get('/api/admin/me')).status).toBe(200);
    expect((await signIn('deputy', 'Deputy#Desk2024')).status).toBe(401);
    expect((await signIn('deputy', 'Deputy#Desk2025')).status).toBe(200);
  });

  it('is refused without an administrator session', async () => {
    const { client: customer } = await registerCustomer(t);
    const body = { currentPassword: 'Counter#Staff2024', newPassword: 'Counter#Staff2025' };
    expect((await customer.put('/api/admin/password', body)).status).toBe(403);
    expect((await t.client().put('/api/admin/password', body)).status).toBe(401);
  });
});

describe('the set-admin-password command', () => {
  it('sets the password from standard input and ends the sessions', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-cli-'));
    try {
      const seed = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      await seed.migrate();
      const admins = createAdminService({ db: seed.db });
      await admins.ensureAdmin('owner', 'Counter#Staff2024');
      const { token } = await admins.login({ username: 'owner', password: 'Counter#Staff2024' });
      await seed.close();

      const run = (username: string, input: string) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/cli/set-admin-password.ts', username],
          {
            cwd: path.resolve(import.meta.dirname, '../../..'),
            input,
            encoding: 'utf8',
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          },
        );
      const weak = run('owner', 'weak\n');
      expect(weak.status).toBe(1);
      expect(weak.stderr).toContain(
        'Use at least 8 characters and add an uppercase letter, a digit and a symbol',
      );
      const unknown = run('nobody', 'Fresh#Start2025\n');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('There is no administrator named "nobody"');
      const done = run('owner', 'Fresh#Start2025\n');
      expect(done.stderr).toBe('');
      expect(done.status).toBe(0);

      const after = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      const check = createAdminService({ db: after.db });
      expect(await check.authenticate(token)).toBeUndefined();
      await expect(
        check.login({ username: 'owner', password: 'Counter#Staff2024' }),
      ).rejects.toThrow();
      await expect(
        check.login({ username: 'owner', password: 'Fresh#Start2025' }),
      ).resolves.toMatchObject({ user: { username: 'owner' } });
      await after.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
