/** Websocket event names and payloads (storefront.md section 4, operations.md section 4). */
export const realtimeEvents = {
  orderUpdated: 'orderUpdated',
  orderTrackingUpdate: 'orderTrackingUpdate',
  locationUpdate: 'locationUpdate',
  feedbackAdded: 'feedbackAdded',
  feedbackReplied: 'feedbackReplied',
} as const;

export interface OrderTrackingUpdate {
  orderId: string;
  status: string;
  trackingNumber: string | null;
}

export interface LocationUpdate {
  orderId?: string;
  address: string;
  lat: number;
  lng: number;
}
