/**
 * The frame every service page shares: a header with the service's key figures, the sections
 * the service describes itself with, its process, optional FAQ, and the quote form (passed in by
 * the route) beside the ways to reach us.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid, SpecList, type CardItem } from '../components/card-grid';
import { CheckList } from '../components/check-list';
import { ContentPage, ContentSection } from '../components/content-section';
import { FaqList, type Faq } from '../components/faq-list';
import { FormWithContacts } from '../components/form-with-contacts';
import { PageHeader } from '../components/page-header';
import { ProcessSteps, type ProcessStep } from '../components/process-steps';
import { TagList } from '../components/tag-list';
import type { ServiceCard } from './service-catalogue';

type SectionBase = { id: string; heading: string; intro?: string };

export type ServiceSection = SectionBase &
  (
    | { kind: 'cards'; items: CardItem[]; columns?: 2 | 3 | 4 }
    | { kind: 'checklist'; items: string[]; columns?: 1 | 2 | 3 }
    | { kind: 'tags'; items: string[] }
    | { kind: 'specs'; specs: { label: string; value: string }[] }
    /** Something that is not a list, e.g. the support levels. */
    | { kind: 'custom'; content: ReactNode }
  );

export type ServiceContent = {
  card: ServiceCard;
  intro: string;
  /** Three or four headline figures shown in the header. */
  facts: { label: string; value: string }[];
  sections: ServiceSection[];
  process: ProcessStep[];
  faqs?: Faq[];
  form: { heading: string; intro: string };
  /** The support service also offers the 24/7 emergency line. */
  emergency?: boolean;
};

const FORM_ID = 'request-form';

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'cards':
      return <CardGrid items={section.items} columns={section.columns} />;
    case 'checklist':
      return <CheckList items={section.items} columns={section.columns} />;
    case 'tags':
      return <TagList items={section.items} label={section.heading} />;
    case 'specs':
      return (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:max-w-2xl">
          <SpecList specs={section.specs} />
        </div>
      );
    case 'custom':
      return section.content;
  }
}

export function ServicePage({
  content,
  quoteForm,
}: {
  content: ServiceContent;
  quoteForm: ReactNode;
}) {
  const { card } = content;
  return (
    <ContentPage>
      <PageHeader eyebrow="Our Services" Icon={card.Icon} title={card.title} intro={content.intro}>
        <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {content.facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white/10 p-3 ring-1 ring-white/20">
              <dt className="text-xs font-medium text-white">{fact.label}</dt>
              <dd className="mt-1 font-bold text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={`#${FORM_ID}`}
            className={buttonClasses('secondary', 'border-white bg-white text-brand-800')}
          >
            {content.form.heading}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          <Link
            to="/services"
            className="inline-flex items-center rounded-lg px-4 py-2.5 text-sm font-semibold text-white underline-offset-2 hover:underline"
          >
            All services
          </Link>
        </div>
      </PageHeader>

      {content.sections.map((section) => (
        <ContentSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          intro={section.intro}
        >
          <SectionBody section={section} />
        </ContentSection>
      ))}

      <ContentSection id="process" heading="How It Works">
        <ProcessSteps steps={content.process} />
      </ContentSection>

      {content.faqs && (
        <ContentSection id="faq" heading="Frequently Asked Questions">
          <FaqList faqs={content.faqs} />
        </ContentSection>
      )}

      <FormWithContacts
        id={FORM_ID}
        heading={content.form.heading}
        intro={content.form.intro}
        form={quoteForm}
        emergency={content.emergency}
      />
    </ContentPage>
  );
}
