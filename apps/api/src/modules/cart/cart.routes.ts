/** HTTP for the signed-in customer's cart. */
import { addToCartSchema, cartSchema, updateCartSchema } from '@shop/shared/cart/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { CartService } from './cart.service';

const tags = ['cart'];
const answers = { 200: cartSchema, ...errorResponses(400, 401, 404, 409) };

export default async function cartRoutes(
  fastify: FastifyInstance,
  { cart }: { cart: CartService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireCustomer);
  noStore(app);

  app.get(
    '/api/cart',
    { schema: { tags, summary: 'The cart', response: answers } },
    async (request) => cart.getCart(request.customer!._id),
  );

  app.post(
    '/api/cart/add',
    {
      schema: {
        tags,
        summary: 'Add a quantity of a product',
        body: addToCartSchema,
        response: answers,
      },
    },
    async (request) => cart.add(request.customer!._id, request.body),
  );

  app.put(
    '/api/cart/update',
    {
      schema: {
        tags,
        summary: "Set a product's quantity",
        body: updateCartSchema,
        response: answers,
      },
    },
    async (request) => cart.update(request.customer!._id, request.body),
  );

  app.delete(
    '/api/cart/remove/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a product',
        params: z.object({ productId: z.string().max(200) }),
        response: answers,
      },
    },
    async (request) => cart.remove(request.customer!._id, request.params.productId),
  );

  app.delete(
    '/api/cart/clear',
    { schema: { tags, summary: 'Empty the cart', response: answers } },
    async (request) => cart.clear(request.customer!._id),
  );
}
