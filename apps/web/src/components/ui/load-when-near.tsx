/**
 * Renders its children only once the spot is within ~300 px of the viewport, holding the
 * space with a fixed-height placeholder until then. The carousels sit inside it so that
 * Swiper's script and styles stay out of the page's first load.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

type LoadWhenNearProps = {
  /** Tailwind height classes of the placeholder, matching the loaded content. */
  placeholderClassName: string;
  /** Announced while the lazy content loads. */
  label: string;
  children: ReactNode;
};

export function LoadWhenNear({ placeholderClassName, label, children }: LoadWhenNearProps) {
  const spotRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const spot = spotRef.current;
    if (near || !spot) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div className={`flex items-center justify-center ${placeholderClassName}`}>
      <Spinner label={label} />
    </div>
  );

  if (!near) {
    return <div ref={spotRef} className={`${placeholderClassName}`} aria-hidden="true" />;
  }
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
