/**
 * One e-mail as the back office lists it (an order's e-mails, the e-mails not sent): its subject
 * and recipient, where it stands, the last error of one not sent, what the list adds (the order
 * it concerns), and Send again for one that failed, named after it.
 */
import type { ReactNode } from 'react';
import { orderEmailsMessages as t } from '@shop/shared/admin/desk-messages';
import type { OrderMail } from '@shop/shared/orders/schemas';
import { Button } from '@/components/ui/button';

export function MailItem({
  mail,
  state,
  children,
  resend,
}: {
  mail: OrderMail;
  /** Where it stands: sent when, waiting, not sent after so many tries. */
  state: ReactNode;
  children?: ReactNode;
  resend: { send: () => void; busy: boolean; sending: boolean };
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="break-words font-medium text-slate-900">{mail.subject}</p>
        <p className="break-words text-slate-600">{t.to(mail.to)}</p>
        {state}
        {mail.status !== 'done' && mail.lastError && (
          <p className="break-words text-slate-600">
            {t.lastError} {mail.lastError}
          </p>
        )}
        {children}
      </div>
      {mail.status === 'failed' && (
        <Button
          variant="secondary"
          aria-label={t.resendLabel(mail.subject)}
          disabled={resend.busy}
          onClick={resend.send}
        >
          {resend.sending ? t.resending : t.resend}
        </Button>
      )}
    </li>
  );
}
