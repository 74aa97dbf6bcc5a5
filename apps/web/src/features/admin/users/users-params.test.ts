import { describe, expect, it } from 'vitest';
import { readUsersParams, writeUsersParams } from './users-params';

describe('the Users screen list state', () => {
  it('opens on page 1 with no search, and a clean address', () => {
    expect(readUsersParams(new URLSearchParams())).toEqual({ q: '', page: 1 });
    expect(writeUsersParams({ q: ' ', page: 1 }).toString()).toBe('');
  });

  it('reads back what it wrote, the search trimmed', () => {
    expect(readUsersParams(writeUsersParams({ q: ' Iyer ', page: 2 }))).toEqual({
      q: 'Iyer',
      page: 2,
    });
  });

  it('falls back to page 1 on a page that is not a positive whole number', () => {
    for (const page of ['0', '-1', '2.5', 'two']) {
      expect(readUsersParams(new URLSearchParams({ page })).page).toBe(1);
    }
  });
});
