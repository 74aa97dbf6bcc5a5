/** A small HTTP client for tests, with a cookie jar, speaking JSON. */
export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();
  /** Extra headers sent with every request, e.g. Authorization. */
  readonly headers: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  /** The jar as a Cookie header, as a browser sends it; empty when the jar is. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      /** A FormData body sets its own multipart content type. */
      body?: string | FormData | Uint8Array;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: string | FormData | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired =
        /expires=Thu, 01 Jan 1970/i.test(setCookie) || /max-age=0/i.test(setCookie) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = Record<string, unknown>>(
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ) {
    return this.request<T>('POST', path, { json: json ?? {}, headers });
  }
  put<T = Record<string, unknown>>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { json: json ?? {}, headers });
  }
  patch<T = Record<string, unknown>>(
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ) {
    return this.request<T>('PATCH', path, { json: json ?? {}, headers });
  }
  delete<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, { headers });
  }
}
