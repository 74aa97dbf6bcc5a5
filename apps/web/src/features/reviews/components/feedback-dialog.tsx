/**
 * Give Feedback on a delivered order: a rating of 5 to 1 stars (5 by default), an
 * optional message and optional images, sent once for every product of the delivered order.
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
import { useSubmitOrderFeedback } from '../api/submit-feedback';
import {
  DEFAULT_FEEDBACK_RATING,
  FEEDBACK_RATINGS,
  feedbackMessages,
  MAX_FEEDBACK_IMAGES,
  MAX_FEEDBACK_LENGTH,
} from '@shop/shared/reviews/messages';
import { feedbackImagesProblem } from '../feedback-images';
import { Modal } from '@/components/ui/modal';

export function FeedbackDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const [rating, setRating] = useState<number>(DEFAULT_FEEDBACK_RATING);
  const [feedback, setFeedback] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState('');
  const submit = useSubmitOrderFeedback();
  const messageId = useId();
  const imagesId = useId();
  const imagesHintId = useId();
  const productIds = [
    ...new Set(
      order.orderItems.map((item) => item.product?._id).filter((id): id is string => Boolean(id)),
    ),
  ];
  const names = order.orderItems.map((item) => item.name || item.product?.name).filter(Boolean);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const imageProblem = feedbackImagesProblem(images);
    if (imageProblem) {
      setProblem(imageProblem);
      return;
    }
    setProblem('');
    submit.mutate(
      { productIds, feedback: feedback.trim(), rating, images },
      {
        onSuccess: () => {
          toast.success(feedbackMessages.submitted);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, feedbackMessages.failed)),
      },
    );
  }

  return (
    <Modal
      title="Give Feedback"
      description={`Order #${orderNumber(order._id, 8)}: ${names.join(', ')}`}
      onClose={onClose}
      busy={submit.isPending}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
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
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
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
            rows={4}
            maxLength={MAX_FEEDBACK_LENGTH}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            className={inputClasses}
            placeholder="What did you think of the products?"
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
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              setImages(files);
              setProblem(feedbackImagesProblem(files) ?? '');
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          <p id={imagesHintId} className="mt-1 text-xs text-slate-500">
            Up to {MAX_FEEDBACK_IMAGES} images.
            {images.length > 0 && ` ${images.length} chosen.`}
          </p>
        </div>

        <ErrorBanner message={problem} />

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={submit.isPending || productIds.length === 0}>
            {submit.isPending ? 'Submitting…' : 'Submit Feedback'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
