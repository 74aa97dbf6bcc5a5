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
        summary: "The dashboard's counts and sales figures (administrators)",
        description:
          'pendingOrderCount: orders confirmed (COD chosen or paid) and not yet delivered (PROCESSING, SHIPPED, OUT_FOR_DELIVERY); awaitingPaymentCount: checkouts nobody paid for nor chose cash on delivery (PENDING), counted apart; ordersToShipCount: PROCESSING; lowStockCount: products at or below their low-stock threshold; sales: today since midnight in India against yesterday to the same time, the last 7 and 30 days against the 7 and 30 before, of orders confirmed and not cancelled nor refunded in full, by order date (GST from the order lines); trends in whole percent, null when the previous period had nothing; salesByDay: the last 30 days in India; countTrends: new in the last 30 days against the 30 before; completedOrderCount: DELIVERED orders; orderCount: every order, cancelled ones too; userCount: customers; refundsOwedCount: refunds PENDING or FAILED and not made again (listed at GET /api/admin/refunds), plus the orders in REFUND_PENDING with none of those (ordersOwingWithoutRefundCount); returnsWaitingCount: only once the shop takes returns.',
        response: { 200: dashboardStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard.stats();
    },
  );
}
