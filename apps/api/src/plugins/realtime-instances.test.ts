/**
 * Two instances of the shop on one database and no Redis: a session that ends on one instance
 * closes its sockets on the other too, told by the database's `sessions_changed` message, while
 * the sockets of sessions still valid stay open.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, VALID_PASSWORD } from '../../test/accounts-helpers';
import type { HttpClient } from '../../test/http-client';
import { SocketPool } from '../../test/sockets';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';

let a: TestApp;
let b: FastifyInstance;
let bUrl: string;
const sockets = new SocketPool();

beforeAll(async () => {
  a = await startTestApp();
  // A second instance on the same database, as behind a load balancer, with no Redis between.
  b = await buildApp({ config: a.config, database: a.database });
  await b.listen({ port: 0, host: '127.0.0.1' });
  bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  sockets.closeAll();
  await b?.close();
  await a?.close();
});

async function socketOnB(client: HttpClient): Promise<Socket> {
  const { socket, authenticated } = await sockets.open(bUrl, client);
  expect(authenticated).toBe(true);
  return socket;
}

/** Whether the socket is disconnected by the server within `ms`. */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason === 'io server disconnect');
    });
  });

async function secondSession(email: string, password = VALID_PASSWORD) {
  const client = a.client();
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
}

describe('a session ended on one instance, without Redis', () => {
  it('closes its sockets on the other instance after a password change, and only those', async () => {
    const { client: first, user, password } = await signedInCustomer(a);
    const second = await secondSession(user.email);
    const firstSocket = await socketOnB(first);
    const secondSocket = await socketOnB(second);
    const secondClosed = closedWithin(secondSocket, 5_000);
    const firstClosed = closedWithin(firstSocket, 5_000);

    const changed = await first.put('/api/user/profile', {
      name: 'Ravi Teja',
      email: user.email,
      currentPassword: password,
      newPassword: 'Fresh#Pass99',
    });
    expect(changed.status).toBe(200);

    expect(await secondClosed).toBe(true);
    expect(await firstClosed).toBe(false);
    expect(firstSocket.connected).toBe(true);
  });

  it('closes the sockets of a session signed out on the other instance', async () => {
    const { client } = await signedInCustomer(a);
    const socket = await socketOnB(client);
    const closed = closedWithin(socket, 5_000);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect(await closed).toBe(true);
  });
});
