/**
 * Hook point for a buy-now made while signed out on the product page:
 * the product page remembers the intent, the auth panel sees it after login and goes to
 * /checkout, and the cart feature adds the item. Kept in sessionStorage so it survives the
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

/**
 * Where a shopper goes after login or registration: /checkout, with or without a pending
 * buy-now. The cart feature completes the intent (adds the item)
 * when it finds one.
 */
export const PATH_AFTER_SIGN_IN = '/checkout';
