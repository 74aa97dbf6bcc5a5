/**
 * Razorpay's checkout.js (or the built-in sandbox copy when the shop has no Razorpay keys,
 * docs/decisions/006-orders-and-payments.md): loaded on demand with one <script> tag per page
 * visit, and typed as far as the shop uses it.
 */

export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string; source?: string };
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

export type RazorpayInstance = {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

/** The checkout's display name and theme colour are fixed here. */
export const CHECKOUT_DISPLAY_NAME = 'CircuitKart';
export const CHECKOUT_THEME_COLOR = '#087a97'; // brand-600

let loading: { src: string; promise: Promise<void> } | null = null;

/** Resolves once `window.Razorpay` exists; a failed load may be retried. */
export function loadRazorpayScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading?.src === src) return loading.promise;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve() : reject(new Error('Checkout script did not define Razorpay'));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.body.appendChild(script);
  });
  loading = { src, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}
