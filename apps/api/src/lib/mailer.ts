/**
 * Outgoing e-mail through nodemailer (DECISIONS.md section 11). With SMTP_URL it sends through
 * that server; otherwise each message is printed to the log and kept in an in-memory dev outbox.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail extends MailMessage {
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

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const outbox: SentMail[] = [];
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox,
      description: `sent through ${new URL(options.smtpUrl).host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    outbox,
    description: 'printed to this log (no SMTP_URL set)',
    async send(message) {
      outbox.push({ ...message, sentAt: new Date() });
      if (outbox.length > OUTBOX_LIMIT) outbox.shift();
      options.logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `E-mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
    },
    close: () => {},
  };
}
