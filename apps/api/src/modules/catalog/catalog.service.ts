/** The catalogue as the storefront reads it: categories and products with the spec's field names. */
import {
  DEFAULT_PRODUCT_LIMIT,
  type Category,
  type Product,
  type ProductListQuery,
} from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { paiseToRupees } from '@shop/shared/money';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './catalog.repository';

export function toProduct(row: repo.ProductRecord): Product {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    compareAtPrice:
      row.compareAtPaise && row.compareAtPaise > row.pricePaise
        ? paiseToRupees(row.compareAtPaise)
        : null,
    quantity: row.quantity,
    imageUrls: row.imageUrls,
    features: row.features,
    brand: row.brand,
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    categoryName: row.categoryName,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  limit: number;
}

export function createCatalogService({ db }: { db: Database }) {
  async function requireCategory(idOrSlug: string) {
    const category = await repo.findCategory(db, idOrSlug);
    if (!category) throw notFound(catalogMessages.categoryNotFound);
    return category;
  }

  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    const categoryId = query.category ? (await requireCategory(query.category)).id : undefined;
    const limit = query.limit ?? DEFAULT_PRODUCT_LIMIT;
    const page = query.page ?? 1;
    const q = query.q || undefined;
    const { rows, total } = await repo.listProducts(db, {
      q,
      categoryId,
      onSale: query.onSale,
      sort: query.sort ?? (q ? 'relevance' : 'newest'),
      limit,
      offset: (page - 1) * limit,
    });
    return { products: rows.map(toProduct), total, page, limit };
  }

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

    listProducts,

    async listCategoryProducts(idOrSlug: string): Promise<Product[]> {
      const category = await requireCategory(idOrSlug);
      const { rows } = await repo.listProducts(db, {
        categoryId: category.id,
        sort: 'newest',
        limit: 1000,
        offset: 0,
      });
      return rows.map(toProduct);
    },

    async getProduct(idOrSlug: string): Promise<Product> {
      const row = await repo.findProduct(db, idOrSlug);
      if (!row) throw notFound(catalogMessages.productMissing);
      return toProduct(row);
    },

    findProduct: (idOrSlug: string) => repo.findProduct(db, idOrSlug),
    /** Inside the caller's transaction: products with their current price and stock. */
    findProductsForOrder: (tx: Executor, ids: string[]) => repo.findProductsByIds(tx, ids),
    reserveStock: (tx: Executor, items: Array<{ productId: string; quantity: number }>) =>
      repo.reserveStock(tx, items),
    releaseStock: (tx: Executor, items: Array<{ productId: string; quantity: number }>) =>
      repo.releaseStock(tx, items),
    /**
     * After the commit of a transaction that reserved or released stock: cached catalogue
     * answers then look at the quantities they show again.
     */
    stockChanged: () => repo.noteStockChanged(db),
    /** How many products and categories there are (the back-office dashboard). */
    count: () => repo.countCatalog(db),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
