/**
 * 'Customer Reviews' on the product page: the average and count, then
 * each review's author, date, stars, text, pictures and the administrator's reply, kept live by
 * the product's room. Texts are rendered as text, never as markup. Reviews are written from the
 * customer's delivered orders, not here.
 */
import { MessageSquareReply } from 'lucide-react';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { feedbackMessages } from '@shop/shared/reviews/messages';
import type { Review } from '@shop/shared/reviews/schemas';
import { ReviewBody } from '@/components/ui/review-body';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { useProductReviews } from '../api/get-product-reviews';
import { useProductReviewEvents } from '../hooks/use-product-review-events';
import { reviewAuthor, reviewSummary } from '../review-list';

export function ProductReviews({
  product,
}: {
  product: { _id: string; averageRating: number | null; reviewCount: number };
}) {
  const { data: reviews = [], isPending } = useProductReviews(product._id);
  useProductReviewEvents(product._id);
  const summary = reviewSummary(reviews, product);

  return (
    <section aria-labelledby="customer-reviews" className="mt-14 border-t border-slate-200 pt-10">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="customer-reviews" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {catalogMessages.customerReviews}
        </h2>
        {summary && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <StarRating value={summary.average} className="size-5" />
            <span>{feedbackMessages.averageRating(summary.average, summary.count)}</span>
          </p>
        )}
      </div>
      {isPending ? (
        <div className="py-8">
          <Spinner label="Loading reviews" />
        </div>
      ) : reviews.length === 0 ? (
        <p className="mt-4 text-slate-600">{catalogMessages.noReviews}</p>
      ) : (
        <ul className="mt-6 grid items-start gap-4 lg:grid-cols-2" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-2xl border border-slate-200 bg-white p-5">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <article>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-all text-slate-900">
          {reviewAuthor(review, catalogMessages.reviewAuthorFallback)}
        </p>
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {formatDate(review.createdAt)}
        </time>
      </header>
      <ReviewBody rating={review.rating} feedback={review.feedback} images={review.images} />
      {review.reply && (
        <div className="mt-4 rounded-xl border-l-4 border-brand-500 bg-brand-50 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {catalogMessages.adminResponse}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700">
            {review.reply}
          </p>
        </div>
      )}
    </article>
  );
}
