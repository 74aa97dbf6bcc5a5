/** Slugs and category links, free of zod so the storefront's first load stays small. */
import type { Category } from './schemas';

/** storefront.md section 2: lowercase, every run of non-alphanumerics becomes a hyphen. */
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
