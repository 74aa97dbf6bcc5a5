/** /privacy: how the shop handles personal data, under India's Digital Personal Data Protection Act, 2023. */
import { Link } from 'react-router';
import { shop } from '@shop/shared/shop';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const email = (
  <a href={`mailto:${shop.email}`} className="text-brand-700 underline">
    {shop.email}
  </a>
);

const sections: PolicySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    blocks: [
      <>
        {shop.name} ({shop.address}) runs this website and our store. Under the Digital Personal
        Data Protection Act, 2023 (DPDP Act) we are the Data Fiduciary for the personal data you
        give us, and you are the Data Principal.
      </>,
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    blocks: [
      {
        list: [
          'Account details: first and last name, e-mail address, mobile number and a password (stored only as a one-way hash).',
          'Order details: billing and shipping addresses with PIN code, company name and GSTIN if you give them, items bought and order notes.',
          'Payment references from Razorpay (order and payment ids). Card, UPI and bank details are entered on Razorpay and never reach our servers.',
          'Messages you send us: business enquiries, quote and support requests, reviews with their photos.',
          'Your e-mail address if you subscribe to our newsletter.',
          'Technical data: IP address and browser details in our server logs, kept to protect the site from abuse.',
        ],
      },
    ],
  },
  {
    id: 'why-we-use-it',
    heading: 'Why we use it',
    blocks: [
      'We process your personal data only for the purpose you gave it for, or as the law allows:',
      {
        list: [
          'to create your account, take your orders, deliver them and handle returns and refunds;',
          'to issue GST tax invoices and keep the accounts that tax law requires;',
          'to answer enquiries and quote and support requests;',
          'to send order updates by e-mail and, only if you subscribed, our newsletter;',
          'to keep the site secure, for example by limiting repeated login attempts.',
        ],
      },
      'We do not sell your personal data and we do not use it for third-party advertising.',
    ],
  },
  {
    id: 'consent',
    heading: 'Consent and how to withdraw it',
    blocks: [
      'Where we rely on your consent, such as the newsletter, you can withdraw it at any time as easily as you gave it: use the unsubscribe link in any newsletter or write to us. Withdrawing consent does not affect what was done before, and we may still keep data that the law requires us to keep.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    blocks: [
      {
        list: [
          'Courier partners, who receive your name, shipping address, PIN code and phone number to deliver your parcel.',
          'Razorpay, our payment gateway, to take online payments.',
          'Our e-mail and hosting providers, who process data on our instructions only.',
          'Government authorities, when the law requires it (for example GST records).',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    blocks: [
      'We use one essential cookie that keeps you signed in, and the browser storage that remembers your cart between visits. We use no advertising or tracking cookies.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    blocks: [
      'Account data is kept while your account is open. Orders and tax invoices are kept for as long as GST law requires us to keep accounts. Enquiries are kept for two years. Server logs are deleted after 90 days. When the purpose is over we erase the data, unless a law says we must keep it.',
    ],
  },
  {
    id: 'security',
    heading: 'How we protect it',
    blocks: [
      'Passwords are stored as salted hashes, the site is served over HTTPS, sessions can be ended by logging out, and only staff who need your data to serve you can see it. If a personal data breach ever happens, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    blocks: [
      'As a Data Principal you have the right to:',
      {
        list: [
          'get a summary of the personal data we hold about you and how we use it;',
          'have it corrected, completed, updated or erased;',
          'have your grievances addressed;',
          'nominate another person to exercise your rights in the event of your death or incapacity.',
        ],
      },
      <>
        You can update your name and e-mail on your{' '}
        <Link to="/profile" className="text-brand-700 underline">
          profile
        </Link>
        . For anything else, write to {email}. We reply within 30 days.
      </>,
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    blocks: [
      'Our accounts are meant for adults. Anyone under 18, such as a student buying project parts, should order with the consent and through the account of a parent or guardian.',
    ],
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Officer',
    blocks: [
      <>
        Write to our Grievance Officer at {email} or at {shop.address}. If you are not satisfied
        with our answer, you may complain to the Data Protection Board of India.
      </>,
    ],
  },
];

export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={`How ${shop.name} collects, uses and protects your personal data when you shop with us online or at our store.`}
      updatedOn="2025-04-01"
      sections={sections}
    />
  );
}
