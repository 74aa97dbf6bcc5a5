/** A numbered process: how a service job goes from enquiry to delivery. */
export type ProcessStep = { title: string; description: string };

export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
