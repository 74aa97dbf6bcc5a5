/**
 * A multipart upload over a raw socket, sent at the test's pace: the text fields and the start of
 * a file, then as much of the file as the test asks for. fetch sends a body whole and cannot say
 * how much of it the server had taken when it answered; this can, and can stall or hang up halfway.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

export interface RawUpload {
  /** The server's answer, once it has closed the connection (undefined if it sent none). */
  readonly closed: Promise<RawAnswer | undefined>;
  /** Whether any byte of an answer has arrived. */
  answered(): boolean;
  /**
   * Whether the server reset the connection (ECONNRESET, EPIPE) rather than closing it: a client
   * still sending may then lose the answer.
   */
  wasReset(): boolean;
  /** Bytes of the body the socket has taken so far. */
  written(): number;
  /** The body's declared length. */
  readonly length: number;
  /** Sends `bytes` more of the file; false once the connection is gone. */
  send(bytes: number): Promise<boolean>;
  /**
   * Sends the rest of the file, a slice at a time, until the server answers or hangs up (or the
   * form is complete).
   */
  sendUntilAnswered(): Promise<void>;
  /** Sends the rest of the file and the form's end. */
  finish(): Promise<void>;
  /** Hangs up, as a client that gives up. */
  abort(): void;
}

const SLICE = 256 * 1024;

export function startRawUpload(
  baseUrl: string,
  {
    method = 'POST',
    path,
    headers = {},
    fields = {},
    fileField = 'images',
    fileBytes,
    fieldsAfterFile = false,
  }: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    fields?: Record<string, string>;
    fileField?: string;
    /** The file's size as the body declares it. */
    fileBytes: number;
    /** Put the text fields after the file, as a form built the wrong way round would. */
    fieldsAfterFile?: boolean;
  },
): RawUpload {
  const boundary = 'raw-upload-boundary-7f3a';
  const fieldParts = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="photo.png"\r\n` +
    `Content-Type: image/png\r\n\r\n`;
  const head = Buffer.from(fieldsAfterFile ? fileHead : fieldParts + fileHead);
  const tail = Buffer.from(`\r\n${fieldsAfterFile ? fieldParts : ''}--${boundary}--\r\n`);
  const length = head.length + fileBytes + tail.length;

  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let reset = false;
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
  });
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  const closed = new Promise<RawAnswer | undefined>((resolve) =>
    socket.on('close', () => resolve(parse(received))),
  );
  let gone = false;
  socket.on('close', () => (gone = true));

  let written = 0;
  let fileSent = 0;
  const write = (data: Buffer) =>
    new Promise<boolean>((resolve) => {
      if (gone || socket.destroyed) return resolve(false);
      const onClose = () => resolve(false);
      socket.once('close', onClose);
      socket.write(data, (error) => {
        socket.off('close', onClose);
        if (!error) written += data.length;
        resolve(!error);
      });
    });

  const headerLines = Object.entries({
    host: `${hostname}:${port}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(length),
    // One request per connection, so `closed` follows every answer.
    connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${method} ${path} HTTP/1.1\r\n${headerLines}\r\n`);
  void write(head);

  const upload: RawUpload = {
    closed,
    length,
    answered: () => received.length > 0,
    wasReset: () => reset,
    written: () => written,
    async send(bytes) {
      const size = Math.min(bytes, fileBytes - fileSent);
      fileSent += size;
      // Zeros: the test's uploads are refused, abandoned or timed out before anyone decodes them.
      return write(Buffer.alloc(size));
    },
    async sendUntilAnswered() {
      while (fileSent < fileBytes && !upload.answered()) {
        if (!(await upload.send(SLICE))) return;
      }
      // Not answered before the end: the form's end, so a server reading it all can answer.
      if (!upload.answered()) await write(tail);
    },
    async finish() {
      while (fileSent < fileBytes) if (!(await upload.send(SLICE))) return;
      await write(tail);
    },
    abort: () => socket.destroy(),
  };
  return upload;
}

function parse(raw: Buffer): RawAnswer | undefined {
  const text = raw.toString('utf8');
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  if (!match) return undefined;
  const split = text.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, split).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyText = text.slice(split + 4);
  let body: Record<string, unknown> | undefined;
  try {
    body = bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  return { status: Number(match[1]), headers, body };
}
