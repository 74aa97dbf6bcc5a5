/**
 * Every storefront route whose page is not built yet (storefront.md section 2, operations.md
 * section 2, DECISIONS.md section 4). One table, one component; a feature replaces its row
 * with a real route when it lands.
 */
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

type Describe = (context: {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}) => string;

export type PlaceholderRoute = {
  path: string;
  title: string;
  description: string | Describe;
  /** Customer-guarded (storefront.md section 6). */
  customer?: boolean;
};

export const placeholderRoutes: PlaceholderRoute[] = [
  {
    path: '/new-enquiry',
    title: 'Business Enquiry',
    description:
      'Institutions can request lab setup packages here; the enquiry form is on its way.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Our address, phone, e-mail and a contact form will appear here.',
  },
  {
    path: '/about',
    title: 'About Us',
    description: 'The story of CircuitKart, our store in Hyderabad and the team behind it.',
  },
  {
    path: '/blog',
    title: 'Blog',
    description: 'Articles on technology, education, industry and innovation will appear here.',
  },
  {
    path: '/careers',
    title: 'Careers',
    description: 'Open positions at CircuitKart will be listed here.',
  },
  {
    path: '/support',
    title: 'Support',
    description: 'Help with orders, products and our engineering services will appear here.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal data.',
  },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    description: 'The terms that apply when you shop with CircuitKart.',
  },
  {
    path: '/shipping',
    title: 'Shipping Policy',
    description: 'Delivery areas, timelines and charges for orders across India.',
  },
  {
    path: '/find-store',
    title: 'Find Our Store',
    description: 'Directions and opening hours of our store in Secunderabad, Hyderabad.',
  },
  {
    path: '/services',
    title: 'Our Services',
    description:
      'PCB manufacturing, 3D printing, custom enclosures, battery packs, component sourcing and technical support.',
  },
  {
    path: '/services/pcb',
    title: 'PCB Manufacturing',
    description: 'Capabilities, materials and a quote form for PCB manufacturing up to 12 layers.',
  },
  {
    path: '/services/3d-printing',
    title: '3D Printing',
    description: 'FDM, SLA and SLS printing with materials, build volumes and a quote form.',
  },
  {
    path: '/services/enclosure',
    title: 'Custom Enclosures',
    description: 'Custom enclosures in aluminium, steel and plastics, with a quote form.',
  },
  {
    path: '/services/battery-pack',
    title: 'Custom Battery Packs',
    description:
      'Li-ion, LiPo, NiMH, lead-acid and LiFePO4 packs with BMS design, and a quote form.',
  },
  {
    path: '/services/sourcing',
    title: 'Component Sourcing',
    description: 'Genuine components from verified suppliers, with a quote form.',
  },
  {
    path: '/services/support',
    title: 'Technical Support',
    description: 'Design consultation, troubleshooting, testing and training, with a request form.',
  },
];

export function PlaceholderRoutePage({ route }: { route: PlaceholderRoute }) {
  const params = useParams();
  const [query] = useSearchParams();
  const description =
    typeof route.description === 'function'
      ? route.description({ params, query })
      : route.description;
  return (
    <PlaceholderPage
      title={route.title}
      description={description}
      showHomeLink={route.path !== '/'}
    />
  );
}
