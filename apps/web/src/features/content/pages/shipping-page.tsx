/** /shipping: dispatch times, delivery timelines across India, charges, COD and tracking. */
import { Link } from 'react-router';
import { delivery, deliveryDays, shop } from '@shop/shared/shop';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const linkClass = 'text-brand-700 underline';

const sections: PolicySection[] = [
  {
    id: 'dispatch',
    heading: 'When we dispatch',
    blocks: [
      `Orders confirmed before ${delivery.dispatchCutoff} on a working day (Monday to Saturday) leave our warehouse the same day; later orders leave the next working day. Orders are not dispatched on Sundays and national holidays.`,
    ],
  },
  {
    id: 'delivery-times',
    heading: 'Delivery timelines',
    blocks: [
      'Counted in working days from dispatch. Most parcels arrive sooner; festivals, heavy rain and remote PIN codes can add a day or two.',
      {
        table: {
          caption: 'Delivery time by destination',
          columns: ['Destination', 'Delivery time'],
          rows: delivery.timelines.map((timeline): [string, string] => [
            timeline.destination,
            deliveryDays(timeline),
          ]),
        },
      },
    ],
  },
  {
    id: 'charges',
    heading: 'Shipping charges',
    blocks: [
      'Shipping is free on every order, whatever its value, by the couriers below. The total you see at checkout is the total you pay, GST included. Orders are delivered, not collected from the store.',
    ],
  },
  {
    id: 'couriers',
    heading: 'Courier partners',
    blocks: [
      'We ship with Blue Dart, Delhivery and DTDC, and with India Post Speed Post where private couriers do not reach. Lithium batteries and items containing them can only travel by surface, which may add 2-3 days.',
    ],
  },
  {
    id: 'cod',
    heading: 'Cash on delivery',
    blocks: [
      'Cash on delivery is available on most PIN codes our couriers serve. Pay the delivery agent in cash or by UPI. Please keep the exact amount ready.',
    ],
  },
  {
    id: 'tracking',
    heading: 'Tracking your order',
    blocks: [
      <>
        When your order ships it gets a tracking number and you receive an e-mail. Signed-in
        customers can follow every step under{' '}
        <Link to="/track-order" className={linkClass}>
          Track Order
        </Link>{' '}
        and{' '}
        <Link to="/orders" className={linkClass}>
          My Orders
        </Link>
        .
      </>,
    ],
  },
  {
    id: 'address',
    heading: 'Address and PIN code',
    blocks: [
      'Give a complete address with landmark, the correct 6-digit PIN code and a 10-digit mobile number the courier can call. A parcel returned because of a wrong address or repeated failed delivery is refunded after it reaches us; online payments are refunded in full, and cash-on-delivery orders cannot be re-sent without prepayment.',
    ],
  },
  {
    id: 'damaged',
    heading: 'Damaged or tampered parcels',
    blocks: [
      <>
        Do not accept a parcel that is open or crushed. If damage shows only after opening, tell us
        within 48 hours with photos or an unboxing video at{' '}
        <a href={`mailto:${shop.email}`} className={linkClass}>
          {shop.email}
        </a>
        , and we will send a replacement. Returns follow our{' '}
        <Link to="/terms" className={linkClass}>
          Terms and Conditions
        </Link>
        .
      </>,
    ],
  },
  {
    id: 'store',
    heading: 'Buying at our store',
    blocks: [
      <>
        Customers in {shop.city} can also buy at our store at {shop.address}.{' '}
        <Link to="/find-store" className={linkClass}>
          Find our store
        </Link>
        .
      </>,
    ],
  },
];

export default function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      intro={`How and when ${shop.name} delivers your order anywhere in India.`}
      updatedOn="2025-04-01"
      sections={sections}
    />
  );
}
