import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('dates on the shop’s pages', () => {
  it('are in India time whatever the device’s zone: 23 Nov 20:00 UTC is 24 Nov in Hyderabad', () => {
    expect(formatDate('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-23T20:00:00.000Z')).toMatch(/^24 Nov 2026, 1:30\s?am$/i);
  });

  it('show nothing for a value that is no date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
