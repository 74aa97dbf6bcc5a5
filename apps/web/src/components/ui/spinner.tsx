/** A spinning ring. `label` makes it an announced status; without it the spinner is decorative. */
type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label, className = 'size-8' }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 ${className}`}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {ring}
    </span>
  );
}

export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="fixed inset-0 z-50 flex items-center justify-center bg-white"
    >
      <Spinner className="size-12" />
    </div>
  );
}

/**
 * A page on its way, in the content area: the header and footer stay, so a slow network never
 * blanks the whole screen between two pages.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
