/**
 * What an admin screen shows until its area is built: its name, that it is not available yet
 * and what it will hold, never a blank page. Shared by the areas, loaded in its own small chunk.
 */
import { Construction } from 'lucide-react';

type AdminScreenUnavailableProps = { title: string; description: string };

export default function AdminScreenUnavailable({
  title,
  description,
}: AdminScreenUnavailableProps) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <title>{`${title} | CircuitKart Admin`}</title>
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 font-medium text-slate-800">This screen is not available yet.</p>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
      </div>
    </section>
  );
}
