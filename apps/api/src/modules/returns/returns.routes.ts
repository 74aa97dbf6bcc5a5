/**
 * HTTP for a customer's returns: what of a delivered order may still go back, the request itself
 * (a multipart form with up to 3 photos, checked by content like the reviews'), and the order's
 * returns, which its owner and staff may read.
 */
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@shop/shared/catalog/uploads';
import { returnMessages as m } from '@shop/shared/returns/messages';
import {
  MAX_RETURN_IMAGES,
  orderReturnSchema,
  returnableSchema,
  returnRequestFieldsSchema,
} from '@shop/shared/returns/schemas';
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
import { orderAccess } from '../orders/order-access.public';
import type { OrdersService } from '../orders/orders.service';
import type { ReturnsService } from './returns.service';

const tags = ['returns'];
const orderParams = z.object({ id: z.string().max(100) });

const returnForm: FormSpec = {
  files: { images: { max: MAX_RETURN_IMAGES, tooMany: m.tooManyImages } },
  maxFileBytes: IMAGE_MAX_BYTES,
  fileTooLarge: m.imageTooLarge,
};

const returnFormDoc = z.object({
  ...returnRequestFieldsSchema.shape,
  items: z.string().describe('JSON text: [{"product": "<product id>", "quantity": 1}]'),
  images: z
    .array(imageFile)
    .max(MAX_RETURN_IMAGES)
    .optional()
    .describe('Repeated file parts named images'),
});

export default async function returnsRoutes(
  fastify: FastifyInstance,
  {
    returns,
    orders,
    uploads,
  }: { returns: ReturnsService; orders: OrdersService; uploads: Uploads },
) {
  // In this scope only: the rest of the storefront's API takes JSON.
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checkAccess = orderAccess(fastify, orders);

  app.get(
    '/api/orders/:id/returnable',
    {
      schema: {
        tags,
        summary: 'What of the order may still be returned, and until when',
        description:
          'The window closes at the end of the last day after delivery (India time). `open` is false for an order not delivered or past its window, and then no items are listed.',
        params: orderParams,
        response: { 200: returnableSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await checkAccess(request, request.params.id);
      return returns.returnable(request.params.id);
    },
  );

  app.get(
    '/api/orders/:id/returns',
    {
      schema: {
        tags,
        summary: "The order's returns, oldest first, with their state",
        params: orderParams,
        response: { 200: z.array(orderReturnSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await checkAccess(request, request.params.id);
      return returns.listOfOrder(request.params.id);
    },
  );

  app.post(
    '/api/orders/:id/returns',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Ask to return units of one of your delivered orders (multipart form)',
        description:
          'Within the return window after delivery, for units of the order not already in a return (a declined return gives its units back). 409 for an order not delivered, a window passed or more units than are left; 400 for a product the order does not hold. ' +
          'Send the text fields before the photos: the request is checked from them before any photo is read, and a refusal then closes the connection. ' +
          '429 when two of your uploads are still being received, 503 when the shop is receiving as many as it can; both with Retry-After.',
        consumes: ['multipart/form-data'],
        params: orderParams,
        body: returnFormDoc,
        response: {
          201: orderReturnSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
      validatorCompiler: multipartBody,
      config: {
        rateLimit: limits(
          m.tooManyRequests,
          { name: 'returns', per: 'customer', max: 10, minutes: 10 },
          { name: 'returns-ip', per: 'ip', max: 30, minutes: 10 },
        ),
      },
    },
    async (request, reply) => {
      const customer = request.customer!;
      const orderId = request.params.id;
      const form = await readMultipartForm(request, returnForm, {
        beforeFiles: async (fieldsSoFar) => {
          const { items } = parseFieldsBeforeFiles(returnRequestFieldsSchema, fieldsSoFar);
          await returns.checkMayRequest(customer._id, orderId, items);
          uploads.slots.take(reply, customer._id);
        },
      });
      const input = parseFields(returnRequestFieldsSchema, form.fields);
      const images = () => prepareImages(uploads, 'images', form.files.images);
      return reply.status(201).send(await returns.request(customer._id, orderId, input, images));
    },
  );
}
