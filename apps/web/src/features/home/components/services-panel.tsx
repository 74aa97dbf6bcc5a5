/**
 * The 'Our Services' panel beside the hero: a vertical list on wide
 * screens, a row of chips that scrolls sideways on phones.
 */
import { Link } from 'react-router';
import {
  ArrowRight,
  BatteryCharging,
  Box,
  CircuitBoard,
  Headset,
  PackageSearch,
  Printer,
} from 'lucide-react';
import { homeTexts } from '@shop/shared/home/texts';

const services = [
  { to: '/services/pcb', label: 'PCB Manufacturing', Icon: CircuitBoard },
  { to: '/services/3d-printing', label: '3D Printing', Icon: Printer },
  { to: '/services/enclosure', label: 'Custom Enclosures', Icon: Box },
  { to: '/services/battery-pack', label: 'Custom Battery Packs', Icon: BatteryCharging },
  { to: '/services/sourcing', label: 'Component Sourcing', Icon: PackageSearch },
  { to: '/services/support', label: 'Technical Support', Icon: Headset },
] as const;

export function ServicesPanel() {
  return (
    <nav
      aria-labelledby="home-services-heading"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:p-4"
    >
      <h2
        id="home-services-heading"
        className="px-1 pb-2 text-sm font-bold tracking-wide text-slate-900 uppercase lg:border-b lg:border-slate-100 lg:pb-3 lg:text-base lg:normal-case"
      >
        {homeTexts.servicesHeading}
      </h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:mt-2 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0">
        {services.map(({ to, label, Icon }) => (
          <li key={to} className="shrink-0">
            <Link
              to={to}
              className="flex items-center gap-2.5 rounded-full border border-slate-200 px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 lg:rounded-lg lg:border-transparent lg:py-2.5"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {label}
            </Link>
          </li>
        ))}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-slate-100 lg:pt-2">
          <Link
            to="/services"
            className="flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-700 lg:justify-center lg:rounded-lg lg:py-2.5"
          >
            {homeTexts.viewAllServices}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
