/**
 * HTTP for Shiprocket's tracking webhook (docs/decisions/046-courier-webhook.md). No session: the
 * x-api-key token Shiprocket sends is the authority, compared in constant time with
 * SHIPROCKET_WEBHOOK_TOKEN. The body is read raw, so the token is checked before anything of
 * the body is believed or even parsed, and a bad token is always a 401.
 */
import { z } from 'zod';
import { shiprocketMessages as sm, shiprocketTrackingSchema } from '@shop/shared/orders/shiprocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, unauthenticated } from '../../lib/app-error';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { sameToken } from '../../lib/secrets';
import { errorResponses } from '../../lib/route-scope';
import { limits } from '../../plugins/rate-limits';
import type { OrdersService } from './orders.service';

const answerSchema = z.object({
  status: z
    .enum(['updated', 'unchanged', 'closed', 'unknown-awb'])
    .describe(
      'updated: scans added or the order moved; unchanged: all of it was stored already; closed: the order is delivered or cancelled; unknown-awb: no one order has this AWB number',
    ),
});

export default async function courierWebhookRoutes(
  fastify: FastifyInstance,
  { orders, token }: { orders: OrdersService; token: string | undefined },
) {
  await fastify.register(async (scope) => {
    keepRawJsonBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/courier-tracking',
      {
        config: {
          // Shiprocket's own deliveries never count (they answer 200); a caller guessing the
          // token, or sending what is not a tracking update, is held back soon.
          rateLimit: limits(
            sm.tooMany,
            {
              name: 'shiprocket-webhook-refused',
              per: 'ip',
              max: 30,
              minutes: 10,
              failuresOnly: true,
            },
            { name: 'shiprocket-webhook', per: 'ip', max: 600, minutes: 1 },
          ),
        },
        schema: {
          tags: ['orders'],
          summary: "Shiprocket's tracking webhook (x-api-key: SHIPROCKET_WEBHOOK_TOKEN)",
          description:
            "Shiprocket's tracking update as it sends it: {awb, courier_name, current_status, current_status_id, shipment_status, order_id, current_timestamp, etd, scans: [{date, status, activity, location, sr-status, sr-status-label}], …}. The order is found by the courier and the AWB number; each scan it does not have yet becomes a tracking entry (dates are India time); OUT FOR DELIVERY and DELIVERED move the order. An AWB the shop does not know answers 200, so Shiprocket stops retrying. 404 while SHIPROCKET_WEBHOOK_TOKEN is unset.",
          response: {
            200: answerSchema,
            ...errorResponses(400, 401, 404, 429),
          },
        },
      },
      async (request) => {
        // Unset, the shop takes no courier webhook: the route is as good as absent.
        if (!token) throw notFound(sm.notConfigured);
        const given = request.headers['x-api-key'];
        if (typeof given !== 'string' || !sameToken(given, token)) {
          throw unauthenticated(sm.badToken);
        }
        let json: unknown;
        try {
          json = JSON.parse(String(request.body ?? ''));
        } catch {
          throw new AppError(400, 'BAD_REQUEST', sm.notJson);
        }
        const parsed = shiprocketTrackingSchema.safeParse(json);
        if (!parsed.success) {
          const details: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            (details[issue.path.join('.') || 'body'] ??= []).push(issue.message);
          }
          throw new AppError(400, 'VALIDATION_FAILED', sm.badBody, details);
        }
        const update = parsed.data;
        const result = await orders.courierWebhook.shiprocketUpdate(update);
        const facts = {
          awb: update.awb,
          courierName: update.courier_name,
          currentStatus: update.current_status,
          shiprocketOrderId: update.order_id,
        };
        if (result.outcome === 'unknown-awb') {
          request.log.warn(facts, 'Shiprocket tracking update for an AWB no order has');
        } else if (orders.courierWebhook.needsStaff(update)) {
          request.log.warn(
            { ...facts, orderId: result.orderId },
            'the courier reports a parcel that is not coming: staff should look at the order',
          );
        }
        return { status: result.outcome };
      },
    );
  });
}
