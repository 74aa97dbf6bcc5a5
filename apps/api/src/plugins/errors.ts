/**
 * Errors in one place: every failure leaves the API as `{message, code, details?, requestId}`
 * (the request id stamped by the request-log plugin) with the
 * right status. Anything unexpected is logged and answered 500 with a generic message.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  genericMessages,
  type ApiErrorBody,
  type ApiErrorDraft,
  type ErrorCode,
} from '@shop/shared/http/errors';
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

/**
 * Requests Fastify refuses before any route or hook sees them: an address with broken
 * percent-encoding, or a path parameter past the router's length limit. Answered in the shop's
 * shape like every other refusal; no hook runs here, so the request id is written in, in the body
 * and the header.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send({ message: genericMessages.badUrl, code: 'BAD_REQUEST', requestId: request.id });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({
      message: genericMessages.urlPartTooLong,
      code: 'BAD_REQUEST',
      requestId: request.id,
    });
  }
  request.log.error({ err: error }, 'unhandled framework error');
  return reply
    .status(500)
    .send({ message: genericMessages.internal, code: 'INTERNAL', requestId: request.id });
}

/**
 * Requests Node's HTTP parser cannot read (headers or address past its size limit, a malformed
 * request line, a request too slow to arrive): there is no request object yet, so the answer is
 * written to the socket, still as `{message, code, requestId}` with an id of its own, and the
 * connection closed. A request that took too long to arrive is logged, since it may be a client
 * holding connections open on purpose.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  const [status, draft]: [number, ApiErrorDraft] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { message: genericMessages.headersTooLarge, code: 'PAYLOAD_TOO_LARGE' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { message: genericMessages.requestTimeout, code: 'REQUEST_TIMEOUT' }]
        : [400, { message: genericMessages.unreadableRequest, code: 'BAD_REQUEST' }];
  if (status === 408)
    this.log.info(
      { requestId, remoteAddress: socket.remoteAddress },
      'request not received in time',
    );
  // An answer already begun on this connection must not be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const text = JSON.stringify({ ...draft, requestId } satisfies ApiErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Request-Id: ${requestId}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

export default fp(async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiErrorDraft = { message: error.message, code: error.code };
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
