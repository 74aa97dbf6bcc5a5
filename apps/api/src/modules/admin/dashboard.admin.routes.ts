/**
 * HTTP for the back-office dashboard. Registered inside the back-office scope of app.ts, whose
 * guard admits administrators only.
 */
import { dashboardStatsSchema } from '@shop/shared/admin/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-scope';
import type { DashboardService } from './dashboard.service';

export default async function adminDashboardRoutes(
  fastify: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/dashboard-stats',
    {
      schema: {
        tags: ['admin'],
        summary: "The dashboard's counts (administrators)",
        description:
          'pendingOrderCount: orders still to dispatch (PENDING and PROCESSING); completedOrderCount: DELIVERED orders; orderCount: every order, cancelled ones too; userCount: customers; refundsOwedCount: refunds PENDING or FAILED and not made again (listed at GET /api/admin/refunds), plus the orders in REFUND_PENDING with none of those (ordersOwingWithoutRefundCount); returnsWaitingCount: only once the shop takes returns.',
        response: { 200: dashboardStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard.stats();
    },
  );
}
