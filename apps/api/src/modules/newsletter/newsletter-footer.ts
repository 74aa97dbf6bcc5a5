/**
 * Every mail the shop sends to an address on the newsletter's list (subscribed, or asked to be)
 * carries its unsubscribe link and the one-click List-Unsubscribe headers, whichever module wrote
 * it: the mailer the modules get is wrapped here. Mail to the shop's own inbox (a
 * visitor's enquiry) is not to a reader of the newsletter and goes as it is.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';
import { withUnsubscribeFooter } from './newsletter.emails';
import type { MailFacts } from './newsletter.service';

export function mailerWithUnsubscribeFooter(
  mailer: Mailer,
  deps: {
    mailFacts: (email: string) => Promise<MailFacts | undefined>;
    shop: { name: string; email: string; publicUrl: string };
    log: Pick<FastifyBaseLogger, 'warn'>;
  },
): Mailer {
  const shopInbox = deps.shop.email.toLowerCase();
  return {
    get outbox() {
      return mailer.outbox;
    },
    description: mailer.description,
    close: () => mailer.close(),
    async send(message) {
      if (message.to.toLowerCase() === shopInbox) return mailer.send(message);
      // The mail matters more than its footer: an order's e-mail still goes if the list cannot
      // be read this moment.
      const facts = await deps.mailFacts(message.to).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'the newsletter footer could not be made for an e-mail');
        return undefined;
      });
      return mailer.send(facts ? withUnsubscribeFooter(message, facts, deps.shop) : message);
    },
  };
}
