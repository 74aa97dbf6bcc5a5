/**
 * The Reviews screen (/admin/reviews): every review, newest first, or only those still without a
 * reply, each with its product, author, stars, text and pictures, a reply written inline, and
 * Hide/Unhide (after a confirmation) to take a review off the product page or put it back.
 * Texts are shown as text, never as markup.
 */
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import {
  adminReviewsMessages as t,
  feedbackMessages,
  MAX_REPLY_LENGTH,
} from '@shop/shared/reviews/messages';
import type { AdminReview } from '@shop/shared/reviews/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ReviewBody } from '@/components/ui/review-body';
import { inputClasses } from '@/components/ui/text-field';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useReplyToReview } from '../api/reply-to-review';
import { useSetReviewHidden } from '../api/set-review-hidden';
import { readReviewsParams, REVIEWS_PAGE_SIZE, writeReviewsParams } from '../reviews-params';

export default function ReviewsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readReviewsParams(searchParams);
  const reviews = useAdminReviews(params);

  return (
    <AdminListPage
      heading={t.heading}
      countSuffix={t.countSuffix}
      subtitle={t.subtitle}
      controls={
        <ReviewsFilter
          unanswered={params.unanswered}
          onChoose={(unanswered) => setSearchParams(writeReviewsParams({ unanswered, page: 1 }))}
        />
      }
      list={reviews}
      loadingText={t.loading}
      loadFailed={feedbackMessages.reviewsLoadFailed}
      emptyText={
        params.unanswered ? feedbackMessages.noUnansweredReviews : feedbackMessages.noReviewsYet
      }
      page={params.page}
      pageSize={REVIEWS_PAGE_SIZE}
      onPage={(page) => setSearchParams(writeReviewsParams({ ...params, page }))}
    >
      {(items) => (
        <ul className="space-y-4" aria-label={t.heading}>
          {items.map((review) => (
            <li key={review._id}>
              <AdminReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}

/** All reviews or only those still without a reply. */
function ReviewsFilter({
  unanswered,
  onChoose,
}: {
  unanswered: boolean;
  onChoose: (unanswered: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t.filterLabel}</legend>
      {[
        { unanswered: false, label: t.filterAll },
        { unanswered: true, label: t.filterUnanswered },
      ].map((option) => (
        <label
          key={option.label}
          className="cursor-pointer rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
        >
          <input
            type="radio"
            name="reviews-filter"
            className="sr-only"
            checked={unanswered === option.unanswered}
            onChange={() => onChoose(option.unanswered)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function AdminReviewCard({ review }: { review: AdminReview }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {review.productName || t.productFallback}
          </h2>
          <p className="text-sm break-all text-slate-600">{review.userEmail}</p>
          {review.hidden && (
            <p className="mt-1 text-sm font-medium text-red-700">{t.hiddenBadge}</p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <time dateTime={review.createdAt} className="text-sm text-slate-600">
            {formatDateTime(review.createdAt)}
          </time>
          <VisibilityButton review={review} />
        </div>
      </header>
      <ReviewBody rating={review.rating} feedback={review.feedback} images={review.images} />
      <ReplyForm review={review} />
    </article>
  );
}

/** Hide or Unhide, asked once more in the shop's dialog before the product page changes. */
function VisibilityButton({ review }: { review: AdminReview }) {
  const [asking, setAsking] = useState(false);
  const change = useSetReviewHidden();
  const hide = !review.hidden;

  function confirm() {
    change.mutate(
      { id: review._id, hidden: hide },
      {
        onSuccess: () => toast.success(hide ? t.hidden : t.shown),
        onError: (error) =>
          toast.error(errorMessage(error, t.visibilityFailed), { role: 'status' }),
        onSettled: () => setAsking(false),
      },
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={change.isPending}>
        {hide ? t.hide : t.unhide}
      </Button>
      {asking && (
        <ConfirmDialog
          title={hide ? t.hideConfirm : t.unhideConfirm}
          confirmLabel={hide ? t.hide : t.unhide}
          cancelLabel={t.cancel}
          tone={hide ? 'danger' : 'primary'}
          busy={change.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

function ReplyForm({ review }: { review: AdminReview }) {
  const [reply, setReply] = useState(review.reply ?? '');
  const [problem, setProblem] = useState('');
  const save = useReplyToReview();
  const fieldId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reply.trim()) {
      setProblem(feedbackMessages.replyRequired);
      return;
    }
    setProblem('');
    save.mutate(
      { id: review._id, reply: reply.trim() },
      {
        onSuccess: () => toast.success(feedbackMessages.replySaved),
        onError: (error) => setProblem(errorMessage(error, feedbackMessages.replyFailed)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-2 border-t border-slate-100 pt-4" noValidate>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {t.replyLabel}
      </label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={MAX_REPLY_LENGTH}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        aria-invalid={problem ? true : undefined}
        className={inputClasses}
      />
      <ErrorBanner message={problem} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : review.reply ? t.updateReply : t.saveReply}
        </Button>
      </div>
    </form>
  );
}
