/**
 * HTTP for the signed-in administrator's own account: who they are, and changing their password.
 * Registered inside the back-office scope of app.ts, whose guard admits administrators only.
 */
import { adminPasswordChangeSchema, adminUserSchema } from '@shop/shared/accounts/schemas';
import { adminMessages } from '@shop/shared/accounts/messages';
import { messageSchema } from '@shop/shared/http/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-scope';
import { adminTokenOf } from '../../plugins/auth';
import type { AdminService } from './admin.service';

const tags = ['admin'];

export default async function adminSelfRoutes(
  fastify: FastifyInstance,
  { admins }: { admins: AdminService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/me',
    {
      schema: {
        tags,
        summary: 'The signed-in administrator',
        response: { 200: z.object({ user: adminUserSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ user: request.admin! }),
  );

  app.put(
    '/api/admin/password',
    {
      schema: {
        tags,
        summary: "Change the signed-in administrator's password; their other sessions end",
        body: adminPasswordChangeSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await admins.changePassword(adminTokenOf(request)!, request.body);
      return { message: adminMessages.passwordChanged };
    },
  );
}
