/**
 * The order tracking page's simulated live location: every 5 s the
 * parcel moves to the next of 5 preset points around Hyderabad, with a little random jitter.
 * Real `locationUpdate` events join the same history, marked as live.
 */
export const LOCATION_STEP_MS = 5_000;
export const LOCATION_HISTORY_SIZE = 5;
/** Degrees either way, about 200 m. */
export const LOCATION_JITTER = 0.002;

export const hyderabadRoute = [
  { address: 'CircuitKart warehouse, Kukatpally, Hyderabad', lat: 17.4948, lng: 78.3996 },
  { address: 'Sorting hub, HITEC City, Hyderabad', lat: 17.4435, lng: 78.3772 },
  { address: 'Road No. 36, Jubilee Hills, Hyderabad', lat: 17.4326, lng: 78.4071 },
  { address: 'Road No. 12, Banjara Hills, Hyderabad', lat: 17.4156, lng: 78.4347 },
  { address: 'Park Lane, Secunderabad', lat: 17.4399, lng: 78.4983 },
] as const;

export type LocationPoint = {
  address: string;
  lat: number;
  lng: number;
  /** Epoch milliseconds. */
  at: number;
  source: 'simulated' | 'live';
};

/** The point for simulation step `step` (wrapping round), jittered with `random` in [0, 1). */
export function simulatedLocation(step: number, now: number, random = Math.random): LocationPoint {
  const count = hyderabadRoute.length;
  const base = hyderabadRoute[((step % count) + count) % count] ?? hyderabadRoute[0];
  const jitter = () => (random() * 2 - 1) * LOCATION_JITTER;
  return {
    address: base.address,
    lat: base.lat + jitter(),
    lng: base.lng + jitter(),
    at: now,
    source: 'simulated',
  };
}

/** Newest first, at most the last 5. */
export function addToHistory(history: readonly LocationPoint[], point: LocationPoint) {
  return [point, ...history].slice(0, LOCATION_HISTORY_SIZE);
}

export function formatCoordinates(point: Pick<LocationPoint, 'lat' | 'lng'>): string {
  return `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
}
