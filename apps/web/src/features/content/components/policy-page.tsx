/**
 * A policy page (privacy, terms, shipping): numbered sections of paragraphs and lists, with a
 * contents list that links to each section and the date the policy last changed.
 */
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { ContentPage } from './content-section';
import { PageHeader } from './page-header';

type PolicyTable = { caption: string; columns: [string, string]; rows: [string, string][] };
/** A paragraph, a bulleted list or a two-column table. */
export type PolicyBlock = ReactNode | { list: ReactNode[] } | { table: PolicyTable };
export type PolicySection = { id: string; heading: string; blocks: PolicyBlock[] };

type PolicyPageProps = {
  title: string;
  intro: ReactNode;
  /** ISO date. */
  updatedOn: string;
  sections: PolicySection[];
};

function isList(block: PolicyBlock): block is { list: ReactNode[] } {
  return typeof block === 'object' && block !== null && 'list' in block;
}

function isTable(block: PolicyBlock): block is { table: PolicyTable } {
  return typeof block === 'object' && block !== null && 'table' in block;
}

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  if (isList(block)) {
    return (
      <ul className="list-disc space-y-1.5 pl-5">
        {block.list.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  if (isTable(block)) {
    const { caption, columns, rows } = block.table;
    return (
      <table className="w-full border-collapse overflow-hidden rounded-xl text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(([region, time]) => (
            <tr key={region}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {region}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <p>{block}</p>;
}

export function PolicyPage({ title, intro, updatedOn, sections }: PolicyPageProps) {
  return (
    <ContentPage>
      <PageHeader title={title} intro={intro}>
        <p className="mt-4 text-sm text-white">
          Last updated: <time dateTime={updatedOn}>{formatDate(updatedOn)}</time>
        </p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="policy-contents" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="policy-contents"
            className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
          >
            Contents
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-10">
          {sections.map((section, index) => (
            // Clear of the sticky header, which is a row taller between lg and xl (its search row).
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 lg:scroll-mt-40 xl:scroll-mt-28"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed break-words text-slate-700">
                {section.blocks.map((block, blockIndex) => (
                  <PolicyBlockView key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </ContentPage>
  );
}
