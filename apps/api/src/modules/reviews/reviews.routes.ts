/**
 * HTTP for reviews on the storefront: a product's reviews for anyone, and a customer's new review
 * as a multipart form with up to 4 pictures, checked by content like the back office's uploads.
 */
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@shop/shared/catalog/uploads';
import { feedbackMessages as m, MAX_FEEDBACK_IMAGES } from '@shop/shared/reviews/messages';
import { feedbackCreateSchema, reviewSchema } from '@shop/shared/reviews/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFile, multipartBody, prepareImages } from '../../lib/image-form';
import {
  parseFields,
  parseFieldsBeforeFiles,
  readMultipartForm,
  type FormSpec,
} from '../../lib/multipart-form';
import { errorResponses } from '../../lib/route-scope';
import type { Uploads } from '../../lib/uploads';
import { limits } from '../../plugins/rate-limits';
import type { ReviewsService } from './reviews.service';

const tags = ['reviews'];

const feedbackForm: FormSpec = {
  files: { images: { max: MAX_FEEDBACK_IMAGES, tooMany: m.tooManyImages } },
  maxFileBytes: IMAGE_MAX_BYTES,
  fileTooLarge: m.imageTooLarge,
};

const feedbackFormDoc = z.object({
  ...feedbackCreateSchema.shape,
  rating: z.string().describe('A whole number of stars from 1 to 5'),
  images: z
    .array(imageFile)
    .max(MAX_FEEDBACK_IMAGES)
    .optional()
    .describe('Repeated file parts named images'),
});

export default async function reviewsRoutes(
  fastify: FastifyInstance,
  { reviews, uploads }: { reviews: ReviewsService; uploads: Uploads },
) {
  // In this scope only: the rest of the storefront's API takes JSON.
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/feedback/:productId',
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first (at most 200)",
        params: z.object({ productId: z.string().max(200) }),
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      // A new review or reply must show at once: no shared cache keeps this answer.
      reply.header('cache-control', 'no-cache');
      return reviews.listForProduct(request.params.productId);
    },
  );

  app.post(
    '/api/feedback',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Review a product from one of your delivered orders (multipart form)',
        description:
          'One review per customer and product. 403 when none of your DELIVERED orders holds the product; 409 when you have reviewed it already. ' +
          'Send the text fields before the images: whether the images are wanted is decided from the fields before any image is read, and a refusal then closes the connection. ' +
          '429 when two of your uploads are still being received, 503 when the shop is receiving as many as it can; both with Retry-After.',
        consumes: ['multipart/form-data'],
        body: feedbackFormDoc,
        response: {
          201: reviewSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
      validatorCompiler: multipartBody,
      config: {
        rateLimit: limits(
          m.tooManyReviews,
          { name: 'reviews', per: 'customer', max: 20, minutes: 10 },
          { name: 'reviews-ip', per: 'ip', max: 60, minutes: 10 },
        ),
      },
    },
    async (request, reply) => {
      const customer = request.customer!;
      const form = await readMultipartForm(request, feedbackForm, {
        // Who may send pictures is settled from the fields before them (the form sends its
        // fields first), so a refused review never has its pictures read, and one customer
        // cannot take every place for uploads.
        beforeFiles: async (fieldsSoFar) => {
          const { productId } = parseFieldsBeforeFiles(feedbackCreateSchema, fieldsSoFar);
          await reviews.checkMayReview(customer._id, productId);
          uploads.slots.take(reply, customer._id);
        },
      });
      const input = parseFields(feedbackCreateSchema, form.fields);
      const images = () => prepareImages(uploads, 'images', form.files.images);
      return reply.status(201).send(await reviews.add(customer, input, images));
    },
  );
}
