/**
 * The one way the browser talks to the API: same origin, under /api, with cookies. Every failure
 * becomes an ApiError so pages can apply one rule, "show the server's message, else a fallback"
 * (see errorMessage).
 */

export const API_BASE = '/api';

/** Status 0 means the request never got an answer (offline, server down, aborted). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: Record<string, string[]>;
  /** True when the message came from the server's `{message}` body. */
  readonly fromServer: boolean;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    details?: Record<string, string[]>;
    fromServer: boolean;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.fromServer = options.fromServer;
  }
}

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
};

function isErrorBody(value: unknown): value is {
  message?: unknown;
  code?: unknown;
  details?: unknown;
} {
  return typeof value === 'object' && value !== null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** One page of a paged list: the JSON array and the number of all matches (X-Total-Count). */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

export async function apiFetchPage<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<ApiPage<T>> {
  const { data, headers } = await send<T[]>(path, options);
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('x-total-count'));
  return {
    items,
    total: Number.isFinite(total) && headers.has('x-total-count') ? total : items.length,
  };
}

async function send<T>(
  path: string,
  options: ApiFetchOptions,
): Promise<{ data: T; headers: Headers }> {
  const { body, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    // A file sent as it is: its own type is the request's content type.
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      credentials: 'include',
      ...init,
      headers: requestHeaders,
      body: requestBody,
    });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: cause instanceof Error ? cause.message : 'Network request failed',
      fromServer: false,
    });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const errorBody = isErrorBody(data) ? data : {};
    const serverMessage =
      typeof errorBody.message === 'string' && errorBody.message.trim() !== ''
        ? errorBody.message
        : undefined;
    throw new ApiError({
      status: response.status,
      code: typeof errorBody.code === 'string' ? errorBody.code : `HTTP_${response.status}`,
      message: serverMessage ?? (response.statusText || `Request failed (${response.status})`),
      details: isDetails(errorBody.details) ? errorBody.details : undefined,
      fromServer: serverMessage !== undefined,
    });
  }
  return { data: data as T, headers: response.headers };
}

function isDetails(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}

/** The server's message when it sent one, else the page's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Logs a failed call: a refusal the server explained (a 4xx with its message, which the page
 * shows or which is the shop's normal answer) as a warning, anything else as an error, so the
 * console's errors are the page's own faults.
 */
export function logFailure(what: string, error: unknown): void {
  if (error instanceof ApiError && error.fromServer && error.status < 500) console.warn(what, error);
  else console.error(what, error);
}
