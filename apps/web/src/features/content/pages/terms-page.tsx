/** /terms: the terms of sale for orders placed online and of the engineering services. */
import { Link } from 'react-router';
import { DEFAULT_PAYMENT_WINDOW_MINUTES, describeMinutes } from '@shop/shared/orders/status';
import { shop } from '@shop/shared/shop';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const linkClass = 'text-brand-700 underline';

const sections: PolicySection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    blocks: [
      `These terms apply to every order placed on this website and to quotes for our engineering services. By placing an order you agree to them. ${shop.name} is located at ${shop.address}.`,
    ],
  },
  {
    id: 'prices',
    heading: 'Prices and GST',
    blocks: [
      'All prices are in Indian rupees (₹) and include GST. Your tax invoice shows the taxable value and CGST and SGST for deliveries within Telangana, or IGST for deliveries to other states. Businesses can enter their GSTIN at checkout to claim input tax credit.',
      'We try hard to show the right price and stock. If a price is clearly wrong, we will contact you before we ship and you may cancel for a full refund.',
    ],
  },
  {
    id: 'orders',
    heading: 'Orders',
    blocks: [
      'An order is accepted when we confirm it by e-mail. We may decline or cancel an order, with a full refund, if an item is out of stock or cannot be delivered to your PIN code.',
    ],
  },
  {
    id: 'payment',
    heading: 'Payment',
    blocks: [
      {
        list: [
          'Cash on delivery: pay the delivery agent in cash or by UPI when the parcel arrives. Larger orders are paid online; the payment page shows the limit.',
          'Online: pay by UPI, debit or credit card, net banking or wallet through Razorpay.',
          `An online order that is not paid within the time the payment page shows (${describeMinutes(DEFAULT_PAYMENT_WINDOW_MINUTES)} unless it says otherwise) is cancelled automatically and its stock released.`,
          'One order takes a limited number of units of each product, and a customer can have a few orders awaiting payment or delivery at a time; for larger quantities, send us a business enquiry.',
        ],
      },
    ],
  },
  {
    id: 'cancellation',
    heading: 'Cancelling an order',
    blocks: [
      <>
        You can cancel an order from{' '}
        <Link to="/orders" className={linkClass}>
          My Orders
        </Link>{' '}
        while it is Order Placed or Order Confirmed. Once it is on the way it can no longer be
        cancelled, but you can refuse delivery or return it as described below.
      </>,
    ],
  },
  {
    id: 'returns',
    heading: 'Returns, replacements and refunds',
    blocks: [
      {
        list: [
          <>
            Ask for a return from{' '}
            <Link to="/orders" className={linkClass}>
              My Orders
            </Link>{' '}
            (Return items on the delivered order) within 7 days of delivery: choose the units you
            are sending back and why, and add photos. An item that is dead on arrival, damaged in
            transit or not what you ordered is reported the same way, with photos or an unboxing
            video; we replace it or refund it.
          </>,
          'Items that have been soldered, programmed, modified, wired wrongly or damaged by static, and consumables such as solder and filament once opened, cannot be returned.',
          'Refunds go back to the original payment method within 5-7 working days after we receive the item. Cash-on-delivery orders are refunded by UPI or bank transfer.',
        ],
      },
    ],
  },
  {
    id: 'warranty',
    heading: 'Warranty',
    blocks: [
      'Products carry the manufacturer’s warranty where one is offered; the period is shown on the product page or the box. Components and modules are tested for function on arrival and are not covered against misuse.',
    ],
  },
  {
    id: 'services',
    heading: 'Engineering services',
    blocks: [
      'PCB, 3D printing, enclosure, battery pack, sourcing and support work is done to the specification and price in our written quote. Custom work cannot be cancelled once production has started, and you are responsible for the correctness of the files and requirements you send us. We keep your design files confidential.',
    ],
  },
  {
    id: 'safe-use',
    heading: 'Safe use',
    blocks: [
      'Electronic components, mains-powered items and lithium batteries must be handled by people who know how to use them safely. Students should work under supervision. Follow the datasheet ratings and local electrical rules.',
    ],
  },
  {
    id: 'liability',
    heading: 'Our liability',
    blocks: [
      'Our liability for any order is limited to the amount you paid for it. We are not liable for indirect losses such as lost production or profit. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
    ],
  },
  {
    id: 'law',
    heading: 'Governing law',
    blocks: [
      'These terms are governed by the laws of India. Courts in Hyderabad, Telangana have jurisdiction over any dispute.',
    ],
  },
  {
    id: 'contact',
    heading: 'Questions',
    blocks: [
      <>
        Write to{' '}
        <a href={`mailto:${shop.email}`} className={linkClass}>
          {shop.email}
        </a>{' '}
        or call{' '}
        <a href={shop.phoneHref} className={linkClass}>
          {shop.phone}
        </a>
        . See also our{' '}
        <Link to="/shipping" className={linkClass}>
          Shipping Policy
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </>,
    ],
  },
];

export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms and Conditions"
      intro={`The terms that apply when you buy from ${shop.name} or order one of our services.`}
      updatedOn="2026-11-27"
      sections={sections}
    />
  );
}
