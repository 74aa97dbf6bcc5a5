/** The loading, error and empty states every catalogue page shares. */
import type { ReactNode } from 'react';
import { AlertTriangle, PackageSearch } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

export function LoadingState({ label = 'Loading products' }: { label?: string }) {
  return (
    <div className="flex justify-center py-20">
      <Spinner label={label} className="size-10" />
    </div>
  );
}

export function ErrorState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-red-500" />
      <p className="mt-4 text-lg font-semibold text-red-800">{message}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <PackageSearch aria-hidden="true" className="size-10 text-slate-400" />
      <p className="mt-4 text-base font-medium text-slate-700">{message}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
