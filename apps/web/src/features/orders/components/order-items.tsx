/** An order's items: picture, name, quantity and price; `limit` shows only the first few. */
import type { Order } from '@shop/shared/orders/schemas';
import { ProductImage } from '@/components/ui/product-image';
import { formatRupees } from '@/lib/format';

type OrderItemsProps = { items: Order['orderItems']; limit?: number; compact?: boolean };

export function OrderItems({ items, limit, compact = false }: OrderItemsProps) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  const hidden = items.length - shown.length;
  const imageSize = compact ? 'size-12' : 'size-16';
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label="Items">
        {shown.map((item, index) => {
          const name = item.name || item.product?.name || 'Product';
          return (
            <li
              key={item._id || `${item.product?._id}-${index}`}
              className="flex items-center gap-3 py-2.5"
            >
              <span
                className={`flex ${imageSize} shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50`}
              >
                <ProductImage
                  src={item.product?.imageUrls?.[0]}
                  alt=""
                  width={64}
                  height={64}
                  className="size-full object-contain p-1"
                />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900" title={name}>
                  {name}
                </p>
                <p className="text-xs text-slate-500">
                  Qty {item.quantity} × {formatRupees(item.price)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold text-slate-900">
                {formatRupees(item.price * item.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <p className="mt-1 text-xs text-slate-500">
          +{hidden} more {hidden === 1 ? 'item' : 'items'}
        </p>
      )}
    </div>
  );
}
