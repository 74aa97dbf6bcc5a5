/** Texts of the newsletter forms (home, footer) and the checkout's subscribe box. Zod-free. */
export const newsletterMessages = {
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  thankYou: 'Thank you for subscribing! Watch your inbox for new arrivals and deals.',
  /** The server's answer, the same for a new address and one already on the list. */
  subscribed: 'Subscribed to the newsletter',
  failed: 'Failed to subscribe. Please try again.',
  tooMany: 'Too many sign-ups from your address. Please wait an hour and try again.',
} as const;
