/**
 * Give Feedback on a delivered order: each product of the order gets its own rating of 5 to 1
 * stars (5 by default), optional message and optional images, and is sent as its own review, so
 * a product page never shows words written about another product. With several products, any
 * may be skipped.
 */
import { useId, useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { toast } from 'react-toastify';
import type { Order } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import {
  feedbackComplete,
  useSubmitOrderFeedback,
  type FeedbackOutcome,
} from '../api/submit-feedback';
import {
  DEFAULT_FEEDBACK_RATING,
  FEEDBACK_RATINGS,
  feedbackMessages,
  MAX_FEEDBACK_IMAGES,
  MAX_FEEDBACK_LENGTH,
} from '@shop/shared/reviews/messages';
import { feedbackImagesProblem } from '../feedback-images';
import { Modal } from '@/components/ui/modal';

interface Draft {
  rating: number;
  feedback: string;
  images: File[];
  skip: boolean;
}

const newDraft = (): Draft => ({
  rating: DEFAULT_FEEDBACK_RATING,
  feedback: '',
  images: [],
  skip: false,
});

/** The order's products, once each, in the order's order. */
function productsOf(order: Order): Array<{ id: string; name: string }> {
  const seen = new Map<string, string>();
  for (const item of order.orderItems) {
    const id = item.product?._id;
    if (id && !seen.has(id)) seen.set(id, item.name || item.product?.name || 'Product');
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** What to say under a product after sending: nothing while it is still to be sent. */
function statusText(outcome: FeedbackOutcome | undefined): string {
  if (!outcome) return '';
  if (outcome.status === 'failed') return errorMessage(outcome.error, feedbackMessages.failed);
  return outcome.status === 'saved'
    ? feedbackMessages.productSaved
    : feedbackMessages.alreadyReviewed;
}

function ProductReview({
  name,
  draft,
  outcome,
  problem,
  canSkip,
  disabled,
  onChange,
}: {
  name: string;
  draft: Draft;
  outcome: FeedbackOutcome | undefined;
  problem: string;
  canSkip: boolean;
  disabled: boolean;
  onChange: (change: Partial<Draft>) => void;
}) {
  const messageId = useId();
  const imagesId = useId();
  const imagesHintId = useId();
  const statusId = useId();
  const done = outcome?.status === 'saved' || outcome?.status === 'reviewedBefore';
  const note = problem || statusText(outcome);
  return (
    <fieldset
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      disabled={disabled || done}
      aria-describedby={note ? statusId : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
      {canSkip && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={draft.skip}
            onChange={(event) => onChange({ skip: event.target.checked })}
            className="size-4 rounded border-slate-300"
          />
          {feedbackMessages.skipProduct}
        </label>
      )}
      {!draft.skip && (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Rating</legend>
            <div className="flex flex-wrap gap-2">
              {FEEDBACK_RATINGS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={`rating-${messageId}`}
                    value={value}
                    checked={draft.rating === value}
                    onChange={() => onChange({ rating: value })}
                    className="sr-only"
                  />
                  <span aria-hidden="true" className="flex text-amber-500">
                    {Array.from({ length: value }, (_, index) => (
                      <Star key={index} className="size-3.5 fill-current" />
                    ))}
                  </span>
                  <span>
                    {value} {value === 1 ? 'star' : 'stars'}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-slate-700">
              Your feedback <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id={messageId}
              rows={3}
              maxLength={MAX_FEEDBACK_LENGTH}
              value={draft.feedback}
              onChange={(event) => onChange({ feedback: event.target.value })}
              className={inputClasses}
              placeholder="What did you think of this product?"
            />
          </div>

          <div>
            <label htmlFor={imagesId} className="mb-1 block text-sm font-medium text-slate-700">
              Images <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <input
              id={imagesId}
              type="file"
              accept="image/*"
              multiple
              aria-describedby={imagesHintId}
              onChange={(event) => onChange({ images: Array.from(event.target.files ?? []) })}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p id={imagesHintId} className="mt-1 text-xs text-slate-500">
              Up to {MAX_FEEDBACK_IMAGES} images.
              {draft.images.length > 0 && ` ${draft.images.length} chosen.`}
            </p>
          </div>
        </>
      )}
      {note && (
        <p
          id={statusId}
          className={
            problem || outcome?.status === 'failed'
              ? 'text-sm font-medium text-red-700'
              : 'text-sm font-medium text-emerald-800'
          }
        >
          {note}
        </p>
      )}
    </fieldset>
  );
}

export function FeedbackDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const products = productsOf(order);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(products.map((product) => [product.id, newDraft()])),
  );
  const [outcomes, setOutcomes] = useState<Record<string, FeedbackOutcome>>({});
  const [problem, setProblem] = useState('');
  const submit = useSubmitOrderFeedback();
  const draftOf = (id: string) => drafts[id] ?? newDraft();
  const imageProblems = Object.fromEntries(
    products.map((product) => [product.id, feedbackImagesProblem(draftOf(product.id).images)]),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Products saved in an earlier try are done; the rest are sent again.
    const toSend = products.filter(
      ({ id }) =>
        !draftOf(id).skip &&
        outcomes[id]?.status !== 'saved' &&
        outcomes[id]?.status !== 'reviewedBefore',
    );
    if (toSend.length === 0) {
      setProblem(feedbackMessages.nothingChosen);
      return;
    }
    if (toSend.some(({ id }) => imageProblems[id])) return;
    setProblem('');
    submit.mutate(
      toSend.map(({ id }) => {
        const { rating, feedback, images } = draftOf(id);
        return { productId: id, rating, feedback: feedback.trim(), images };
      }),
      {
        onSuccess: (sent) => {
          const all = { ...outcomes, ...Object.fromEntries(sent.map((o) => [o.productId, o])) };
          setOutcomes(all);
          const earlier = Object.values(outcomes).filter((o) => o.status === 'saved');
          if (feedbackComplete([...earlier, ...sent])) {
            toast.success(feedbackMessages.submitted);
            onClose();
          }
        },
        onError: (error) => setProblem(errorMessage(error, feedbackMessages.failed)),
      },
    );
  }

  return (
    <Modal
      title="Give Feedback"
      description={`Order #${orderNumber(order._id)}: ${products.map((p) => p.name).join(', ')}`}
      onClose={onClose}
      busy={submit.isPending}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        {products.map((product) => (
          <ProductReview
            key={product.id}
            name={product.name}
            draft={draftOf(product.id)}
            outcome={outcomes[product.id]}
            problem={imageProblems[product.id] ?? ''}
            canSkip={products.length > 1}
            disabled={submit.isPending}
            onChange={(change) =>
              setDrafts((current) => ({
                ...current,
                [product.id]: { ...(current[product.id] ?? newDraft()), ...change },
              }))
            }
          />
        ))}

        <ErrorBanner message={problem} />

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={submit.isPending || products.length === 0}>
            {submit.isPending ? 'Submitting…' : 'Submit Feedback'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
