/** The catalogue as the storefront reads it: categories and products with the spec's field names. */
import type { Category } from '@shop/shared/catalog/schemas';
import type { Database } from '../../db/client';
import * as repo from './catalog.repository';

export function createCatalogService({ db }: { db: Database }) {
  return {
    async listCategories(): Promise<Category[]> {
      const rows = await repo.listCategoriesWithCounts(db);
      return rows.map(({ category, productCount }) => ({
        _id: category.id,
        CategoryName: category.name,
        slug: category.slug,
        description: category.description,
        image: category.image,
        icon: category.icon,
        emoji: category.emoji,
        productCount,
        isNew: category.isNew,
      }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
