/** /newsletter/unsubscribe?token=: the link at the foot of every mail; the button unsubscribes. */
import { newsletterMessages as m } from '@shop/shared/newsletter/messages';
import { useUnsubscribe } from '../api/unsubscribe';
import { NewsletterLinkPage } from './newsletter-link-page';

const texts = {
  heading: m.unsubscribeHeading,
  lead: m.unsubscribeLead,
  button: m.unsubscribeButton,
  busy: m.unsubscribing,
  invalid: m.unsubscribeLinkInvalid,
  failed: m.unsubscribeFailed,
};

export default function UnsubscribePage() {
  return <NewsletterLinkPage texts={texts} action={useUnsubscribe()} />;
}
