/** HTTP for the signed-in customer's wishlist. */
import {
  addToWishlistSchema,
  wishlistProductIdSchema,
  wishlistSchema,
} from '@shop/shared/wishlist/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { WishlistService } from './wishlist.service';

const tags = ['wishlist'];
const answers = { 200: wishlistSchema, ...errorResponses(400, 401, 404, 409) };

export default async function wishlistRoutes(
  fastify: FastifyInstance,
  { wishlist }: { wishlist: WishlistService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireCustomer);
  noStore(app);

  app.get(
    '/api/wishlist',
    { schema: { tags, summary: 'The saved products, newest first', response: answers } },
    async (request) => wishlist.getWishlist(request.customer!._id),
  );

  app.post(
    '/api/wishlist',
    {
      schema: {
        tags,
        summary: 'Save a product (saving it again changes nothing)',
        body: addToWishlistSchema,
        response: answers,
      },
    },
    async (request) => wishlist.add(request.customer!._id, request.body.productId),
  );

  app.delete(
    '/api/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a saved product (removing one not saved changes nothing)',
        params: z.object({ productId: wishlistProductIdSchema }),
        response: answers,
      },
    },
    async (request) => wishlist.remove(request.customer!._id, request.params.productId),
  );
}
