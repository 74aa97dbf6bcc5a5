/**
 * The six engineering services: the cards of the services overview, and the name, icon and
 * address each service page opens with.
 */
import {
  BatteryCharging,
  Box,
  CircuitBoard,
  Headset,
  PackageSearch,
  Printer,
  type LucideIcon,
} from 'lucide-react';

export type ServiceId =
  'pcb' | '3d-printing' | 'enclosure' | 'battery-pack' | 'sourcing' | 'support';

export type ServiceCard = {
  id: ServiceId;
  title: string;
  description: string;
  Icon: LucideIcon;
  /** Tailwind classes of the card's icon tile. */
  color: string;
  features: [string, string, string, string];
  link: `/services/${ServiceId}`;
};

export const serviceCards: Record<ServiceId, ServiceCard> = {
  pcb: {
    id: 'pcb',
    title: 'PCB Manufacturing',
    description:
      'Single-sided to 12-layer boards from your Gerbers, with optional SMT and through-hole assembly.',
    Icon: CircuitBoard,
    color: 'bg-emerald-100 text-emerald-800',
    features: [
      'Up to 12 layers',
      'FR-4, aluminium and flex',
      'Free DFM check',
      'Assembly on request',
    ],
    link: '/services/pcb',
  },
  '3d-printing': {
    id: '3d-printing',
    title: '3D Printing',
    description:
      'FDM, SLA and SLS printing for prototypes, jigs, replacement parts and short production runs.',
    Icon: Printer,
    color: 'bg-sky-100 text-sky-800',
    features: [
      'FDM, SLA and SLS',
      'Layers down to 0.025 mm',
      'Rush in 1-2 days',
      'STL, OBJ, 3MF, STEP',
    ],
    link: '/services/3d-printing',
  },
  enclosure: {
    id: 'enclosure',
    title: 'Custom Enclosures',
    description:
      'Metal and plastic housings cut, bent, machined or printed to fit your board, connectors and display.',
    Icon: Box,
    color: 'bg-amber-100 text-amber-900',
    features: [
      'Aluminium and steel',
      'Polycarbonate and ABS',
      'IP-rated designs',
      'Printing and engraving',
    ],
    link: '/services/enclosure',
  },
  'battery-pack': {
    id: 'battery-pack',
    title: 'Custom Battery Packs',
    description:
      'Li-ion, LiPo, LiFePO4, NiMH and lead-acid packs built around your voltage, capacity and space.',
    Icon: BatteryCharging,
    color: 'bg-lime-100 text-lime-900',
    features: [
      'BMS designed in',
      'Spot-welded, not soldered',
      'Thermal management',
      'Tested before dispatch',
    ],
    link: '/services/battery-pack',
  },
  sourcing: {
    id: 'sourcing',
    title: 'Component Sourcing',
    description:
      'Hard-to-find and bulk components from authorised distributors, checked for authenticity before they ship.',
    Icon: PackageSearch,
    color: 'bg-violet-100 text-violet-800',
    features: [
      'Authorised distributors',
      'Counterfeit screening',
      'BOM quotes in 48 hours',
      'GST invoice',
    ],
    link: '/services/sourcing',
  },
  support: {
    id: 'support',
    title: 'Technical Support',
    description:
      'Engineers who help you design, debug, document, test and train, from a single question to 24/7 cover.',
    Icon: Headset,
    color: 'bg-rose-100 text-rose-800',
    features: [
      'Design consultation',
      'Troubleshooting',
      'Testing and validation',
      '24/7 emergency line',
    ],
    link: '/services/support',
  },
};
