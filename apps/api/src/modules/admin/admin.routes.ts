/**
 * HTTP for the administrators' way in and out: sign-in and sign-out, the only back-office routes
 * outside the back-office scope (sign-out ends whatever session it is given, so it needs none).
 */
import { adminLoginAnswerSchema, adminLoginSchema } from '@shop/shared/accounts/schemas';
import { adminMessages } from '@shop/shared/accounts/messages';
import { messageSchema } from '@shop/shared/http/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-scope';
import { ADMIN_COOKIE, adminTokenOf } from '../../plugins/auth';
import { limits } from '../../plugins/rate-limits';
import type { AdminService } from './admin.service';

const tags = ['admin'];

export default async function adminRoutes(
  fastify: FastifyInstance,
  { admins }: { admins: AdminService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags,
        summary: 'Sign in as an administrator',
        body: adminLoginSchema,
        response: { 200: adminLoginAnswerSchema, ...errorResponses(400, 401, 429) },
      },
      config: {
        rateLimit: limits(adminMessages.tooManyLogins, {
          name: 'admin-login',
          per: 'ip',
          max: 10,
          minutes: 15,
          failuresOnly: true,
        }),
      },
    },
    async (request, reply) => {
      const { token, expiresAt, user } = await admins.login(request.body);
      app.setSessionCookie(reply, ADMIN_COOKIE, token, expiresAt, '/api');
      return { message: adminMessages.welcome, token, user };
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags, summary: 'Sign out the administrator', response: { 200: messageSchema } } },
    async (request, reply) => {
      await admins.logout(adminTokenOf(request));
      reply.clearCookie(ADMIN_COOKIE, { path: '/api' });
      return { message: adminMessages.loggedOut };
    },
  );
}
