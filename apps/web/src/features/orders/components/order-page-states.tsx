/** The frame, loading, error and empty states the three order pages share. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, PackageOpen, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type OrdersPageFrameProps = {
  title: string;
  intro?: string;
  onRefresh?: () => void;
  refreshing?: boolean;
  children: ReactNode;
};

export function OrdersPageFrame({
  title,
  intro,
  onRefresh,
  refreshing = false,
  children,
}: OrdersPageFrameProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <title>{`${title} | CircuitKart`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {onRefresh && (
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${refreshing ? 'animate-spin' : ''}`}
            />
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        )}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function OrdersLoading() {
  return (
    <div className="flex justify-center py-20">
      <Spinner label="Loading orders" className="size-10" />
    </div>
  );
}

export function OrdersError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-red-500" />
      <p className="mt-4 text-lg font-semibold text-red-800">{message}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

export function OrdersEmpty({
  title,
  text,
  action = 'Start Shopping',
}: {
  title: string;
  text: string;
  action?: string;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <PackageOpen aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        {action}
      </Link>
    </div>
  );
}
