/**
 * TEMPORARY stand-in for the quote, support request and contact forms, which are built in
 * their own feature. The content pages take the form as a prop; at merge each route file in
 * this folder passes the real form instead and this file is deleted.
 */
export function PendingForm({ name }: { name: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
      {name}
    </p>
  );
}
