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
