/**
 * The order page's e-mails (docs/decisions/067-outbox.md): each one the order's changes owed the
 * customer or the shop, sent, waiting for its next try, or failed after its last one, with why,
 * and a button to send a failed one again.
 */
import { toast } from 'react-toastify';
import { orderEmailsMessages as t } from '@shop/shared/admin/desk-messages';
import { orderMessages } from '@shop/shared/orders/messages';
import type { OrderMail } from '@shop/shared/orders/schemas';
import { MailItem } from '@/features/admin/components/mail-item';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useOrderEmails, useResendOrderEmail } from '../api/order-emails';

function MailState({ mail }: { mail: OrderMail }) {
  if (mail.status === 'done' && mail.sentAt) {
    return (
      <p className="text-emerald-800">
        {t.sent} <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
      </p>
    );
  }
  if (mail.status === 'pending') {
    return (
      <p className="text-amber-800">
        {t.waiting(mail.attempts)}
        {mail.attempts > 0 && mail.nextTryAt && (
          <>
            {' '}
            <time dateTime={mail.nextTryAt}>{formatDateTime(mail.nextTryAt)}</time>
          </>
        )}
      </p>
    );
  }
  return <p className="font-medium text-red-700">{t.failed(mail.attempts)}</p>;
}

export function OrderEmailsSection({ orderId, className }: { orderId: string; className: string }) {
  const emails = useOrderEmails(orderId);
  const resend = useResendOrderEmail(orderId);

  function sendAgain(mail: OrderMail) {
    resend.mutate(mail._id, {
      onSuccess: () => toast.success(orderMessages.mailResent),
      onError: (failure) => toast.error(errorMessage(failure, orderMessages.mailNotFailed)),
    });
  }

  return (
    <section
      aria-labelledby="order-emails"
      aria-describedby="order-emails-intro"
      className={className}
    >
      <h2 id="order-emails" className="mb-1 text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p id="order-emails-intro" className="mb-3 text-sm text-slate-600">
        {t.intro}
      </p>
      {emails.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      ) : emails.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(emails.error, t.loadFailed)}
        </p>
      ) : emails.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.heading} className="divide-y divide-slate-200 text-sm">
          {emails.data.map((mail) => (
            <MailItem
              key={mail._id}
              mail={mail}
              state={<MailState mail={mail} />}
              resend={{
                send: () => sendAgain(mail),
                busy: resend.isPending,
                sending: resend.isPending && resend.variables === mail._id,
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
