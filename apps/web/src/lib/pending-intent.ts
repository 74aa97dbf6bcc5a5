/**
 * Hook point for a buy-now made while signed out on the product page:
 * the product page remembers the intent and, once the shopper has signed in, the cart feature
 * adds the item and (for a buy-now) goes on to /checkout. Kept in sessionStorage so it survives the
 * sign-in round trip but not the browser session; the pre-login storage clear keeps it.
 */
export const PENDING_INTENT_KEY = 'pendingBuyNow';

/** What a signed-out shopper asked for before the login modal opened. */
export type PendingIntent = {
  type: 'buy-now' | 'add-to-cart';
  productId: string;
  quantity: number;
};

export function getPendingIntent(): PendingIntent | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_INTENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingIntent> | null;
    if (value?.type !== 'buy-now' && value?.type !== 'add-to-cart') return null;
    if (typeof value.productId !== 'string') return null;
    return { type: value.type, productId: value.productId, quantity: Number(value.quantity) || 1 };
  } catch {
    return null;
  }
}

export function setPendingIntent(intent: PendingIntent): void {
  try {
    window.sessionStorage.setItem(PENDING_INTENT_KEY, JSON.stringify(intent));
  } catch (error) {
    console.warn('Could not remember the buy-now intent', error);
  }
}

export function clearPendingIntent(): void {
  try {
    window.sessionStorage.removeItem(PENDING_INTENT_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** The navigation state that tells the sign-in page where the shopper came from. */
export type CameFromState = { from: string };

/**
 * The state to navigate to /auth with, from the page the shopper is on. On /auth itself (its
 * header's Login link) the page they came from before stays the one.
 */
export function cameFrom(location: {
  pathname: string;
  search?: string;
  state?: unknown;
}): CameFromState {
  if (location.pathname === '/auth') {
    const earlier = (location.state as { from?: unknown } | null)?.from;
    return { from: typeof earlier === 'string' ? earlier : '/' };
  }
  return { from: `${location.pathname}${location.search ?? ''}` };
}

/**
 * A path of this shop the shopper may be sent back to, or null. Only a path on this origin:
 * an absolute or protocol-relative address (`https://…`, `//…`, `/\…`) would make the sign-in
 * page an open redirect. Never the sign-in page itself, which would loop.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  // A control character (a tab or a newline) is dropped by URL parsers, turning '/\t/x' into '//x'.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f'))
    return null;
  const url = new URL(value, 'https://shop.invalid');
  if (url.origin !== 'https://shop.invalid') return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a shopper goes after login or registration. A pending buy-now goes to /checkout once its
 * item is in the cart (the cart feature does that, so the checkout never opens empty). Otherwise
 * back to the page they came from (the cart's way to checkout, taken while signed out, came from
 * /checkout), or home when that is unknown or not a path of this shop. `null`: stay where they are
 * (the login modal, which opened over the page they came from).
 */
export function pathAfterSignIn(input: {
  variant: 'page' | 'modal';
  from: unknown;
  intent: PendingIntent | null;
}): string | null {
  if (input.intent?.type === 'buy-now') return null;
  if (input.variant === 'modal') return null;
  return safeReturnPath(input.from) ?? '/';
}
