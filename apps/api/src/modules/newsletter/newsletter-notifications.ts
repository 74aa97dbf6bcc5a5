/** After a sign-up stored its link: the confirmation mail to the address. */
import type { Mailer } from '../../lib/mailer';
import { confirmationEmail } from './newsletter.emails';
import { CONFIRMATION_LINK_DAYS, type ConfirmationRequested } from './newsletter.service';

export function newsletterNotifications(deps: {
  mailer: Mailer;
  shop: { name: string; publicUrl: string };
}) {
  return async ({ email, token }: ConfirmationRequested) => {
    await deps.mailer.send(
      confirmationEmail({ to: email, token, days: CONFIRMATION_LINK_DAYS, shop: deps.shop }),
    );
  };
}
