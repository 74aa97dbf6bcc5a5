/** The shop's own details, shown in the header strip, the footer and on service pages. */
export const shop = {
  name: 'CircuitKart',
  tagline: 'Electronic components, development boards and IoT devices',
  email: 'hello@circuitkart.in',
  enquiryEmail: 'enquiry@circuitkart.in',
  phone: '+91 98480 22338',
  phoneHref: 'tel:+919848022338',
  emergencyPhone: '+91 98480 22339',
  whatsappHref: 'https://wa.me/919848022338',
  address: 'Shop 14, Chenoy Trade Centre, Park Lane, Secunderabad, Telangana 500003',
  /** Opening hours, India time: when the store is open and the team answers messages. */
  hours: ['Mon-Fri 9AM-5PM', 'Sat 10AM-2PM'],
  /** How soon a message sent outside those hours is answered. */
  answersWithin: 'one working day',
  city: 'Hyderabad',
} as const;

/**
 * How the shop delivers, for every page that speaks of it (the shipping policy, the home page):
 * every order ships free, by courier, dispatched the same working day when confirmed before the
 * cut-off, and arrives in the working days below. Orders are not collected from the store.
 */
export const delivery = {
  dispatchCutoff: '2 PM',
  timelines: [
    { destination: 'Hyderabad and Secunderabad', minDays: 1, maxDays: 2 },
    { destination: 'Rest of Telangana and Andhra Pradesh', minDays: 2, maxDays: 4 },
    { destination: 'Bengaluru, Chennai, Mumbai, Pune, Delhi NCR, Kolkata', minDays: 2, maxDays: 5 },
    { destination: 'Rest of India', minDays: 4, maxDays: 7 },
    {
      destination: 'North-East, Jammu & Kashmir, Ladakh, Andaman & Nicobar, Lakshadweep',
      minDays: 7,
      maxDays: 12,
    },
  ],
} as const;

/** '1-2 days': a destination's delivery time in working days. */
export const deliveryDays = (timeline: { minDays: number; maxDays: number }) =>
  `${timeline.minDays}-${timeline.maxDays} days`;

/** The one-line delivery promise: the shop's own city's time and the longest anywhere. */
export function deliverySummary(): string {
  const [local] = delivery.timelines;
  const longest = Math.max(...delivery.timelines.map((timeline) => timeline.maxDays));
  return `Free on every order: ${deliveryDays(local)} in ${shop.city}, at most ${longest} working days anywhere in India`;
}

/** When the team answers, from the opening hours. */
export const supportHoursSummary = () => `Our engineers answer ${shop.hours.join(', ')}`;

/** How far the page scrolls before the header casts its shadow, and how toasts show. */
export const HEADER_SHADOW_SCROLL_PX = 20;
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  // One toast per kind at most; a newer one replaces the older (docs/decisions/057).
  limit: 5,
} as const;
