/**
 * /services: the six services as cards, why customers choose us, the industries we serve and
 * a call to contact us or send a business enquiry.
 */
import { Link } from 'react-router';
import {
  ArrowRight,
  Award,
  Car,
  Factory,
  HeartPulse,
  Lightbulb,
  Plane,
  Rocket,
  Smartphone,
  Users,
  Wifi,
} from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid, type CardItem } from '../components/card-grid';
import { ContentPage, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { serviceCards, type ServiceCard } from './service-catalogue';

const reasons: CardItem[] = [
  {
    title: 'Expert Team',
    Icon: Users,
    description:
      'Electronics and mechanical engineers who build, test and ship hardware every day.',
  },
  {
    title: 'Quality Assured',
    Icon: Award,
    description: 'Genuine parts, inspected work and a written test report where it matters.',
  },
  {
    title: 'Fast Delivery',
    Icon: Rocket,
    description:
      'Quotes within a working day and rush options on prototypes, shipped across India.',
  },
  {
    title: 'Innovation',
    Icon: Lightbulb,
    description: 'We keep up with new boards, materials and processes so your product can too.',
  },
];

const industries: CardItem[] = [
  {
    title: 'Consumer Electronics',
    Icon: Smartphone,
    description: 'Gadgets, wearables and smart home products.',
  },
  {
    title: 'Industrial Automation',
    Icon: Factory,
    description: 'Controllers, panels and sensors for factories.',
  },
  {
    title: 'Medical Devices',
    Icon: HeartPulse,
    description: 'Monitors, diagnostic tools and lab equipment.',
  },
  { title: 'Automotive', Icon: Car, description: 'EV battery packs, telematics and test rigs.' },
  {
    title: 'IoT and Smart Cities',
    Icon: Wifi,
    description: 'Metering, street lighting and connected sensors.',
  },
  {
    title: 'Aerospace and Defense',
    Icon: Plane,
    description: 'Drones, ground equipment and rugged electronics.',
  },
];

function ServiceCardView({ card }: { card: ServiceCard }) {
  const { Icon } = card;
  const headingId = `service-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <span className={`flex size-12 items-center justify-center rounded-xl ${card.color}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 id={headingId} className="mt-4 text-lg font-bold text-slate-900">
        {card.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={card.link}
        aria-label={`Learn more about ${card.title}`}
        className={buttonClasses('link', 'mt-auto self-start pt-5')}
      >
        Learn More
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}

export default function ServicesOverviewPage() {
  return (
    <ContentPage>
      <PageHeader
        title="Our Services"
        intro={`Beyond components and boards, ${shop.name} makes PCBs, prints and builds enclosures, assembles battery packs, finds hard-to-get parts and supports your engineers, all from ${shop.city}.`}
      />

      <ContentSection id="services" heading="What We Do">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Object.values(serviceCards).map((card) => (
            <li key={card.id}>
              <ServiceCardView card={card} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="why-choose" heading="Why Choose Our Services">
        <CardGrid items={reasons} columns={4} />
      </ContentSection>

      <ContentSection id="industries" heading="Industries We Serve">
        <CardGrid items={industries} />
      </ContentSection>

      <section
        aria-labelledby="services-cta-heading"
        className="rounded-2xl bg-slate-900 px-5 py-10 text-center text-white sm:px-10"
      >
        <h2 id="services-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Have a project in mind?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-200">
          Talk to us about a one-off prototype or a production run. Institutions can send a business
          enquiry for lab setups and packages.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClasses('primary')}>
            Contact Us
          </Link>
          <Link
            to="/new-enquiry"
            className="inline-flex items-center justify-center rounded-lg border border-white px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10"
          >
            Submit Enquiry
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
