/**
 * A PIN code's district from the directory's table: its entries (six digits and a base-36
 * index, in PIN order) are searched by halves.
 */
import { PIN_DISTRICT_NAMES, PIN_DISTRICTS } from './pin-districts';

const entries = PIN_DISTRICTS.split(',');

export function districtOfPin(pin: string): string | undefined {
  let low = 0;
  let high = entries.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const entry = entries[middle]!;
    const entryPin = entry.slice(0, 6);
    if (entryPin === pin) return PIN_DISTRICT_NAMES[parseInt(entry.slice(6), 36)];
    if (entryPin < pin) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}
