/** The Enquiries screen's address: a known type and a page, anything else falls back. */
import { describe, expect, it } from 'vitest';
import { readEnquiriesParams, writeEnquiriesParams } from './enquiries-params';

describe('the Enquiries screen’s address', () => {
  it('reads a known type and page, and falls back on anything else', () => {
    expect(readEnquiriesParams(new URLSearchParams('type=battery-pack&page=3'))).toEqual({
      type: 'battery-pack',
      page: 3,
    });
    expect(readEnquiriesParams(new URLSearchParams('type=website&page=-2'))).toEqual({
      type: '',
      page: 1,
    });
  });

  it('writes only what differs from the first page of everything', () => {
    expect(writeEnquiriesParams({ type: '', page: 1 }).toString()).toBe('');
    expect(writeEnquiriesParams({ type: 'enquiry', page: 2 }).toString()).toBe(
      'type=enquiry&page=2',
    );
  });
});
