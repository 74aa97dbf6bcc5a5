import { describe, expect, it } from 'vitest';
import { footerQuickLinks, linksFor } from './nav-links';

describe('the footer quick links', () => {
  it('show Track Order to a signed-in customer only', () => {
    const labels = (signedIn: boolean) => linksFor(footerQuickLinks, signedIn).map((l) => l.label);
    expect(labels(true)).toContain('Track Order');
    expect(labels(false)).not.toContain('Track Order');
    expect(labels(false)).toEqual(labels(true).filter((label) => label !== 'Track Order'));
  });
});
