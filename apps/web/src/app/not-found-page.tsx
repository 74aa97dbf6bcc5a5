import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>Page not found | CircuitKart</title>
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        Go to the home page
      </Link>
    </section>
  );
}
