/** A product's status as a badge whose words say it (the colour only repeats them). */
import { productStatusLabels, type ProductStatus } from '@shop/shared/catalog/product-status';

const tones: Record<ProductStatus, string> = {
  DRAFT: 'bg-amber-100 text-amber-900 ring-amber-300',
  ACTIVE: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  ARCHIVED: 'bg-slate-200 text-slate-800 ring-slate-300',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[status]}`}
    >
      {productStatusLabels[status]}
    </span>
  );
}
