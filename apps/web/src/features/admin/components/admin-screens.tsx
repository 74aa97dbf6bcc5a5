/** Placeholders for the admin screens until each manager is built (operations.md section 2). */
import { Link, useParams } from 'react-router';
import { Construction } from 'lucide-react';

const screens: Record<string, { title: string; description: string }> = {
  dashboard: {
    title: 'Dashboard',
    description: 'Counts of users, orders, products, categories and enquiries will appear here.',
  },
  category: { title: 'Categories', description: 'Add, edit and delete product categories here.' },
  product: {
    title: 'Products',
    description: 'Add, edit and delete products and their images here.',
  },
  users: {
    title: 'Users',
    description: 'Customers with their order counts and totals will be listed here.',
  },
  orders: {
    title: 'Processing Orders',
    description: 'Manage orders currently in processing state.',
  },
  enquiries: {
    title: 'Enquiries',
    description: 'Business enquiries and service quote requests will be listed here.',
  },
};

function AdminPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <title>{`${title} | CircuitKart Admin`}</title>
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600">{description}</p>
        </div>
      </div>
    </section>
  );
}

/** /admin/:id */
export function AdminSectionPage() {
  const { id = '' } = useParams();
  const screen = screens[id];
  if (!screen) {
    return (
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">Admin page not found</h1>
        <p className="mt-2 text-slate-600">There is no admin screen called “{id}”.</p>
        <Link
          to="/admin/dashboard"
          className="mt-4 inline-block font-medium text-brand-700 hover:underline"
        >
          Go to the dashboard
        </Link>
      </section>
    );
  }
  return <AdminPlaceholder {...screen} />;
}

/** /admin/order/:id */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  return (
    <AdminPlaceholder
      title={`Order #${id.slice(-6)}`}
      description="Customer, summary, addresses, items and the status update for this order will appear here."
    />
  );
}

/** /admin/products */
export function AdminProductsPage() {
  return (
    <AdminPlaceholder
      title="Product Management"
      description="The product manager will appear here."
    />
  );
}
