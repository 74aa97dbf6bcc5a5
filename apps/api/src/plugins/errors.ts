/**
 * Errors in one place: every failure leaves the API as `{message, code, details?}` with the
 * right status. Anything unexpected is logged and answered 500 with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericMessages, type ApiErrorBody, type ErrorCode } from '@shop/shared/http/errors';
import { AppError } from '../lib/app-error';

const fastifyCodes: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: genericMessages.malformedJson,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: genericMessages.malformedJson,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: genericMessages.bodyTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
};

function statusCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

export default fp(async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        (details[field] ??= []).push(issue.message ?? genericMessages.validationFailed);
      }
      const first = error.validation[0]?.message ?? genericMessages.validationFailed;
      return reply.status(400).send({ message: first, code: 'VALIDATION_FAILED', details });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) {
      return reply
        .status(known.status)
        .send({ message: known.message ?? error.message, code: known.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: statusCode(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: genericMessages.internal, code: 'INTERNAL' });
  });
});
