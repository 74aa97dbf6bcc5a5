/**
 * What every route taking pictures in a multipart form shares: the body schema that only
 * documents the form, the OpenAPI view of a picture part, and the check of each picture by its
 * content (./uploads), where the first file that is not a picture refuses the whole form.
 */
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from './app-error';
import { ImageRejected, type ImageRejection } from './images';
import type { PreparedImage, Uploads } from './uploads';

const rejections: Record<ImageRejection, string> = {
  'not-an-image': m.notAnImage,
  unreadable: m.imageUnreadable,
  'too-many-pixels': m.imageTooManyPixels,
};

/** The OpenAPI document's view of one picture part. */
export const imageFile = z
  .file()
  .describe('JPEG, PNG, WebP or GIF (recognised by content), at most 10 MB; stored as WebP');

/**
 * The forms are multipart: the handler reads the parts and validates the assembled fields with
 * the shared schema itself. The body schema only documents the form.
 */
export function multipartBody<S>(route: FastifyRouteSchemaDef<S>) {
  if (route.httpPart === 'body') return () => ({ value: undefined });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/** Checks and encodes each picture of `field`; the first that is not one is a 400 naming it. */
export async function prepareImages(
  uploads: Uploads,
  field: string,
  files: Buffer[] = [],
): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const data of files) {
    try {
      prepared.push(await uploads.prepare(data));
    } catch (error) {
      if (error instanceof ImageRejected) throw invalidField(field, rejections[error.reason]);
      throw error;
    }
  }
  return prepared;
}
