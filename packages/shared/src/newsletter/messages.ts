/**
 * Texts of the newsletter forms (home, footer), the checkout's subscribe box, and the pages the
 * newsletter's e-mails link to (confirm, unsubscribe). Zod-free.
 */
export const newsletterMessages = {
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  /**
   * The form's thank-you. A sign-up counts only once confirmed from the inbox, and the answer is
   * the same for an address already on the list, so it asks for the confirmation without
   * claiming a mail was sent.
   */
  thankYou:
    'Thank you for subscribing! Please confirm with the link we have e-mailed you (if this address is already subscribed, there is nothing more to do).',
  /** The server's answer, the same for a new, a pending and an already confirmed address. */
  checkInbox:
    'Check your inbox to confirm your subscription. If this address is already subscribed, nothing changes.',
  failed: 'Failed to subscribe. Please try again.',
  tooMany: 'Too many sign-ups from your address. Please wait an hour and try again.',

  confirmHeading: 'Confirm your newsletter subscription',
  confirmLead: 'One more step: press the button to start receiving new arrivals and deals.',
  confirmButton: 'Confirm subscription',
  confirming: 'Confirming...',
  confirmed: 'Your subscription is confirmed. Watch your inbox for new arrivals and deals.',
  confirmLinkInvalid:
    'This confirmation link is not valid. Please subscribe again to get a new one.',
  confirmLinkExpired:
    'This confirmation link has expired. Please subscribe again to get a new one.',
  confirmFailed: 'Failed to confirm your subscription. Please try again.',

  unsubscribeHeading: 'Unsubscribe from the newsletter',
  unsubscribeLead: 'Press the button and this address will not receive our newsletter.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  /** The same whether the address was subscribed, pending, or never on the list. */
  unsubscribed:
    'Done: this address will not receive our newsletter. You can subscribe again at any time.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Please use the link in our latest e-mail to you.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  tooManyBadLinks:
    'Too many links that did not work from your address. Please wait an hour and try again.',
} as const;
