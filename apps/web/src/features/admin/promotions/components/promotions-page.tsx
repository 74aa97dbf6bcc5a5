/**
 * The back office's Promotions screen: every promotion with its status (live, upcoming, ended),
 * discount, dates and what it covers; create, edit (pre-filled) and end now after a confirmation
 * in the shop's own dialog.
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Plus } from 'lucide-react';
import { promotionMessages as m } from '@shop/shared/promotions/messages';
import type { AdminPromotion, PromotionStatus } from '@shop/shared/promotions/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAdminPromotions } from '../api/get-admin-promotions';
import { useEndPromotion } from '../api/end-promotion';
import { PromotionForm } from './promotion-form';

type Editing = { mode: 'add' } | { mode: 'edit'; promotion: AdminPromotion } | null;

const statusLabel: Record<PromotionStatus, string> = {
  LIVE: m.statusLive,
  UPCOMING: m.statusUpcoming,
  ENDED: m.statusEnded,
};
const statusStyle: Record<PromotionStatus, string> = {
  LIVE: 'bg-emerald-100 text-emerald-800',
  UPCOMING: 'bg-sky-100 text-sky-800',
  ENDED: 'bg-slate-200 text-slate-700',
};

function coverText(promotion: AdminPromotion): string {
  if (promotion.category) return `Category: ${promotion.category.name}`;
  const names = promotion.products.map((p) => p.name);
  return names.length <= 2
    ? `Products: ${names.join(', ')}`
    : `Products: ${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

export default function PromotionsPage() {
  const promotions = useAdminPromotions();
  const end = useEndPromotion();
  const [editing, setEditing] = useState<Editing>(null);
  const [ending, setEnding] = useState<AdminPromotion | null>(null);
  const [endFailure, setEndFailure] = useState('');

  useEffect(() => {
    if (promotions.isError) toast.error(m.loadFailed, { toastId: 'promotions-load' });
  }, [promotions.isError]);

  async function confirmEnd(promotion: AdminPromotion) {
    setEndFailure('');
    try {
      await end.mutateAsync(promotion._id);
      toast.success(m.ended);
    } catch (error) {
      console.error('Ending a promotion failed', error);
      const reason = errorMessage(error, m.endFailed);
      setEndFailure(reason);
      toast.error(reason, { role: 'status' });
    } finally {
      setEnding(null);
    }
  }

  return (
    <section className="space-y-4">
      <title>{`${m.adminHeading} | CircuitKart Admin`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{m.adminHeading}</h1>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {m.newPromotion}
        </Button>
      </div>
      <ErrorBanner message={endFailure} />
      {promotions.isPending && <Spinner label="Loading promotions" />}
      {promotions.isError && <ErrorBanner message={m.loadFailed} />}
      {promotions.data?.length === 0 && <p className="text-slate-700">{m.noPromotions}</p>}
      {promotions.data && promotions.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {promotions.data.map((promotion) => (
            <li
              key={promotion._id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{promotion.title}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusStyle[promotion.status]}`}
                  >
                    {statusLabel[promotion.status]}
                  </span>
                  <span className="text-sm font-semibold text-red-700">
                    {m.percentOff(promotion.discountPercent)}
                  </span>
                  <span className="text-xs text-slate-600">{promotion.badge}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {formatDateTime(promotion.startsAt)} – {formatDateTime(promotion.endsAt)}
                </p>
                <p className="truncate text-sm text-slate-600">{coverText(promotion)}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ mode: 'edit', promotion })}
                  aria-label={`Edit ${promotion.title}`}
                >
                  Edit
                </Button>
                {promotion.status !== 'ENDED' && (
                  <Button
                    variant="secondary"
                    onClick={() => setEnding(promotion)}
                    aria-label={`${m.endNow}: ${promotion.title}`}
                  >
                    {m.endNow}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PromotionForm
          promotion={editing.mode === 'edit' ? editing.promotion : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {ending && (
        <ConfirmDialog
          title={`End “${ending.title}” now?`}
          message="Shoppers pay the list price again at once."
          confirmLabel={m.endNow}
          cancelLabel="Keep it"
          tone="danger"
          busy={end.isPending}
          onConfirm={() => void confirmEnd(ending)}
          onCancel={() => setEnding(null)}
        />
      )}
    </section>
  );
}
