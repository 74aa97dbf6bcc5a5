/**
 * Razorpay's checkout.js (or the built-in sandbox copy when the shop has no Razorpay keys,
 * docs/decisions/006-orders-and-payments.md): loaded on demand with one <script> tag per page
 * visit, and typed as far as the shop uses it.
 */
import type { PaymentMethod } from '@shop/shared/orders/status';
import { paymentMethodLabels, upiBlockName } from '@shop/shared/payments/messages';

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
  /** `method` preselects a payment method in the checkout ('upi' for a UPI app). */
  prefill?: { name?: string; email?: string; contact?: string; method?: 'upi' };
  /** Razorpay's display configuration: blocks of instruments, shown in `sequence` order. */
  config?: { display: CheckoutDisplay };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

export type CheckoutDisplay = {
  blocks: Record<string, { name: string; instruments: Array<{ method: 'upi' }> }>;
  sequence: string[];
  preferences: { show_default_blocks: boolean };
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

/**
 * The checkout options that open it on the method the shopper chose on the payment page.
 * PhonePe and Google Pay are UPI apps: the checkout opens with UPI chosen (prefilled, and its
 * block first) and still offers its other methods. Razorpay itself opens on Razorpay's default.
 */
export function preferredMethodOptions(
  method: PaymentMethod,
): Pick<RazorpayOptions, 'config'> & { prefillMethod?: 'upi' } {
  if (method !== 'PHONEPE' && method !== 'GOOGLE_PAY') return {};
  return {
    prefillMethod: 'upi',
    config: {
      display: {
        blocks: {
          upi: {
            name: upiBlockName(paymentMethodLabels[method]),
            instruments: [{ method: 'upi' }],
          },
        },
        sequence: ['block.upi'],
        preferences: { show_default_blocks: true },
      },
    },
  };
}

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
