/**
 * HTTP for the back office's Users screen. Registered inside the back-office scope of app.ts,
 * whose guard admits administrators only. The customers are this module's; their order counts
 * and totals are the orders module's, asked for once per page.
 */
import {
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  blockCustomerSchema,
  customerStandingSchema,
} from '@shop/shared/accounts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { OrdersService } from '../orders/orders.service';
import type { AccountsService } from './accounts.service';

const tags = ['accounts', 'admin'];

export default async function accountsAdminRoutes(
  fastify: FastifyInstance,
  { accounts, orders }: { accounts: AccountsService; orders: Pick<OrdersService, 'statsForUsers'> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Customers with their order counts and totals, newest first (administrators)',
        description:
          'Answers a JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100). ?q= finds a case-insensitive substring of the first and last name or the e-mail. orderCount counts every order; totalSpent (rupees) adds up those not cancelled.',
        querystring: adminCustomerListQuerySchema,
        response: { 200: z.array(adminCustomerSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await accounts.listCustomers(request.query);
      const stats = await orders.statsForUsers(page.items.map((user) => user._id));
      const items = page.items.map((user) => ({
        ...user,
        ...(stats.get(user._id) ?? { orderCount: 0, totalSpent: 0 }),
      }));
      return sendPage(request, reply, { ...page, items });
    },
  );

  const params = z.object({ id: z.string().max(100) });

  app.post(
    '/api/admin/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a customer: sessions end at once, no sign-in or order (administrators)',
        description:
          'Every session of the customer ends on every instance before the answer. Their orders and details stay. Blocking a blocked customer changes nothing (the first reason stays). Staff accounts are not customers and cannot be blocked.',
        params,
        body: blockCustomerSchema,
        response: { 200: customerStandingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => accounts.block(request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/unblock',
    {
      schema: {
        tags,
        summary: 'Let a blocked customer sign in and order again (administrators)',
        params,
        response: { 200: customerStandingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => accounts.unblock(request.params.id),
  );
}
