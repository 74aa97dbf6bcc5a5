// @vitest-environment jsdom
/**
 * The sandbox's checkout script reads the options Razorpay's checkout reads to open on a method:
 * the payment page asks for UPI when the shopper chose PhonePe or Google Pay.
 */
import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sourcePath } from '../../paths';

type SandboxCheckout = new (options: Record<string, unknown>) => { open(): void };

/** As much of jsdom's page as the test reads (the API's types know no DOM). */
type PageNode = {
  textContent: string | null;
  value?: string;
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): { length: number };
};
const page = globalThis as unknown as {
  Razorpay: SandboxCheckout;
  document: PageNode & { body: { innerHTML: string } };
};

beforeAll(() => {
  const script = fs.readFileSync(sourcePath('modules/payments/sandbox-checkout.js'), 'utf8');
  // Run as the page's <script> would: plain ES5 that defines window.Razorpay.
  new Function(script)();
});

afterEach(() => {
  page.document.body.innerHTML = '';
});

function openCheckout(extra: Record<string, unknown>) {
  new page.Razorpay({
    key: 'rzp_test_sandbox',
    order_id: 'order_sandbox_1',
    amount: 118000,
    currency: 'INR',
    name: 'CircuitKart',
    handler: () => undefined,
    ...extra,
  }).open();
  const dialog = page.document.querySelector('[role="dialog"]')!;
  const checked = dialog.querySelector('input[type="radio"]:checked');
  return { dialog, checkedMethod: checked?.value ?? null };
}

const upiBlock = {
  config: {
    display: {
      blocks: { upi: { name: 'Pay by UPI (Google Pay)', instruments: [{ method: 'upi' }] } },
      sequence: ['block.upi'],
      preferences: { show_default_blocks: true },
    },
  },
};

describe('the sandbox checkout opened on a method', () => {
  it('chooses UPI and says so when the first block of the sequence is UPI', () => {
    const { dialog, checkedMethod } = openCheckout(upiBlock);
    expect(checkedMethod).toBe('upi');
    expect(dialog.textContent).toContain('UPI chosen: Pay by UPI (Google Pay)');
  });

  it('chooses UPI when the prefill asks for it', () => {
    const { dialog, checkedMethod } = openCheckout({
      prefill: { email: 'kavya@example.in', method: 'upi' },
    });
    expect(checkedMethod).toBe('upi');
    expect(dialog.textContent).toContain('UPI chosen');
  });

  it('chooses nothing when the shop asks for no method', () => {
    const { dialog, checkedMethod } = openCheckout({});
    expect(checkedMethod).toBeNull();
    expect(dialog.textContent).not.toContain('UPI chosen');
    // Every method stays on offer.
    expect(dialog.querySelectorAll('input[type="radio"]')).toHaveLength(4);
  });
});
