/**
 * The couriers that carry the shop's parcels, how each is named, and where a customer follows an
 * AWB number on the courier's own site (docs/decisions/042-couriers-and-tracking.md). Zod-free:
 * the pages import it freely; the server builds each order's tracking link from it.
 */
export const couriers = [
  'DELHIVERY',
  'BLUE_DART',
  'DTDC',
  'INDIA_POST',
  'EKART',
  'XPRESSBEES',
  'SHADOWFAX',
  'OTHER',
] as const;
export type Courier = (typeof couriers)[number];

export const courierNames: Record<Courier, string> = {
  DELHIVERY: 'Delhivery',
  BLUE_DART: 'Blue Dart',
  DTDC: 'DTDC',
  INDIA_POST: 'India Post',
  EKART: 'Ekart',
  XPRESSBEES: 'Xpressbees',
  SHADOWFAX: 'Shadowfax',
  OTHER: 'Other',
};

/**
 * The public tracking page of one AWB number, where the courier has one a link can open. India
 * Post's asks for a captcha, Shadowfax publishes no page per AWB and "Other" is no one in
 * particular: those have none.
 */
const trackingPages: Record<Courier, ((awb: string) => string) | null> = {
  DELHIVERY: (awb) => `https://www.delhivery.com/track/package/${awb}`,
  BLUE_DART: (awb) =>
    `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awb}`,
  DTDC: (awb) =>
    `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${awb}&TrkType2=awb_no`,
  INDIA_POST: null,
  EKART: (awb) => `https://ekartlogistics.com/shipmenttrack/${awb}`,
  XPRESSBEES: (awb) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awb}`,
  SHADOWFAX: null,
  OTHER: null,
};

/** The courier's tracking page for the AWB, or null when there is none to link to. */
export function trackingUrl(courier: Courier | null, awb: string | null): string | null {
  if (!courier || !awb) return null;
  const page = trackingPages[courier];
  return page ? page(encodeURIComponent(awb)) : null;
}

export const isCourier = (value: string): value is Courier =>
  (couriers as readonly string[]).includes(value);

/** The AWB number's shape: letters and digits only (stored upper case). */
export const AWB_PATTERN = /^[A-Z0-9]+$/;
export const AWB_MIN_LENGTH = 6;
export const AWB_MAX_LENGTH = 30;
/** A tracking entry's status label and place, as staff type them. */
export const TRACKING_STATUS_MAX_LENGTH = 40;
export const TRACKING_LOCATION_MAX_LENGTH = 120;

export const courierMessages = {
  courierLabel: 'Courier',
  /** An order shipped before couriers were recorded has a number and no courier. */
  trackingNumberLabel: 'Tracking number',
  awbLabel: 'AWB number',
  chooseCourier: 'Choose a courier',
  courierRequired: 'Choose the courier that carries the parcel',
  awbRequired: "Enter the courier's AWB number",
  awbCharacters: 'The AWB number may contain only letters and digits: no spaces or symbols',
  awbLength: `The AWB number must be ${AWB_MIN_LENGTH} to ${AWB_MAX_LENGTH} letters and digits`,
  awbTaken: (courier: string, awb: string) =>
    `${courier} AWB number ${awb} is already on another order`,
  /** A shipment given with a move that is not to SHIPPED. */
  shipmentOnlyWhenShipping: 'A courier and AWB number are given only when the order ships',
  shippedBy: (courier: string) => `Shipped by ${courier}`,
  trackOn: (courier: string) => `Track on ${courier}`,
  // the back office's tracking updates
  addTrackingHeading: 'Add tracking update',
  trackingStatusLabel: 'Update',
  trackingStatusHint: 'As the courier says it, e.g. "In transit" or "Reached destination hub"',
  trackingLocationLabel: 'Location',
  trackingDateLabel: 'Date and time',
  addTracking: 'Add update',
  addingTracking: 'Adding...',
  trackingAdded: 'Tracking update added.',
  trackingAddFailed: 'Failed to add the tracking update. Try again.',
  trackingStatusRequired: 'Enter what happened, e.g. "In transit"',
  trackingStatusTooLong: `Keep the update to ${TRACKING_STATUS_MAX_LENGTH} characters`,
  trackingStatusIsOrderStatus: (status: string) =>
    `${status} is an order status: move the order with Update Order Status instead`,
  trackingLocationRequired: 'Enter where the parcel is',
  trackingLocationTooLong: `Keep the location to ${TRACKING_LOCATION_MAX_LENGTH} characters`,
  trackingDateRequired: 'Enter the date and time of the update',
  trackingDateInFuture: 'The date of a tracking update cannot be in the future',
  trackingDateBeforeOrder: 'The date of a tracking update cannot be before the order was placed',
  trackingNotShipped:
    'Tracking updates can be added once the order has shipped and until it is delivered',
  // correcting a mistyped AWB number after shipping
  correctAwb: 'Correct AWB',
  correctAwbHeading: 'Correct the courier or AWB number',
  correctAwbHint:
    'For a number typed wrong when the order shipped. The customer is e-mailed the new details.',
  saveCorrection: 'Save correction',
  savingCorrection: 'Saving...',
  cancelCorrection: 'Cancel',
  awbCorrected: 'AWB number corrected. The customer has been e-mailed the new details.',
  correctionFailed: 'Failed to correct the AWB number. Try again.',
  correctionNotShipped:
    'The courier and AWB number can be corrected once the order has shipped and until it is delivered',
  /** The tracking entry that records a correction, and what it was. */
  awbCorrectedEntry: 'AWB corrected',
  awbCorrectedFrom: (was: string, now: string) => `Was ${was}; now ${now}`,
  // the customer's pages
  trackingUpdatesHeading: 'Tracking updates',
  noTrackingUpdates: 'No tracking updates yet.',
  locationHistory: 'Location history',
} as const;
