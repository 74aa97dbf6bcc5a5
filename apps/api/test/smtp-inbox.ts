/** A real SMTP server on loopback that keeps what it receives, for tests that read e-mails. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks undone: enough to find codes and texts. */
  body: string;
}

export interface SmtpInbox {
  url: string;
  messages: ReceivedMail[];
  /**
   * How long the server takes to accept each message (a slow mail server); a message counts as
   * received only once accepted.
   */
  delayMs: number;
  /** Waits for the next message to `to` that arrives after this call, or one not yet taken. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Waits until `arrived` holds of the messages received (one it expects has come). */
  until(arrived: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return (
    raw
      .replace(/=\r?\n/g, '')
      // A run of =XX escapes is UTF-8 bytes (₹ is three of them).
      .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
        Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
      )
  );
}

/** `greetingDelayMs` makes the server slow to answer a new connection, like a busy mail host. */
export async function startSmtpInbox(
  options: { greetingDelayMs?: number } = {},
): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];
  const settings = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      setTimeout(callback, options.greetingDelayMs ?? 0);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject,
          body: decodeQuotedPrintable(raw),
        };
        setTimeout(() => {
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        }, settings.delayMs);
      });
    },
  });
  // A sender that dies mid-conversation (a server killed by a test) resets its connection: the
  // message it was sending never arrives, which is what such tests look at, not a failure here.
  server.on('error', () => {});

  async function until(arrived: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!arrived()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The e-mail awaited did not come within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get delayMs() {
      return settings.delayMs;
    },
    set delayMs(value: number) {
      settings.delayMs = value;
    },
    async waitFor(to, timeoutMs = 5000) {
      let found: ReceivedMail | undefined;
      await until(() => {
        found = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        return found !== undefined;
      }, timeoutMs).catch(() => {
        throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
      });
      taken.add(found!);
      return found!;
    },
    until,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function otpFrom(mail: ReceivedMail): string {
  const code = /Your OTP is (\d{6})/.exec(mail.body)?.[1];
  if (!code) throw new Error(`No OTP in the e-mail "${mail.subject}"`);
  return code;
}
