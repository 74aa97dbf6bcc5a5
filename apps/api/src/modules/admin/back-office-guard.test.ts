/**
 * The back office's authorisation, driven by the routes the app actually registered rather than a
 * list someone must remember to extend. Every route registered in the back-office scope, every
 * route with an `admin` path segment and every route tagged `admin` must refuse a caller without a
 * session (401) and a customer (403), and admit an administrator; and every such route must live
 * in the scope. Only the doors into and out of the back office are exempt, by name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { RegisteredRoute } from '../../plugins/route-inventory';

/** Administrators' routes that must answer without an administrator's session, and why. */
const OPEN_DOORS: Record<string, string> = {
  'POST /api/admin/login': 'the way in',
  'POST /api/admin/logout': 'the way out: it ends the session it is sent, if there is one',
};

let t: TestApp;
let customer: HttpClient;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  customer = (await signedInCustomer(t)).client;
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const looksAdministrative = (route: RegisteredRoute) =>
  route.backOffice || route.url.split('/').includes('admin') || route.tags.includes('admin');

/** The table: every administrators' route the app registered, but the open doors. */
function backOfficeTable(): RegisteredRoute[] {
  return t.app
    .registeredRoutes()
    .filter((route) => route.method !== 'HEAD')
    .filter((route) => looksAdministrative(route) && !(name(route) in OPEN_DOORS));
}

/** A concrete path for a route: every parameter becomes a well-formed id that matches nothing. */
const samplePath = (url: string) =>
  url.replace(/:\w+/g, () => randomUUID()).replace(/\*$/, 'anything');

const call = (client: HttpClient, route: RegisteredRoute) =>
  client.request(route.method, samplePath(route.url), {
    json: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
  });

describe('the back-office guard', () => {
  it('finds the administrators’ routes and every one of them is in the back-office scope', () => {
    const table = backOfficeTable();
    expect(table.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/orders/status/:status',
        'GET /api/orders/admin/:id',
        'GET /api/dashboard-stats',
        'GET /api/admin/users',
        'GET /api/admin/me',
        'PUT /api/admin/password',
        'GET /api/admin/feedback',
        'POST /api/feedback/:id/reply',
        'GET /api/enquiry',
        'PATCH /api/enquiry/:id/handled',
      ]),
    );
    expect(table.filter((route) => !route.backOffice).map(name)).toEqual([]);
    // The open doors exist: a renamed one would otherwise leave a stale exemption behind.
    const registered = t.app.registeredRoutes().map(name);
    expect(registered).toEqual(expect.arrayContaining(Object.keys(OPEN_DOORS)));
  });

  it('answers 401 without a session, 403 to a customer, and lets an administrator through', async () => {
    const wrong: string[] = [];
    for (const route of backOfficeTable()) {
      const anonymous = await call(t.client(), route);
      if (anonymous.status !== 401)
        wrong.push(`${name(route)}: ${anonymous.status} without a session`);
      const asCustomer = await call(customer, route);
      if (asCustomer.status !== 403)
        wrong.push(`${name(route)}: ${asCustomer.status} to a customer`);
      const asAdmin = await call(admin, route);
      if ([401, 403].includes(asAdmin.status) || asAdmin.status >= 500) {
        wrong.push(`${name(route)}: ${asAdmin.status} to an administrator`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the administrator’s token on every back-office route', async () => {
    const doc = await t
      .client()
      .get<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
        '/api/openapi.json',
      );
    const undocumented = backOfficeTable()
      .filter((route) => !route.hidden)
      .filter((route) => {
        const operation =
          doc.body.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
        return !operation?.security?.some((scheme) => Object.hasOwn(Object(scheme), 'adminBearer'));
      });
    expect(undocumented.map(name)).toEqual([]);
  });
});
