/**
 * Who may read something of an order by its id (its documents, its refunds): the order's owner,
 * or staff. Another module's routes use this one check, so every such route answers alike:
 * anyone else is told the order does not exist (404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminTokenOf } from '../../plugins/auth';
import type { OrdersService } from './orders.service';

export function orderAccess(app: FastifyInstance, orders: Pick<OrdersService, 'get' | 'getAny'>) {
  /** Throws 404 unless the order exists and the caller may see it (its owner, or staff). */
  return async function checkAccess(request: FastifyRequest, id: string): Promise<void> {
    if (adminTokenOf(request)) {
      try {
        await app.requireAdmin(request);
        await orders.getAny(id);
        return;
      } catch (error) {
        // A stale admin token beside a customer session: the customer's own orders still open.
        if (!request.cookies.token) throw error;
      }
    }
    await app.requireCustomer(request);
    await orders.get(request.customer!._id, id);
  };
}
