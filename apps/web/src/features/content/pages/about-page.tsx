/** /about: the shop's story, what it sells, whom it serves and what it stands for. */
import { Link } from 'react-router';
import { BadgeCheck, GraduationCap, Handshake, Wrench } from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid, type CardItem } from '../components/card-grid';
import { CheckList } from '../components/check-list';
import { ContentPage, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';

const figures = [
  { value: '15+ years', label: 'at the counter' },
  { value: '1,200+', label: 'schools, colleges and companies served' },
  { value: '19,000+', label: 'PIN codes we deliver to' },
];

const values: CardItem[] = [
  {
    title: 'Genuine parts only',
    Icon: BadgeCheck,
    description:
      'We buy from manufacturers and authorised distributors, and we test what we sell. No re-marked chips, no surprises.',
  },
  {
    title: 'Engineers at the counter',
    Icon: Wrench,
    description:
      'The people who answer your questions build circuits themselves, so advice comes from experience, not a catalogue.',
  },
  {
    title: 'Learning first',
    Icon: GraduationCap,
    description:
      'We run workshops for students and teachers and keep parts affordable, because today’s project is tomorrow’s product.',
  },
  {
    title: 'Fair and transparent',
    Icon: Handshake,
    description:
      'GST-inclusive prices, proper tax invoices and clear return rules, online and in the store.',
  },
];

const whatWeSell = [
  'Development boards: Arduino, ESP32, STM32, Raspberry Pi and more',
  'Sensors, modules, displays and motor drivers',
  'Passive components, connectors and cables',
  'IoT devices, gateways and communication modules',
  'Soldering stations, multimeters and lab tools',
  'DIY, robotics and STEM kits for schools and colleges',
];

export default function AboutPage() {
  return (
    <ContentPage>
      <PageHeader
        title="About Us"
        intro={`${shop.name} is a computer and electronics store in ${shop.city}, serving makers, students, engineers and businesses across India with components, boards, IoT devices and engineering services.`}
      />

      <ContentSection id="our-story" heading="Our Story">
        <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
          <p>
            We started as a small counter in Secunderabad’s electronics market, selling computer
            spares and a few boxes of resistors to students from the engineering colleges around the
            city. As more of our customers began building robots, drones and IoT projects, our
            shelves filled with microcontrollers, sensors and modules, and our team grew to include
            engineers who could help them.
          </p>
          <p>
            Today we ship to every corner of India from the same neighbourhood, and we make what our
            customers cannot buy off the shelf: printed circuit boards, 3D-printed parts, enclosures
            and battery packs. The store is still open for anyone who wants to see a part before
            they buy it, or just talk through a circuit.
          </p>
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl bg-brand-50 p-5">
              <dt className="text-sm text-slate-700">{figure.label}</dt>
              <dd className="order-first text-2xl font-extrabold text-brand-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection id="what-we-sell" heading="What We Sell">
        <CheckList items={whatWeSell} />
        <p className="mt-6 text-slate-700">
          We also offer{' '}
          <Link to="/services" className="font-medium text-brand-700 underline">
            engineering services
          </Link>{' '}
          for PCBs, 3D printing, enclosures, battery packs, component sourcing and technical
          support.
        </p>
      </ContentSection>

      <ContentSection id="our-values" heading="What We Stand For">
        <CardGrid items={values} columns={4} />
      </ContentSection>

      <section
        aria-labelledby="about-visit-heading"
        className="rounded-2xl bg-slate-900 px-5 py-10 text-center text-white sm:px-10"
      >
        <h2 id="about-visit-heading" className="text-2xl font-bold tracking-tight">
          Come and see us
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-200">{shop.address}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/find-store" className={buttonClasses('primary')}>
            Find Our Store
          </Link>
          <Link
            to="/careers"
            className="inline-flex items-center justify-center rounded-lg border border-white px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10"
          >
            Work With Us
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
