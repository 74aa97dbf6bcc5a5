/** The one error type services throw; the error handler turns it into `{message, code, details?}`. */
import type { ErrorCode } from '@shop/shared/http/errors';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new AppError(400, 'BAD_REQUEST', message, details);
/** One field's problem, answered like the schema's own validation failures. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { [field]: [message] });
export const unauthenticated = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message);
