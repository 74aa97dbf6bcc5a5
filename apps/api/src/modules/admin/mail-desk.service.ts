/**
 * The back office's e-mails not sent (docs/decisions/068-durable-events.md): every e-mail the
 * outbox gave up after its last try, whatever it was about, and one of them sent again. An order's
 * e-mails are also on its own page; this is where the others (an enquiry's acknowledgement, a
 * review's reply) are found.
 */
import { failedMailsMessages as m } from '@shop/shared/admin/desk-messages';
import type { FailedMail, FailedMailsQuery } from '@shop/shared/admin/schemas';
import { pageRequest, type Page } from '@shop/shared/http/paging';
import { conflict, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toMailView, type Outbox, type OutboxMail } from '../../lib/outbox';

/** An e-mail's subject in the outbox is the order it concerns, when it concerns one. */
const toFailedMail = (mail: OutboxMail): FailedMail => ({
  ...toMailView(mail),
  orderId: mail.subject,
});

export function createMailDesk({
  outbox,
}: {
  outbox: Pick<Outbox, 'failedMails' | 'failedMailCount' | 'mail' | 'retry'>;
}) {
  return {
    /** Newest first, paged. */
    async failed(query: FailedMailsQuery): Promise<Page<FailedMail>> {
      const { page, limit } = pageRequest(query);
      const [mails, total] = await Promise.all([
        outbox.failedMails({ limit, offset: (page - 1) * limit }),
        outbox.failedMailCount(),
      ]);
      return { items: mails.map(toFailedMail), total, page, limit };
    },

    count: () => outbox.failedMailCount(),

    /** Puts a failed e-mail back in line, from its first try; answers it as it now stands. */
    async resend(id: string): Promise<FailedMail> {
      const mail = isUuid(id) ? await outbox.mail(id) : undefined;
      if (!mail) throw notFound(m.mailNotFound);
      if (mail.status !== 'failed' || !(await outbox.retry(id))) throw conflict(m.mailNotFailed);
      return toFailedMail((await outbox.mail(id))!);
    },
  };
}

export type MailDesk = ReturnType<typeof createMailDesk>;
