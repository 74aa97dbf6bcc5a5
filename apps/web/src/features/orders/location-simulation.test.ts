import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  hyderabadRoute,
  LOCATION_JITTER,
  simulatedLocation,
  type LocationPoint,
} from './location-simulation';

describe('simulatedLocation', () => {
  it('walks the 5 preset points and wraps round', () => {
    const noJitter = () => 0.5;
    expect(simulatedLocation(0, 1, noJitter)).toMatchObject({
      address: hyderabadRoute[0].address,
      lat: hyderabadRoute[0].lat,
      lng: hyderabadRoute[0].lng,
      source: 'simulated',
    });
    expect(simulatedLocation(6, 1, noJitter).address).toBe(hyderabadRoute[1].address);
  });

  it('jitters within the limit', () => {
    const high = simulatedLocation(2, 1, () => 0.999999);
    const low = simulatedLocation(2, 1, () => 0);
    expect(high.lat - hyderabadRoute[2].lat).toBeCloseTo(LOCATION_JITTER, 5);
    expect(low.lng - hyderabadRoute[2].lng).toBeCloseTo(-LOCATION_JITTER, 5);
  });
});

describe('addToHistory', () => {
  it('keeps the newest 5, newest first', () => {
    let history: LocationPoint[] = [];
    for (let step = 0; step < 7; step += 1) {
      history = addToHistory(history, simulatedLocation(step, step));
    }
    expect(history.map((p) => p.at)).toEqual([6, 5, 4, 3, 2]);
  });
});
