/** A new toast closes the previous one of its kind; other kinds stay; the limit allows one each. */
import { describe, expect, it } from 'vitest';
import { TOAST_OPTIONS } from '@shop/shared/shop';
import { createToastReplacement } from './toast-policy';

describe('toast replacement', () => {
  it('dismisses the previous toast of the same kind only', () => {
    const dismissed: Array<string | number> = [];
    const onChange = createToastReplacement((id) => dismissed.push(id));
    onChange({ id: 'a', type: 'error', status: 'added' });
    onChange({ id: 'b', type: 'success', status: 'added' });
    expect(dismissed).toEqual([]);
    onChange({ id: 'c', type: 'error', status: 'added' });
    expect(dismissed).toEqual(['a']);
    onChange({ id: 'd', type: 'success', status: 'added' });
    expect(dismissed).toEqual(['a', 'b']);
  });

  it('forgets a toast once it is gone, and leaves an update of the same toast alone', () => {
    const dismissed: Array<string | number> = [];
    const onChange = createToastReplacement((id) => dismissed.push(id));
    onChange({ id: 'a', type: 'info', status: 'added' });
    onChange({ id: 'a', type: 'info', status: 'updated' });
    onChange({ id: 'a', type: 'info', status: 'removed' });
    onChange({ id: 'b', type: 'info', status: 'added' });
    expect(dismissed).toEqual([]);
  });

  it('keeps at most one toast of each kind on screen', () => {
    expect(TOAST_OPTIONS.limit).toBe(5);
  });
});
