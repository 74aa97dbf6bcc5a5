/**
 * What the route files of the modules share before their routes: the error answers a route
 * declares, and the cache rule of a scope whose answers belong to one signed-in person.
 */
import { apiErrorSchema } from '@shop/shared/http/errors';
import type { FastifyInstance } from 'fastify';

/**
 * The declared error answers of a route, each `{message, code, details?}`, for the OpenAPI
 * document and the serialiser: `{ 200: cartSchema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

/**
 * Marks every answer of the scope `cache-control: private, no-store`, its errors too: they
 * speak of one customer's cart or orders, or of the back office, so no browser or proxy keeps
 * them. Call it at the top of a route plugin; it covers that plugin's routes only.
 */
export function noStore(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
