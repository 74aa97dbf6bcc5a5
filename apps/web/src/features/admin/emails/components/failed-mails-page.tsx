/**
 * The E-mails not sent screen (/admin/emails, docs/decisions/068-durable-events.md): every e-mail
 * the shop gave up on after its last try, whatever it was about, newest first, paged: to whom,
 * its subject, when it was written, how many tries and the last error, the order it concerns
 * (linked) if any, and Send again. A sent one leaves the list.
 */
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { failedMailsMessages as t, orderEmailsMessages } from '@shop/shared/admin/desk-messages';
import type { FailedMail } from '@shop/shared/admin/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { MailItem } from '@/features/admin/components/mail-item';
import { useListParams } from '@/features/admin/components/use-list-params';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { FAILED_MAILS_PAGE_SIZE, useFailedMails, useResendFailedMail } from '../api/failed-mails';

export function FailedMailsList({ items }: { items: readonly FailedMail[] }) {
  const resend = useResendFailedMail();

  function sendAgain(mail: FailedMail) {
    resend.mutate(mail._id, {
      onSuccess: () => toast.success(t.resent),
      onError: (failure) => toast.error(errorMessage(failure, t.mailNotFailed)),
    });
  }

  return (
    <ul
      aria-label={t.heading}
      className="divide-y divide-slate-200 rounded-xl bg-white px-4 text-sm shadow-sm ring-1 ring-slate-200"
    >
      {items.map((mail) => (
        <MailItem
          key={mail._id}
          mail={mail}
          state={
            <>
              <p className="text-slate-600">
                {t.written} <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
              </p>
              <p className="font-medium text-red-700">
                {orderEmailsMessages.failed(mail.attempts)}
              </p>
            </>
          }
          resend={{
            send: () => sendAgain(mail),
            busy: resend.isPending,
            sending: resend.isPending && resend.variables === mail._id,
          }}
        >
          {mail.orderId && (
            <p>
              <Link
                to={`/admin/order/${mail.orderId}`}
                className="text-brand-700 underline hover:text-brand-800"
              >
                {t.openOrder(orderNumber(mail.orderId))}
              </Link>
            </p>
          )}
        </MailItem>
      ))}
    </ul>
  );
}

export default function FailedMailsPage() {
  const { params, showPage } = useListParams();
  const mails = useFailedMails(params.page);

  return (
    <AdminListPage
      heading={t.heading}
      countSuffix={t.countSuffix}
      subtitle={t.intro}
      list={mails}
      loadingText={t.loading}
      loadFailed={t.loadFailed}
      emptyText={t.empty}
      page={params.page}
      pageSize={FAILED_MAILS_PAGE_SIZE}
      onPage={showPage}
    >
      {(items) => <FailedMailsList items={items} />}
    </AdminListPage>
  );
}
