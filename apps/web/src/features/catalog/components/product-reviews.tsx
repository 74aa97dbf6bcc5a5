/**
 * 'Customer Reviews' on the product page (storefront.md section 2): author, date, text and the
 * administrator's reply. Reviews are written from the customer's delivered orders, not here.
 */
import { MessageSquareReply, Star } from 'lucide-react';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { formatDate } from '@/lib/format';
import { Spinner } from '@/components/ui/spinner';
import { feedbackAuthor, useProductFeedback } from '../api/get-product-feedback';

export function ProductReviews({ productId }: { productId: string }) {
  const { data: reviews = [], isPending } = useProductFeedback(productId);

  return (
    <section aria-labelledby="customer-reviews" className="mt-14 border-t border-slate-200 pt-10">
      <h2 id="customer-reviews" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {catalogMessages.customerReviews}
      </h2>
      {isPending ? (
        <div className="py-8">
          <Spinner label="Loading reviews" />
        </div>
      ) : reviews.length === 0 ? (
        <p className="mt-4 text-slate-600">{catalogMessages.noReviews}</p>
      ) : (
        <ul className="mt-6 grid items-start gap-4 lg:grid-cols-2">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-2xl border border-slate-200 bg-white p-5">
              <article>
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-all text-slate-900">
                    {feedbackAuthor(review, catalogMessages.reviewAuthorFallback)}
                  </p>
                  <time dateTime={review.createdAt} className="text-sm text-slate-500">
                    {formatDate(review.createdAt)}
                  </time>
                </header>
                {typeof review.rating === 'number' && review.rating > 0 && (
                  <Rating value={review.rating} />
                )}
                <p className="mt-3 whitespace-pre-line text-slate-700">{review.feedback}</p>
                {review.reply && (
                  <div className="mt-4 rounded-xl border-l-4 border-brand-500 bg-brand-50 p-4">
                    <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
                      <MessageSquareReply aria-hidden="true" className="size-4" />
                      {catalogMessages.adminResponse}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
                      {review.reply}
                    </p>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Rating({ value }: { value: number }) {
  const stars = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <p className="mt-2 flex gap-0.5" aria-label={`Rated ${stars} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < stars ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
    </p>
  );
}
