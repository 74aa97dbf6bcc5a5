import { describe, expect, it } from 'vitest';
import { cameFrom, pathAfterSignIn, safeReturnPath, type PendingIntent } from './pending-intent';

const buyNow: PendingIntent = { type: 'buy-now', productId: 'p1', quantity: 2 };
const addToCart: PendingIntent = { type: 'add-to-cart', productId: 'p1', quantity: 1 };

describe('where a shopper goes after signing in', () => {
  it('goes back to the page they came from on /auth', () => {
    expect(pathAfterSignIn({ variant: 'page', from: '/orders', intent: null })).toBe('/orders');
    expect(
      pathAfterSignIn({ variant: 'page', from: '/category/sensors?page=2', intent: null }),
    ).toBe('/category/sensors?page=2');
  });

  it('goes on to checkout when they came from the cart’s way to checkout', () => {
    expect(pathAfterSignIn({ variant: 'page', from: '/checkout', intent: null })).toBe('/checkout');
  });

  it('goes home, never to checkout, when /auth was opened directly', () => {
    expect(pathAfterSignIn({ variant: 'page', from: undefined, intent: null })).toBe('/');
    expect(pathAfterSignIn({ variant: 'page', from: '/auth', intent: null })).toBe('/');
  });

  it('stays on the page under the login modal, also with an add-to-cart waiting', () => {
    expect(pathAfterSignIn({ variant: 'modal', from: undefined, intent: null })).toBeNull();
    expect(pathAfterSignIn({ variant: 'modal', from: undefined, intent: addToCart })).toBeNull();
  });

  it('leaves a buy-now to the cart, which goes to checkout once the item is in', () => {
    expect(pathAfterSignIn({ variant: 'modal', from: undefined, intent: buyNow })).toBeNull();
    expect(pathAfterSignIn({ variant: 'page', from: '/orders', intent: buyNow })).toBeNull();
  });

  it('refuses addresses of another site: no open redirect', () => {
    for (const from of [
      '//evil.example',
      '//evil.example/checkout',
      'https://evil.example',
      'https://evil.example/orders',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'orders',
      42,
      null,
    ]) {
      expect(safeReturnPath(from), String(from)).toBeNull();
      expect(pathAfterSignIn({ variant: 'page', from, intent: null }), String(from)).toBe('/');
    }
  });
});

describe('the page a sign-in starts from', () => {
  it('is the current path and query', () => {
    expect(cameFrom({ pathname: '/product/abc', search: '?tab=reviews' })).toEqual({
      from: '/product/abc?tab=reviews',
    });
  });

  it('on /auth itself keeps the page they came from before', () => {
    expect(cameFrom({ pathname: '/auth', state: { from: '/orders' } })).toEqual({
      from: '/orders',
    });
    expect(cameFrom({ pathname: '/auth', state: null })).toEqual({ from: '/' });
  });
});
