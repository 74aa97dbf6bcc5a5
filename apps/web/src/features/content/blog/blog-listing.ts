/**
 * Which posts the blog shows: the chosen category's posts, newest first, in pages of
 * BLOG_PAGE_SIZE that Load More adds one at a time. Choosing a category starts again at one page.
 */
export const BLOG_CATEGORIES = [
  'all',
  'technology',
  'education',
  'industry',
  'innovation',
] as const;
export type BlogCategoryFilter = (typeof BLOG_CATEGORIES)[number];
export type BlogCategory = Exclude<BlogCategoryFilter, 'all'>;

export const BLOG_PAGE_SIZE = 6;

export type BlogListing<T> = { visible: T[]; total: number; hasMore: boolean };

export function listPosts<T extends { category: BlogCategory; publishedOn: string }>(
  posts: readonly T[],
  category: BlogCategoryFilter,
  pagesShown: number,
): BlogListing<T> {
  const matching = posts
    .filter((post) => category === 'all' || post.category === category)
    .toSorted((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  const visible = matching.slice(0, Math.max(1, pagesShown) * BLOG_PAGE_SIZE);
  return { visible, total: matching.length, hasMore: visible.length < matching.length };
}

export function categoryLabel(category: BlogCategoryFilter): string {
  return category === 'all' ? 'All' : category.charAt(0).toUpperCase() + category.slice(1);
}
