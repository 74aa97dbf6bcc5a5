/** The three levels of technical support, with what each includes and how fast we answer. */
import { CircleCheck } from 'lucide-react';

type SupportLevel = { name: string; response: string; summary: string; includes: string[] };

export const supportLevels: SupportLevel[] = [
  {
    name: 'Basic',
    response: 'Response within 24 hours',
    summary:
      'For students, hobbyists and small projects that need a pointer in the right direction.',
    includes: ['E-mail support', 'Response within 24 hours', 'Help with parts bought from us'],
  },
  {
    name: 'Premium',
    response: 'Response within 4 hours',
    summary: 'For start-ups and product teams with a deadline and a board on the bench.',
    includes: [
      'Phone and e-mail support',
      'Response within 4 hours',
      'Remote assistance',
      'Design consultation',
    ],
  },
  {
    name: 'Enterprise',
    response: 'Response within 1 hour, 24/7',
    summary: 'For manufacturers and institutions whose lines or labs cannot wait.',
    includes: [
      '24/7 support',
      'Response within 1 hour',
      'Dedicated engineer',
      'On-site support',
      'Custom training',
    ],
  },
];

export function SupportLevels() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {supportLevels.map((level) => (
        <li
          key={level.name}
          className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs"
        >
          <h3 className="text-lg font-bold text-slate-900">{level.name}</h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">{level.response}</p>
          <p className="mt-3 text-sm text-slate-600">{level.summary}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {level.includes.map((item) => (
              <li key={item} className="flex gap-2">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-auto pt-4 text-xs text-slate-600">
            Fees are quoted per project or as an annual plan.
          </p>
        </li>
      ))}
    </ul>
  );
}
