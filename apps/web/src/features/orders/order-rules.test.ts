import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  isTrackedOrder,
  latestTrackingEntries,
  orderActions,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  progressForStatus,
  stageIndexForStatus,
  trackingEntryLabel,
} from './order-rules';

describe('labels', () => {
  it('reads statuses by their customer labels, unknown ones as Unknown Status', () => {
    expect(orderStatusLabel('PENDING')).toBe('Order Placed');
    expect(orderStatusLabel('PROCESSING')).toBe('Order Confirmed');
    expect(orderStatusLabel('SHIPPED')).toBe('On the Way');
    expect(orderStatusLabel('RETURNED')).toBe('Unknown Status');
  });

  it('shows PAID, COMPLETED and SUCCESS as Payment Completed', () => {
    for (const status of ['PAID', 'COMPLETED', 'SUCCESS']) {
      expect(paymentStatusLabel(status)).toBe('Payment Completed');
    }
    expect(paymentStatusLabel('PENDING')).toBe('Payment Pending');
    expect(paymentStatusLabel('FAILED')).toBe('Payment Failed');
  });

  it('shows a cancelled order whose payment the shop owes back as Refund Pending, with no actions', () => {
    expect(paymentStatusLabel('REFUND_PENDING')).toBe('Refund Pending');
    expect(
      orderActions({
        status: 'CANCELLED',
        paymentStatus: 'REFUND_PENDING',
        paymentMethod: 'RAZORPAY',
      }),
    ).toEqual({ completePayment: false, markComplete: false, cancel: false, feedback: false });
    expect(isTrackedOrder({ paymentStatus: 'REFUND_PENDING' })).toBe(false);
  });

  it('shows a missing payment method as COD', () => {
    expect(paymentMethodLabel(undefined)).toBe('Cash on Delivery');
    expect(paymentMethodLabel('RAZORPAY')).toBe('Razorpay');
  });
});

describe('stage and progress from status', () => {
  it('maps each status to its stage and percentage', () => {
    expect(
      ['PENDING', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'].map(
        stageIndexForStatus,
      ),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(
      ['PENDING', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'].map(progressForStatus),
    ).toEqual([20, 40, 70, 90, 100]);
  });

  it('gives a cancelled or unknown order no stage and no progress', () => {
    expect(stageIndexForStatus('CANCELLED')).toBe(-1);
    expect(progressForStatus('CANCELLED')).toBe(0);
    expect(progressForStatus('LOST')).toBe(0);
  });
});

describe('tracking entries', () => {
  const entry = (status: string, day: number) => ({
    status,
    location: `Place ${day}`,
    date: `2025-01-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  });

  it('lists the latest 5, newest first, whatever order they came in', () => {
    const tracking = [
      entry('PENDING', 1),
      entry('PROCESSING', 2),
      entry('SHIPPED', 3),
      entry('Reached hub', 5),
      entry('In transit', 4),
      entry('OUT_FOR_DELIVERY', 6),
    ];
    expect(latestTrackingEntries(tracking).map((e) => e.status)).toEqual([
      'OUT_FOR_DELIVERY',
      'Reached hub',
      'In transit',
      'SHIPPED',
      'PROCESSING',
    ]);
    expect(latestTrackingEntries(null)).toEqual([]);
  });

  it("reads an order status by its label and the courier's news as written", () => {
    expect(trackingEntryLabel('SHIPPED')).toBe('On the Way');
    expect(trackingEntryLabel('Reached destination hub')).toBe('Reached destination hub');
  });
});

describe('orderActions', () => {
  const order = (status: string, paymentStatus: string, paymentMethod: string) =>
    orderActions({ status, paymentStatus, paymentMethod } as Parameters<typeof orderActions>[0]);

  it('offers payment and cancellation on an unpaid Razorpay order', () => {
    expect(order('PENDING', 'PENDING', 'RAZORPAY')).toEqual({
      completePayment: true,
      markComplete: true,
      cancel: true,
      feedback: false,
    });
  });

  it('offers Mark Complete only for Razorpay', () => {
    expect(order('PENDING', 'PENDING', 'COD').markComplete).toBe(false);
    expect(order('PENDING', 'PENDING', 'COD').completePayment).toBe(true);
  });

  it('offers no payment once paid or cancelled', () => {
    expect(order('PROCESSING', 'COMPLETED', 'RAZORPAY')).toMatchObject({
      completePayment: false,
      markComplete: false,
      cancel: true,
    });
    expect(order('CANCELLED', 'PENDING', 'RAZORPAY')).toEqual({
      completePayment: false,
      markComplete: false,
      cancel: false,
      feedback: false,
    });
  });

  it('offers no Complete Payment on a confirmed cash-on-delivery order, whose customer pays at the door', () => {
    for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      expect(order(status, 'PENDING', 'COD')).toMatchObject({
        completePayment: false,
        markComplete: false,
      });
    }
    expect(order('PROCESSING', 'PENDING', 'COD').cancel).toBe(true);
  });

  it('offers cancel only while PENDING or PROCESSING and feedback only when DELIVERED', () => {
    expect(order('SHIPPED', 'PAID', 'RAZORPAY').cancel).toBe(false);
    expect(order('OUT_FOR_DELIVERY', 'PAID', 'RAZORPAY').feedback).toBe(false);
    expect(order('DELIVERED', 'PAID', 'RAZORPAY')).toMatchObject({ cancel: false, feedback: true });
  });
});

describe('isTrackedOrder', () => {
  it('keeps only PAID and COMPLETED payments', () => {
    expect(
      ['PAID', 'COMPLETED', 'SUCCESS', 'PENDING', 'FAILED'].map((paymentStatus) =>
        isTrackedOrder({ paymentStatus } as never),
      ),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('buildTimeline', () => {
  const createdAt = '2025-01-10T10:00:00.000Z';

  it('marks reached stages and dates them from tracking entries', () => {
    const steps = buildTimeline({
      status: 'SHIPPED',
      createdAt,
      tracking: [
        { status: 'PENDING', location: 'Hyderabad', date: createdAt },
        { status: 'SHIPPED', location: 'Secunderabad hub', date: '2025-01-11T09:00:00.000Z' },
      ],
    });
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(steps[2]).toMatchObject({ label: 'Shipped', location: 'Secunderabad hub' });
    expect(steps[0]?.date).toBe(createdAt);
  });

  it('shows only the stage the order has reached', () => {
    const steps = buildTimeline({ status: 'PROCESSING', createdAt, tracking: [] });
    expect(steps.map((s) => s.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('ends a cancelled order with Cancelled after the stages it reached', () => {
    const steps = buildTimeline({
      status: 'CANCELLED',
      createdAt,
      tracking: [
        { status: 'PENDING', location: '', date: createdAt },
        { status: 'PROCESSING', location: '', date: createdAt },
        { status: 'CANCELLED', location: 'Hyderabad', date: '2025-01-12T00:00:00.000Z' },
      ],
    });
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Ordered', 'done'],
      ['Packed', 'done'],
      ['Cancelled', 'cancelled'],
    ]);
  });

  it('treats the delivered stage as reached', () => {
    const steps = buildTimeline({ status: 'DELIVERED', createdAt, tracking: null });
    expect(steps.at(-1)).toMatchObject({ label: 'Delivered', state: 'current' });
    expect(steps.slice(0, 4).every((s) => s.state === 'done')).toBe(true);
  });
});
