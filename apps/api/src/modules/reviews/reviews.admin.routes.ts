/**
 * HTTP for the back office's Reviews screen: every review, newest first (or those still without
 * a reply), the administrator's reply, and taking a review down or putting it back. Registered inside the back-office scope of app.ts,
 * whose guard admits administrators only.
 */
import {
  adminReviewListQuerySchema,
  adminReviewSchema,
  replySchema,
  reviewVisibilitySchema,
  staffReviewSchema,
} from '@shop/shared/reviews/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { ReviewsService } from './reviews.service';

const tags = ['reviews', 'admin'];

export default async function reviewsAdminRoutes(
  fastify: FastifyInstance,
  { reviews }: { reviews: ReviewsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/admin/feedback',
    {
      schema: {
        tags,
        summary: 'Every review, newest first, with its product (administrators)',
        description:
          'Answers a JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100). ?unanswered=true keeps the reviews without a reply.',
        querystring: adminReviewListQuerySchema,
        response: { 200: z.array(adminReviewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPage(request, reply, await reviews.list(request.query)),
  );

  app.post(
    '/api/feedback/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply to a review (a new reply replaces the old); open product pages see it',
        params: z.object({ id: z.string().max(200) }),
        body: replySchema,
        response: { 200: staffReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reviews.reply(request.params.id, request.body.reply),
  );

  app.patch(
    '/api/admin/feedback/:id',
    {
      schema: {
        tags,
        summary: 'Take a review down ({hidden: true}) or put it back; open product pages see it',
        description:
          "A hidden review leaves the product's page and its rating; the back office still lists it.",
        params: z.object({ id: z.string().max(200) }),
        body: reviewVisibilitySchema,
        response: { 200: staffReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reviews.setHidden(request.params.id, request.body.hidden),
  );
}
