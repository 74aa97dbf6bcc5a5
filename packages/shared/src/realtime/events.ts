/** Websocket event names and payloads. */
export const realtimeEvents = {
  orderUpdated: 'orderUpdated',
  orderTrackingUpdate: 'orderTrackingUpdate',
  locationUpdate: 'locationUpdate',
  feedbackAdded: 'feedbackAdded',
  feedbackReplied: 'feedbackReplied',
  /** A review staff took down: `{_id, productId}`. */
  feedbackRemoved: 'feedbackRemoved',
  /** A product's stock changed (an order, a cancel, a return, staff's adjustment): `{productId}`. */
  stockChanged: 'stockChanged',
} as const;

export interface StockChanged {
  productId: string;
}

/**
 * What a page asks of the server: a product page watches its product's room (the product's id as
 * the argument, an acknowledgement as the answer) and leaves it when it closes.
 */
export const realtimeRequests = {
  watchProduct: 'watchProduct',
  unwatchProduct: 'unwatchProduct',
} as const;

export interface OrderTrackingUpdate {
  orderId: string;
  status: string;
  trackingNumber: string | null;
  courier: string | null;
  trackingUrl: string | null;
  /** The order's tracking entries, oldest first, as the order answer carries them. */
  tracking: Array<{ status: string; location: string; date: string }>;
}

export interface LocationUpdate {
  orderId?: string;
  address: string;
  lat: number;
  lng: number;
}
