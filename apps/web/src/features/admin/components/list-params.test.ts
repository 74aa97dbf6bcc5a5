import { describe, expect, it } from 'vitest';
import { pageQuery, readListParams, writeListParams } from './list-params';

describe('a back-office list state in the address', () => {
  it('opens on page 1 with no search, and a clean address', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ q: '', page: 1 });
    expect(writeListParams({ q: ' ', page: 1 }).toString()).toBe('');
  });

  it('reads back what it wrote, the search trimmed', () => {
    expect(readListParams(writeListParams({ q: ' Iyer ', page: 2 }))).toEqual({
      q: 'Iyer',
      page: 2,
    });
  });

  it('falls back to page 1 on a page that is not a positive whole number', () => {
    for (const page of ['0', '-1', '2.5', 'two']) {
      expect(readListParams(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('asks the API for a page with its limit, and for a search only when there is one', () => {
    expect(pageQuery({ q: '  ', page: 3 }, 20).toString()).toBe('page=3&limit=20');
    expect(pageQuery({ q: ' esp32 ', page: 1 }, 20).toString()).toBe('page=1&limit=20&q=esp32');
  });
});
