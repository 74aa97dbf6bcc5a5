/** Five stars, filled to a rating rounded to the nearest star; the label says the rating in words. */
import { Star } from 'lucide-react';

export function StarRating({
  value,
  label,
  className = 'size-4',
}: {
  value: number;
  /** What a screen reader says instead of the stars, e.g. 'Rated 4 out of 5'; none: hidden. */
  label?: string;
  className?: string;
}) {
  const stars = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className="inline-flex gap-0.5"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`${className} ${index < stars ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
