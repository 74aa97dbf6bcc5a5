/** A product's stock level in words with an icon ("Low stock", "Out of stock"), not colour alone. */
import { AlertTriangle, PackageX } from 'lucide-react';
import { stockMessages as m, type StockStatus } from '@shop/shared/catalog/stock-movements';

export function StockLevelBadge({ status }: { status: StockStatus }) {
  if (status === 'IN') return null;
  const out = status === 'OUT';
  const Icon = out ? PackageX : AlertTriangle;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
        out ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {out ? m.outOfStock : m.lowStock}
    </span>
  );
}
