/**
 * HTTP for the back office's catalogue: categories and products created, edited and deleted
 * through multipart forms with pictures. Registered inside the back office's scope, whose one
 * guard lets only administrators through.
 */
import multipart from '@fastify/multipart';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
} from '@shop/shared/catalog/admin-schemas';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import {
  categorySchema,
  productSchema,
} from '@shop/shared/catalog/schemas';
import { IMAGE_MAX_BYTES, MAX_PRODUCT_IMAGES } from '@shop/shared/catalog/uploads';
import { messageSchema } from '@shop/shared/http/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFile, multipartBody, prepareImages } from '../../lib/image-form';
import { parseFields, readMultipartForm, type FormSpec } from '../../lib/multipart-form';
import { errorResponses } from '../../lib/route-scope';
import type { Uploads } from '../../lib/uploads';
import type { CatalogService } from './catalog.service';

const tags = ['catalog admin'];

const categoryForm: FormSpec = {
  files: { image: { max: 1, tooMany: m.oneCategoryImage } },
  maxFileBytes: IMAGE_MAX_BYTES,
  fileTooLarge: m.imageTooLarge,
};
const productForm: FormSpec = {
  files: { images: { max: MAX_PRODUCT_IMAGES, tooMany: m.tooManyImages } },
  maxFileBytes: IMAGE_MAX_BYTES,
  fileTooLarge: m.imageTooLarge,
};

/** The OpenAPI document's view of the forms: their text fields and their file parts. */
const categoryFormDoc = (fields: z.ZodObject) =>
  z.object({ ...fields.shape, image: imageFile.optional() });
const productFormDoc = (fields: z.ZodObject) =>
  z.object({
    ...fields.shape,
    categoryName: z.string().optional().describe('Ignored: the category id says it all'),
    images: z
      .array(imageFile)
      .max(MAX_PRODUCT_IMAGES)
      .optional()
      .describe('Repeated file parts named images'),
  });

const idParams = z.object({ id: z.string().max(200) });
const errors = errorResponses(400, 401, 403, 413, 415, 503);

export default async function catalogAdminRoutes(
  fastify: FastifyInstance,
  { catalog, uploads }: { catalog: CatalogService; uploads: Uploads },
) {
  // In this scope only: the rest of the API takes JSON.
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Staff's pictures count against the same bound as customers' (the memory and the threads
  // are the same); a form without pictures needs no place.
  const inTurn = (reply: FastifyReply) => ({
    beforeFiles: () => uploads.slots.take(reply),
  });

  app.post(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (multipart form, optional image)',
        consumes: ['multipart/form-data'],
        body: categoryFormDoc(categoryCreateSchema),
        response: { 201: categorySchema, ...errors, ...errorResponses(409) },
      },
      validatorCompiler: multipartBody,
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, categoryForm, inTurn(reply));
      const input = parseFields(categoryCreateSchema, form.fields);
      const [image] = await prepareImages(uploads, 'image', form.files.image);
      return reply.status(201).send(await catalog.createCategory(input, image));
    },
  );

  app.put(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Edit a category (fields left out keep their values; a new image replaces it)',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: categoryFormDoc(categoryUpdateSchema),
        response: { 200: categorySchema, ...errors, ...errorResponses(404, 409) },
      },
      validatorCompiler: multipartBody,
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, categoryForm, inTurn(reply));
      const input = parseFields(categoryUpdateSchema, form.fields);
      const [image] = await prepareImages(uploads, 'image', form.files.image);
      return catalog.updateCategory(request.params.id, input, image);
    },
  );

  app.delete(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category that has no products',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await catalog.deleteCategory(request.params.id);
      return { message: m.categoryDeleted };
    },
  );

  app.post(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Add a product (multipart form, up to 4 images)',
        description:
          'features is a JSON array of texts; compareAtPrice (optional) puts the product on sale.',
        consumes: ['multipart/form-data'],
        body: productFormDoc(productCreateSchema),
        response: { 201: productSchema, ...errors, ...errorResponses(409) },
      },
      validatorCompiler: multipartBody,
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, productForm, inTurn(reply));
      const input = parseFields(productCreateSchema, form.fields);
      const images = await prepareImages(uploads, 'images', form.files.images);
      return reply.status(201).send(await catalog.createProduct(input, images));
    },
  );

  app.put(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit a product (fields left out keep their values)',
        description:
          'existingImages is a JSON array of the current image paths to keep, in order (left ' +
          'out: all stay); new images follow them, at most 4 in all.',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: productFormDoc(productUpdateSchema),
        response: { 200: productSchema, ...errors, ...errorResponses(404, 409) },
      },
      validatorCompiler: multipartBody,
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, productForm, inTurn(reply));
      const input = parseFields(productUpdateSchema, form.fields);
      const images = await prepareImages(uploads, 'images', form.files.images);
      return catalog.updateProduct(request.params.id, input, images, request.admin!.username);
    },
  );

  app.delete(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product (orders holding it keep their copy of it)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await catalog.deleteProduct(request.params.id);
      return { message: m.productDeleted };
    },
  );
}
