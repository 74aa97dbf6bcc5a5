/** /careers: open positions, what working here is like and how to apply. */
import { Briefcase, Clock, MapPin } from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { CheckList } from '../components/check-list';
import { ContentPage, ContentSection } from '../components/content-section';
import { PageHeader } from '../components/page-header';

type Opening = {
  title: string;
  team: string;
  location: string;
  type: string;
  experience: string;
  summary: string;
};

const openings: Opening[] = [
  {
    title: 'Store Sales Associate',
    team: 'Retail',
    location: 'Secunderabad store',
    type: 'Full time',
    experience: '0-2 years',
    summary:
      'Help customers at the counter find the right parts, bill orders with GST and keep the shelves in order. Diploma or B.Tech in ECE/EEE preferred; Telugu, Hindi and English.',
  },
  {
    title: 'Embedded Systems Engineer',
    team: 'Technical Support',
    location: `${shop.city} (on site)`,
    type: 'Full time',
    experience: '2-5 years',
    summary:
      'Debug customer boards, write example firmware for ESP32 and STM32, and run workshops for colleges. C/C++, oscilloscopes and logic analysers should feel like home.',
  },
  {
    title: 'PCB Design Engineer',
    team: 'PCB Services',
    location: `${shop.city} (on site)`,
    type: 'Full time',
    experience: '3+ years',
    summary:
      'Review customer Gerbers for manufacturability and lay out multi-layer boards in KiCad or Altium, including high-speed and power designs.',
  },
  {
    title: 'Warehouse and Dispatch Executive',
    team: 'Operations',
    location: 'Secunderabad warehouse',
    type: 'Full time',
    experience: '0-3 years',
    summary:
      'Pick, pack and dispatch online orders with ESD care, and hand over parcels to our courier partners on time every day.',
  },
  {
    title: 'Customer Support Executive',
    team: 'Customer Care',
    location: `${shop.city} (hybrid)`,
    type: 'Full time',
    experience: '1-3 years',
    summary:
      'Answer calls, e-mails and WhatsApp messages about orders, returns and delivery. Basic electronics knowledge is a plus.',
  },
  {
    title: 'Electronics Intern',
    team: 'Lab',
    location: `${shop.city} (on site)`,
    type: '6 months, stipend',
    experience: 'Final-year students',
    summary:
      'Build and test kits, document projects for our blog and assist the engineers in the lab. A good first step for ECE and EEE students.',
  },
];

function jobHeadingId(opening: Opening): string {
  return `job-${opening.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const benefits = [
  'Salary reviewed every year, with PF, ESI and paid leave',
  'Group health insurance for you and your family',
  'Staff discount on everything we sell',
  'Training on new boards, tools and processes',
  'Time and parts for your own projects in our lab',
  'Six-day week, with Sundays off',
];

export default function CareersPage() {
  return (
    <ContentPage>
      <PageHeader
        title="Careers"
        intro={`Join the team behind ${shop.name}: engineers, sales staff and dispatch crew who love electronics and helping people build things.`}
      />

      <ContentSection
        id="openings"
        heading="Open Positions"
        intro={`${openings.length} openings at the moment.`}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {openings.map((opening) => (
            <li key={opening.title}>
              <article
                aria-labelledby={jobHeadingId(opening)}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
              >
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {opening.team}
                </p>
                <h3 id={jobHeadingId(opening)} className="mt-1 text-lg font-bold text-slate-900">
                  {opening.title}
                </h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" /> {opening.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" /> {opening.type}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Briefcase aria-hidden="true" className="size-4" /> {opening.experience}
                  </span>
                </p>
                <p className="mt-3 text-sm leading-relaxed text-slate-700">{opening.summary}</p>
                <a
                  href={`mailto:${shop.email}?subject=${encodeURIComponent(`Application: ${opening.title}`)}`}
                  className="mt-auto self-start pt-4 text-sm font-semibold text-brand-700 hover:underline"
                  aria-label={`Apply for ${opening.title} by e-mail`}
                >
                  Apply by e-mail
                </a>
              </article>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="benefits" heading="Working With Us">
        <CheckList items={benefits} />
      </ContentSection>

      <ContentSection id="how-to-apply" heading="How to Apply">
        <p className="max-w-3xl leading-relaxed text-slate-700">
          E-mail your CV to{' '}
          <a href={`mailto:${shop.email}`} className="font-medium text-brand-700 underline">
            {shop.email}
          </a>{' '}
          with the position in the subject line. Shortlisted candidates are called for a
          conversation and a practical round at our store within two weeks. We never ask for a fee
          at any stage of hiring.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
