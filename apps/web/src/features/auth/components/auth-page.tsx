/** /auth: the full-page sign-in and registration. */
import { lazy, Suspense, useId } from 'react';
import { Spinner } from '@/components/ui/spinner';

const AuthPanel = lazy(() => import('./auth-panel'));

export function AuthPage() {
  const titleId = useId();
  return (
    <div className="bg-slate-50 px-3 py-8 sm:px-6 md:py-14">
      <div className="mx-auto max-w-4xl">
        <Suspense
          fallback={
            <div className="flex min-h-96 items-center justify-center">
              <Spinner label="Loading" />
            </div>
          }
        >
          <AuthPanel variant="page" titleId={titleId} />
        </Suspense>
      </div>
    </div>
  );
}
