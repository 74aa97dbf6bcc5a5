/** /newsletter/confirm?token=: the link of the confirmation mail; the button confirms. */
import { newsletterMessages as m } from '@shop/shared/newsletter/messages';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { NewsletterLinkPage } from './newsletter-link-page';

const texts = {
  heading: m.confirmHeading,
  lead: m.confirmLead,
  button: m.confirmButton,
  busy: m.confirming,
  invalid: m.confirmLinkInvalid,
  failed: m.confirmFailed,
};

export default function ConfirmSubscriptionPage() {
  return <NewsletterLinkPage texts={texts} action={useConfirmSubscription()} />;
}
