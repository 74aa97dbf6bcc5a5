/**
 * /blog: the shop's articles with a category filter and Load More, which adds the next page of
 * posts and moves focus to the first new one so keyboard and screen-reader users keep their place.
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import { CalendarDays, Clock, Newspaper } from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { ContentPage } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import {
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  categoryLabel,
  listPosts,
  type BlogCategoryFilter,
} from './blog-listing';
import { blogPosts, type BlogPost } from './blog-posts';

export default function BlogPage() {
  const [category, setCategory] = useState<BlogCategoryFilter>('all');
  const [pagesShown, setPagesShown] = useState(1);
  const listing = listPosts(blogPosts, category, pagesShown);
  const firstNewPost = useRef<HTMLElement | null>(null);
  const [focusAfterLoad, setFocusAfterLoad] = useState(false);

  useEffect(() => {
    if (!focusAfterLoad) return;
    firstNewPost.current?.focus();
    setFocusAfterLoad(false);
  }, [focusAfterLoad]);

  const chooseCategory = (next: BlogCategoryFilter) => {
    setCategory(next);
    setPagesShown(1);
  };

  const firstNewIndex = (pagesShown - 1) * BLOG_PAGE_SIZE;

  return (
    <ContentPage>
      <PageHeader
        eyebrow={`${shop.name} Blog`}
        Icon={Newspaper}
        title="Latest Content"
        intro="Guides, project ideas and news from our counter and our lab: boards and components, teaching electronics, the industry and what people in India are building."
      />

      <section aria-labelledby="blog-posts-heading" className="min-w-0">
        <h2 id="blog-posts-heading" className="sr-only">
          Posts
        </h2>
        <div role="group" aria-label="Filter posts by category" className="flex flex-wrap gap-2">
          {BLOG_CATEGORIES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={category === option}
              onClick={() => chooseCategory(option)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
                category === option
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-800'
              }`}
            >
              {categoryLabel(option)}
            </button>
          ))}
        </div>

        <p className="mt-4 text-sm text-slate-600" role="status">
          Showing {listing.visible.length} of {listing.total} posts
        </p>

        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listing.visible.map((post, index) => (
            <li key={post.slug}>
              <PostCard
                post={post}
                ref={index === firstNewIndex && pagesShown > 1 ? firstNewPost : undefined}
              />
            </li>
          ))}
        </ul>

        {listing.hasMore && (
          <div className="mt-8 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => {
                setPagesShown((pages) => pages + 1);
                setFocusAfterLoad(true);
              }}
            >
              Load More
            </Button>
          </div>
        )}
      </section>
    </ContentPage>
  );
}

function PostCard({ post, ref }: { post: BlogPost; ref?: Ref<HTMLElement> }) {
  const headingId = `post-${post.slug}`;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {categoryLabel(post.category)}
      </p>
      <h3 id={headingId} className="mt-2 text-lg leading-snug font-bold text-slate-900">
        {post.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-xs text-slate-600">
        <span>{post.author}</span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {post.readMinutes} min read
        </span>
      </p>
    </article>
  );
}
