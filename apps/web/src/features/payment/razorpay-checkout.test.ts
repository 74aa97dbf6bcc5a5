import { describe, expect, it } from 'vitest';
import { preferredMethodOptions } from './razorpay-checkout';

describe('the checkout opened for the method chosen on the payment page', () => {
  it('opens on UPI for Google Pay: UPI prefilled and its block first, the other methods kept', () => {
    expect(preferredMethodOptions('GOOGLE_PAY')).toEqual({
      prefillMethod: 'upi',
      config: {
        display: {
          blocks: { upi: { name: 'Pay by UPI (Google Pay)', instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
    });
  });

  it('opens on UPI for PhonePe, named for it', () => {
    const options = preferredMethodOptions('PHONEPE');
    expect(options.prefillMethod).toBe('upi');
    expect(options.config?.display.blocks.upi?.name).toBe('Pay by UPI (PhonePe)');
  });

  it('leaves Razorpay on its own default, and asks nothing of cash on delivery', () => {
    expect(preferredMethodOptions('RAZORPAY')).toEqual({});
    expect(preferredMethodOptions('COD')).toEqual({});
  });
});
