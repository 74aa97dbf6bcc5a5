/** Slugs and category links, free of zod so the storefront's first load stays small. */
import type { Category } from './schemas';

/** Slugs: lowercase, every run of non-alphanumerics becomes a hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path segment the header links a category to: its slug, else the slugified name. */
export function categoryPath(category: Pick<Category, 'slug' | 'CategoryName'>): string {
  return `/category/${category.slug || slugify(category.CategoryName)}`;
}

/**
 * What a catalogue page fetches first, under the API's `/api`. The web app asks for these and
 * the server names the same ones in the page's HTML, so the browser starts them early and the
 * app's own request finds them: one spelling for both sides.
 */
export const catalogApiPaths = {
  categories: '/categories',
  product: (productId: string) => `/products/${encodeURIComponent(productId)}`,
  categoryProducts: (categoryId: string) => `/products/category/${encodeURIComponent(categoryId)}`,
};
