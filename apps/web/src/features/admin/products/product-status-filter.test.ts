import { describe, expect, it } from 'vitest';
import { readStatusFilter, writeStatusFilter } from './product-status-filter';

describe('the Products screen’s status filter', () => {
  it('reads a known status from the address, else every product', () => {
    expect(readStatusFilter(new URLSearchParams('status=DRAFT'))).toBe('DRAFT');
    expect(readStatusFilter(new URLSearchParams('status=LIVE'))).toBe('');
    expect(readStatusFilter(new URLSearchParams(''))).toBe('');
  });

  it('keeps the search, starts again at page 1, and drops the filter for every status', () => {
    const now = new URLSearchParams('q=relay&page=3&status=DRAFT');
    expect(writeStatusFilter('ARCHIVED', now).toString()).toBe('q=relay&status=ARCHIVED');
    expect(writeStatusFilter('', now).toString()).toBe('q=relay');
  });
});
