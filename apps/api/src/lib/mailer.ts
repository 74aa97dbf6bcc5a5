/**
 * Outgoing e-mail through nodemailer. With SMTP_URL it sends through
 * that server; otherwise each message is printed to the log and kept in an in-memory dev outbox.
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  /** Where the recipient's answer goes, when not to the shop (a visitor's enquiry). */
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The Message-ID, when the sender has a stable one (an outbox job's id): a message sent again
   * after a crash is then the same message to the recipient's mail client.
   */
  messageId?: string;
}

/** A message the development transport kept: its attachments by file name only. */
export interface SentMail extends Omit<MailMessage, 'attachments'> {
  attachments?: string[];
  sentAt: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages kept by the development transport, newest last. Empty when sending over SMTP. */
  readonly outbox: readonly SentMail[];
  readonly description: string;
  close(): void;
}

const OUTBOX_LIMIT = 200;

/** How long a send may wait on the SMTP server, in milliseconds. */
export interface SmtpTimeouts {
  connection: number;
  greeting: number;
  socket: number;
}

/**
 * A mail host that stops answering must not hold a request (or shutdown) for minutes, which is
 * nodemailer's default. Options in SMTP_URL's query (e.g. `?greetingTimeout=2000`) win.
 */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connection: 5000,
  greeting: 5000,
  socket: 10_000,
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  const outbox: SentMail[] = [];
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const timeouts = { ...DEFAULT_SMTP_TIMEOUTS, ...options.timeouts };
    // nodemailer is loaded with the first e-mail, not while the server starts.
    let transport: Promise<Transporter> | undefined;
    const transporter = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: timeouts.connection,
          greetingTimeout: timeouts.greeting,
          socketTimeout: timeouts.socket,
        }),
      ));
    return {
      outbox,
      description: `sent through ${new URL(smtpUrl).host}`,
      async send(message) {
        await (await transporter()).sendMail({ from: options.from, ...message });
      },
      close: () => void transport?.then((opened) => opened.close()),
    };
  }
  return {
    outbox,
    description: 'printed to this log (no SMTP_URL set)',
    async send({ attachments, ...message }) {
      outbox.push({
        ...message,
        ...(attachments ? { attachments: attachments.map((a) => a.filename) } : {}),
        sentAt: new Date(),
      });
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      options.logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `E-mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
    },
    close: () => {},
  };
}
