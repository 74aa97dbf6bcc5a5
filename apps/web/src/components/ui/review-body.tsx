/**
 * What a customer wrote in a review, wherever it is shown: the stars, the text (as text, never as
 * markup) and the photos, each opening full size.
 */
import { imageVariantUrl } from '@shop/shared/catalog/uploads';
import { feedbackMessages } from '@shop/shared/reviews/messages';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';

type ReviewBodyProps = { rating: number; feedback: string; images: readonly string[] };

export function ReviewBody({ rating, feedback, images }: ReviewBodyProps) {
  return (
    <>
      <p className="mt-2">
        <StarRating value={rating} label={`Rated ${rating} out of 5`} />
      </p>
      {feedback && (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{feedback}</p>
      )}
      {images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Customer photos">
          {images.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <ProductImage
                  src={imageVariantUrl(url, 400)}
                  alt={feedbackMessages.reviewPhoto(index + 1)}
                  className="size-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
