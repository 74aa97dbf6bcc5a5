/**
 * The one shape every API error answers with: `{message, code, details?, requestId}`. The request
 * id is the one in the answer's `x-request-id` header and in the server's log line of it.
 */
import { z } from 'zod';

export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_TOO_SOON',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'EMAIL_NOT_SENT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'CROSS_SITE_REQUEST',
  'BUSY',
  'REQUEST_TIMEOUT',
  'NOT_READY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z
    .string()
    .describe('The request id, as in the x-request-id header: quote it when reporting a problem'),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
/** An error answer as the server builds it; the request id is added as it is sent. */
export type ApiErrorDraft = Omit<ApiErrorBody, 'requestId'>;

export const messageSchema = z.object({ message: z.string() });

export const genericMessages = {
  internal: 'Something went wrong. Please try again.',
  /** The page's own notice while the browser has no connection: calls wait for it, then go. */
  offline: 'You are offline. What you save or order now is sent when your connection returns.',
  picturesUnavailable: 'Pictures cannot be loaded right now. Please try again in a moment.',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  validationFailed: 'Please check the highlighted fields',
  notFound: 'Not found',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  requestTimeout:
    'The request took too long to arrive. Please check your connection and try again.',
  crossSite: 'Cross-site request refused',
  nulCharacter: 'The request contains a character that is not allowed',
  badUrl: 'The address of this request is not valid',
  urlPartTooLong: 'Part of the address of this request is too long',
  headersTooLarge: 'The address or headers of this request are too long',
  unreadableRequest: 'The request could not be read',
  metricsToken: 'Send the metrics token as Authorization: Bearer <token>',
  invalidPreflight: 'A preflight request needs Origin and Access-Control-Request-Method',
  searchTooLong: 'Search text is too long',
  pageTooDeep: (n: number) =>
    `Only the first ${n.toLocaleString('en-IN')} results can be paged through. Narrow the search or filters to see more.`,
} as const;

/** Multipart forms (the back office's uploads): what can go wrong with the form itself. */
export const formMessages = {
  notMultipart: 'Send the form as multipart/form-data',
  unreadable: 'The form could not be read. Please send it again.',
  tooManyParts: 'The form has too many fields',
  fieldTooLong: 'This field is too long',
  fieldRepeated: 'This field was sent more than once',
  fileNotExpected: 'Send text here, not a file',
  fileExpected: 'Choose a file for this field',
  fieldsBeforeFiles: 'Send the form’s text fields before its files',
} as const;

/** Pictures being received: each customer's share and the whole shop's. */
export const uploadMessages = {
  customerBusy:
    'Your pictures are still being sent. Please wait for them to finish, then try again.',
  shopBusy: 'The shop is receiving many pictures right now. Please try again in a moment.',
} as const;
