/**
 * Who is calling: the customer behind the `token` cookie and the administrator behind the admin
 * cookie or a Bearer token. `app.requireCustomer` and `app.requireAdmin` are the guards every
 * route of every module uses (401 without a session; 403 for a customer on an admin route).
 */
import type { User, AdminUser } from '@shop/shared/accounts/schemas';
import { accountMessages, adminMessages } from '@shop/shared/accounts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/app-error';

export const CUSTOMER_COOKIE = 'token';
export const ADMIN_COOKIE = 'adminToken';

/**
 * Who holds a session token. The accounts service answers it for customers and the admin
 * service for administrators; app.ts passes them in, so the plugin imports no module.
 */
export interface SessionReader<Holder> {
  authenticate(token: string | undefined): Promise<Holder | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireCustomer(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
    setSessionCookie(
      reply: FastifyReply,
      name: string,
      token: string,
      expiresAt: Date,
      path?: string,
    ): void;
  }
  interface FastifyRequest {
    /** Set by requireCustomer. */
    customer: User | null;
    /** Set by requireAdmin. */
    admin: AdminUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function adminTokenOf(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[ADMIN_COOKIE];
}

export default fp(
  async function auth(
    app: FastifyInstance,
    opts: {
      accounts: SessionReader<User>;
      admins: SessionReader<AdminUser>;
      secureCookies: boolean;
    },
  ) {
    app.decorateRequest('customer', null);
    app.decorateRequest('admin', null);

    app.decorate(
      'setSessionCookie',
      (reply: FastifyReply, name: string, token: string, expiresAt: Date, path = '/') => {
        reply.setCookie(name, token, {
          httpOnly: true,
          sameSite: name === ADMIN_COOKIE ? 'strict' : 'lax',
          secure: opts.secureCookies,
          path,
          expires: expiresAt,
        });
      },
    );

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const user = await opts.accounts.authenticate(request.cookies[CUSTOMER_COOKIE]);
      if (!user) throw unauthenticated(accountMessages.notSignedIn);
      request.customer = user;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const admin = await opts.admins.authenticate(adminTokenOf(request));
      if (admin) {
        request.admin = admin;
        return;
      }
      if (await opts.accounts.authenticate(request.cookies[CUSTOMER_COOKIE])) {
        throw forbidden(adminMessages.forbidden);
      }
      throw unauthenticated(adminMessages.notSignedIn);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
