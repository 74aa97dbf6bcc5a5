import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, categoryLabel, listPosts, type BlogCategory } from './blog-listing';
import { blogPosts } from './blog-posts';

function post(slug: string, category: BlogCategory, publishedOn: string) {
  return { slug, category, publishedOn };
}

const posts = [
  post('tech-old', 'technology', '2024-01-01'),
  ...Array.from({ length: 7 }, (_, i) => post(`edu-${i}`, 'education', `2025-0${i + 1}-10`)),
  post('tech-new', 'technology', '2025-09-01'),
];

describe('listPosts', () => {
  it('shows the first page of all posts, newest first, and offers more', () => {
    const listing = listPosts(posts, 'all', 1);
    expect(listing.visible.map((p) => p.slug)).toEqual([
      'tech-new',
      'edu-6',
      'edu-5',
      'edu-4',
      'edu-3',
      'edu-2',
    ]);
    expect(listing.total).toBe(9);
    expect(listing.hasMore).toBe(true);
  });

  it('Load More adds the next page and stops offering more at the end', () => {
    const listing = listPosts(posts, 'all', 2);
    expect(listing.visible).toHaveLength(9);
    expect(listing.visible.at(-1)?.slug).toBe('tech-old');
    expect(listing.hasMore).toBe(false);
  });

  it('keeps only the chosen category', () => {
    const listing = listPosts(posts, 'technology', 1);
    expect(listing.visible.map((p) => p.slug)).toEqual(['tech-new', 'tech-old']);
    expect(listing.hasMore).toBe(false);
  });

  it('pages a category on its own: 7 education posts are 6 then 7', () => {
    expect(listPosts(posts, 'education', 1).visible).toHaveLength(BLOG_PAGE_SIZE);
    expect(listPosts(posts, 'education', 1).hasMore).toBe(true);
    expect(listPosts(posts, 'education', 2).visible).toHaveLength(7);
  });

  it('an empty category lists nothing and offers no more', () => {
    expect(listPosts(posts, 'innovation', 1)).toEqual({ visible: [], total: 0, hasMore: false });
  });

  it('never shows fewer than one page', () => {
    expect(listPosts(posts, 'all', 0).visible).toHaveLength(BLOG_PAGE_SIZE);
  });
});

describe('the published posts', () => {
  it('have a post in every category and more than one page in all', () => {
    for (const category of ['technology', 'education', 'industry', 'innovation'] as const) {
      expect(
        blogPosts.some((p) => p.category === category),
        category,
      ).toBe(true);
    }
    expect(blogPosts.length).toBeGreaterThan(BLOG_PAGE_SIZE);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
  });
});

describe('categoryLabel', () => {
  it('capitalises the filter names', () => {
    expect(categoryLabel('all')).toBe('All');
    expect(categoryLabel('innovation')).toBe('Innovation');
  });
});
