/** The catalogue contract: categories and products as the pages read them (storefront.md section 3). */
import { z } from 'zod';

export const categorySchema = z.object({
  _id: z.string(),
  CategoryName: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  emoji: z.string(),
  productCount: z.number().int(),
  isNew: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

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
