/** An /admin/… path that is no screen of the back office: say so, inside the admin frame. */
import { Link, useLocation } from 'react-router';

export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <title>Admin page not found | CircuitKart Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Admin page not found</h1>
      <p className="mt-2 text-slate-600">There is no admin screen at “{pathname}”.</p>
      <Link
        to="/admin/dashboard"
        className="mt-4 inline-block font-medium text-brand-700 hover:underline"
      >
        Go to the dashboard
      </Link>
    </section>
  );
}
