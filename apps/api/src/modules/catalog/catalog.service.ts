/**
 * The catalogue: categories and products as the storefront reads them (with the field names the
 * pages read), the stock orders take and give back, and the back office's edits with their
 * pictures.
 */
import {
  compareAtProblem,
  type CategoryCreateInput,
  type CategoryUpdateInput,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@shop/shared/catalog/admin-schemas';
import {
  DEFAULT_PRODUCT_LIMIT,
  type Category,
  type Product,
  MIN_SEARCH_LENGTH,
  type ProductListQuery,
  type ProductSort,
} from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { slugify } from '@shop/shared/catalog/paths';
import { MAX_PRODUCT_IMAGES } from '@shop/shared/catalog/uploads';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { productSearchText } from '../../db/product-search-text';
import { categories, products } from '../../db/schema/index';
import { conflict, invalidField, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import type { EventsWithin } from '../../lib/durable-events';
import type { PreparedImage, Uploads } from '../../lib/uploads';
import type { CatalogChanges } from './catalog-sync';
import * as repo from './catalog.repository';
import { createGstRatesService } from './gst-rates.service';
import { createProductImportService } from './product-import.service';
import { createStockService } from './stock.service';
import { createPromotionsService } from './promotions.service';
import { shopperPrice, type ProductRecord } from './product-columns.public';

const m = catalogMessages;

/**
 * A unique part number taken by another product, from the index that refused it (two saves of
 * the same SKU at once: the second meets the index); else the slug.
 */
function takenConflict(error: unknown) {
  switch (violatedConstraint(error, ['products_sku_unique_idx', 'products_mpn_unique_idx'])) {
    case 'products_sku_unique_idx':
      return conflict(m.skuTaken);
    case 'products_mpn_unique_idx':
      return conflict(m.mpnTaken);
    default:
      return undefined;
  }
}

/** An active product shows a picture in every list: it cannot go on sale without one. */
function requirePictureWhenActive(status: string, imageUrls: readonly unknown[]) {
  if (status === 'ACTIVE' && imageUrls.length === 0) {
    throw invalidField('images', m.activeNeedsPicture);
  }
}

/** A product list's query as it is answered: defaults applied, a search too short dropped. */
export interface EffectiveListQuery {
  q?: string;
  category?: string;
  onSale?: true;
  sort: ProductSort;
  page: number;
  limit: number;
}

/**
 * The one reading of a list query: the service answers it, and the catalogue cache keys on it,
 * so two queries that answer the same (a default spelled out or not, `q=a`) share one answer.
 */
export function effectiveListQuery(query: ProductListQuery): EffectiveListQuery {
  const q = query.q && query.q.length >= MIN_SEARCH_LENGTH ? query.q : undefined;
  return {
    q,
    category: query.category || undefined,
    onSale: query.onSale || undefined,
    sort: query.sort ?? (q ? 'relevance' : 'newest'),
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_PRODUCT_LIMIT,
  };
}

/**
 * A product's answer. Read with the promotion columns (a shopper's read), its price is the
 * discounted one while a live promotion covers it, the list price struck through.
 */
export function toProduct(row: ProductRecord): Product {
  const { pricePaise, compareAtPaise } = shopperPrice(row);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: paiseToRupees(pricePaise),
    compareAtPrice:
      compareAtPaise && compareAtPaise > pricePaise ? paiseToRupees(compareAtPaise) : null,
    promotion:
      row.promotionId && row.promotionTitle && row.promotionSlug && row.promotionEndsAt
        ? {
            _id: row.promotionId,
            title: row.promotionTitle,
            slug: row.promotionSlug,
            endsAt: row.promotionEndsAt.toISOString(),
          }
        : null,
    quantity: row.quantity,
    imageUrls: row.imageUrls,
    features: row.features,
    brand: row.brand,
    status: row.status,
    sku: row.sku,
    mpn: row.mpn,
    weightGrams: row.weightGrams,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    categoryName: row.categoryName,
    createdAt: row.createdAt.toISOString(),
    averageRating:
      row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : null,
    reviewCount: row.ratingCount,
  };
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  limit: number;
}

function toCategory({
  category,
  productCount,
}: {
  category: repo.CategoryRow;
  productCount: number;
}): Category {
  return {
    _id: category.id,
    CategoryName: category.name,
    slug: category.slug,
    description: category.description,
    image: category.image,
    icon: category.icon,
    emoji: category.emoji,
    productCount,
    isNew: category.isNew,
  };
}

/**
 * What another module does, inside the transaction that deletes a product, with the rows it keeps
 * of that product (reviews, say); it answers the uploaded pictures those rows showed.
 */
export type ProductRemovalHook = (tx: Executor, productId: string) => Promise<string[]>;

const unheard: CatalogChanges = { contentChanged() {}, stockChanged() {} };

/** Keeps a value built from the catalogue's content until it changes (the catalogue cache). */
export type CatalogKeeper = <T>(key: string, build: () => Promise<T>) => Promise<T>;
const buildEachTime: CatalogKeeper = (_key, build) => build();

/** Written in the transaction of every change of stock: the product pages open on it hear of it. */
export type CatalogEvents = { 'stock.changed': { productIds: string[] } };

const unwritten: EventsWithin<CatalogEvents> = async () => {};

export function createCatalogService({
  db,
  uploads,
  log,
  changes = unheard,
  events = unwritten,
  keep = buildEachTime,
}: {
  db: Database;
  uploads: Uploads;
  log?: FastifyBaseLogger;
  /** Told after each commit that changed the catalogue (the cached answers). */
  changes?: CatalogChanges;
  events?: EventsWithin<CatalogEvents>;
  /** Keeps values built from the catalogue until it changes. */
  keep?: CatalogKeeper;
}) {
  const removalHooks: ProductRemovalHook[] = [];

  async function requireCategory(idOrSlug: string) {
    const category = await repo.findCategory(db, idOrSlug);
    if (!category) throw notFound(catalogMessages.categoryNotFound);
    return category;
  }

  async function categoryAnswer(id: string): Promise<Category> {
    const row = await repo.findCategoryWithCount(db, id);
    if (!row) throw notFound(m.categoryNotFound);
    return toCategory(row);
  }

  async function productAnswer(id: string): Promise<Product> {
    const row = await repo.findProduct(db, id, 'staff');
    if (!row) throw notFound(m.productMissing);
    return toProduct(row);
  }

  /**
   * After a commit that dropped pictures: deletes the uploaded ones nothing shows any more (an
   * order may still show a product's picture). The edit stands even if a file cannot go.
   */
  async function discardUnreferenced(urls: string[]): Promise<void> {
    const owned = urls.filter((url) => uploads.owns(url));
    if (owned.length === 0) return;
    try {
      const referenced = await repo.referencedUploads(db, owned);
      await uploads.discard(owned.filter((url) => !referenced.has(url)));
    } catch (error) {
      log?.warn({ err: error, urls: owned }, 'could not delete dropped pictures');
    }
  }

  /**
   * Inserts a row with a slug set by hand (taken: 409) or made from its name: the name's slug,
   * or it with the first free suffix (-2, -3, …). Adds of the same name take turns.
   */
  async function insertWithSlug(
    table: typeof categories | typeof products,
    name: string,
    explicit: string | undefined,
    insert: (tx: Executor, slug: string) => Promise<string>,
  ): Promise<string> {
    try {
      if (explicit) return await insert(db, explicit);
      const base = slugify(name) || (table === categories ? 'category' : 'product');
      return await db.transaction(async (tx) => {
        await repo.lockSlugBase(tx, table === categories ? 'categories' : 'products', base);
        const taken = await repo.slugsLike(tx, table, base);
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        return insert(tx, slug);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(m.slugTaken);
      throw error;
    }
  }

  const promotions = createPromotionsService({ db, changes, toProduct });

  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    const { q, category, onSale, sort, page, limit } = effectiveListQuery(query);
    const [categoryId, promotionsLive] = await Promise.all([
      category ? requireCategory(category).then((found) => found.id) : undefined,
      promotions.anyLive(),
    ]);
    const { rows, total } = await repo.listProducts(db, {
      q,
      categoryId,
      onSale,
      promotionsLive,
      sort,
      limit,
      offset: (page - 1) * limit,
    });
    return { products: rows.map(toProduct), total, page, limit };
  }

  /**
   * After the commit of a transaction that changed these products' stock: cached catalogue
   * answers showing them read their quantities again.
   */
  const stockChanged = (productIds: Iterable<string>) => changes.stockChanged(productIds);
  /** Inside the transaction that changed these products' stock. */
  const stockMovedWithin = async (tx: Executor, productIds: string[]) => {
    if (productIds.length > 0) await events(tx, 'stock.changed', { productIds });
  };
  const stock = createStockService({ db, stockChanged, movedWithin: stockMovedWithin });
  const productImport = createProductImportService({ db, stock, changes });

  return {
    async listCategories(): Promise<Category[]> {
      return (await repo.listCategoriesWithCounts(db)).map(toCategory);
    },

    listProducts,

    /** The back office's list: every status (or the one asked for), newest first. */
    /** One product whatever its status, for staff. */
    adminProduct: productAnswer,

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

    /** A product shoppers may see (active), or undefined. */
    findProduct: (idOrSlug: string) => repo.findProduct(db, idOrSlug),
    /** The category as the storefront shows it, or undefined when there is none. */
    async findCategory(idOrSlug: string): Promise<Category | undefined> {
      const category = await repo.findCategory(db, idOrSlug);
      const row = category && (await repo.findCategoryWithCount(db, category.id));
      return row && toCategory(row);
    },
    /**
     * A value built from the catalogue's content (a sitemap file), built once and kept until the
     * catalogue changes: repeated requests cost no query.
     */
    keptUntilChanged: keep,
    /** The sitemap's pages: categories and products with their last change. */
    sitemap: {
      categories: () => repo.listCategorySlugs(db),
      productCount: () => repo.countProducts(db),
      products: (offset: number, limit: number) => repo.listProductSlugs(db, offset, limit),
    },

    /** The home page's link-preview picture, without counting every category's products. */
    homeImage: () => repo.firstCategoryImage(db),
    /** The GST rate table, by HSN code and day. */
    gstRates: createGstRatesService(db),
    /** Promotions: the live ones for shoppers, every one for staff (docs/decisions/058). */
    promotions,
    /**
     * Inside the caller's transaction: reserves the stock of every line in one statement and
     * answers each product's price, stock and tax data as locked (see the repository), the GST
     * rate being the one in force today.
     */
    async reserveStock(tx: Executor, items: Array<{ productId: string; quantity: number }>) {
      const reserved = await repo.reserveStock(tx, items);
      await stockMovedWithin(
        tx,
        items.map((item) => item.productId),
      );
      return reserved;
    },
    async releaseStock(tx: Executor, items: Array<{ productId: string; quantity: number }>) {
      await repo.releaseStock(tx, items);
      await stockMovedWithin(
        tx,
        items.map((item) => item.productId),
      );
    },
    /**
     * Inside the caller's transaction: returned units back on the shelf, each written to the
     * stock ledger as a RETURN by the staff member who received them. After the commit, call
     * `stockChanged`.
     */
    async restockReturn(
      tx: Executor,
      items: Array<{ productId: string; quantity: number }>,
      by: { staff: string; note?: string },
    ): Promise<void> {
      await repo.releaseStock(tx, items);
      await stock.record(
        tx,
        items.map((item) => ({ productId: item.productId, change: item.quantity })),
        'RETURN',
        by,
      );
    },
    stockChanged,
    /** Staff's stock adjustment with its reason (docs/decisions/050). */
    adjustStock: stock.adjust,
    /** A product's stock movements, newest first. */
    stockHistory: stock.history,
    /** The back office's product list, with stock levels, filter and sort. */
    listAdminProducts: stock.listAdminProducts,
    /** Every product as CSV, a page at a time (docs/decisions/055). */
    productsCsv: productImport.exportCsv,
    /** A products CSV read against the catalogue: what it would change, nothing written. */
    previewProductImport: productImport.preview,
    /** A preview's good rows applied, all or none. */
    applyProductImport: productImport.apply,
    /** How many products are at or below their low-stock threshold (out of stock included). */
    lowStockCount: stock.lowStockCount,

    /**
     * The reviews module's one write to the catalogue, inside its transaction: a product's new
     * rating. It changes the product's answer: after the commit, call `ratingsChanged`.
     */
    addRating: (tx: Executor, productId: string, rating: number) =>
      repo.addRating(tx, productId, rating),
    /** Takes a rating out again (a review taken down); after the commit, call `ratingsChanged`. */
    removeRating: (tx: Executor, productId: string, rating: number) =>
      repo.addRating(tx, productId, rating, -1),
    ratingsChanged: () => changes.contentChanged(),
    productNames: (ids: string[]) => repo.productNames(db, ids),
    productSkus: (ids: string[]) => repo.productSkus(db, ids),
    /** The current stock of these products, for cached answers that show them. */
    currentStock: (ids: string[]) => repo.currentStock(db, ids),

    async createCategory(input: CategoryCreateInput, image?: PreparedImage): Promise<Category> {
      const id = await uploads.withStored('categories', image ? [image] : [], ([imageUrl]) =>
        insertWithSlug(categories, input.CategoryName, input.slug, async (tx, slug) => {
          // Names differing only in case have the same slug, so such adds take turns here.
          if (await repo.categoryNameTaken(tx, input.CategoryName)) {
            throw conflict(m.categoryNameTaken);
          }
          return repo.insertCategory(tx, {
            name: input.CategoryName,
            slug,
            description: input.description ?? '',
            icon: input.icon ?? '',
            emoji: input.emoji ?? '',
            image: imageUrl ?? '',
          });
        }),
      );
      changes.contentChanged();
      return categoryAnswer(id);
    },

    /** Fields left out keep their values; a new image replaces the old one. */
    async updateCategory(
      idOrSlug: string,
      input: CategoryUpdateInput,
      image?: PreparedImage,
    ): Promise<Category> {
      const { id, dropped } = await uploads.withStored(
        'categories',
        image ? [image] : [],
        ([imageUrl]) =>
          db.transaction(async (tx) => {
            const current = await repo.lockCategory(tx, idOrSlug);
            if (!current) throw notFound(m.categoryNotFound);
            if (
              input.CategoryName &&
              (await repo.categoryNameTaken(tx, input.CategoryName, current.id))
            ) {
              throw conflict(m.categoryNameTaken);
            }
            try {
              await repo.updateCategory(tx, current.id, {
                name: input.CategoryName,
                slug: input.slug,
                description: input.description,
                icon: input.icon,
                emoji: input.emoji,
                image: imageUrl,
              });
            } catch (error) {
              if (isUniqueViolation(error)) {
                throw conflict(
                  input.slug && input.slug !== current.slug ? m.slugTaken : m.categoryNameTaken,
                );
              }
              throw error;
            }
            return { id: current.id, dropped: imageUrl && current.image ? [current.image] : [] };
          }),
      );
      changes.contentChanged();
      await discardUnreferenced(dropped);
      return categoryAnswer(id);
    },

    /** Only an empty category goes: its products would be left without one. */
    async deleteCategory(idOrSlug: string): Promise<void> {
      const category = await repo.findCategory(db, idOrSlug);
      if (!category) throw notFound(m.categoryNotFound);
      const inUse = () => repo.countProductsIn(db, category.id);
      let count = await inUse();
      if (count > 0) throw conflict(m.categoryHasProducts(count));
      let deleted: Awaited<ReturnType<typeof repo.deleteCategory>>;
      try {
        deleted = await repo.deleteCategory(db, category.id);
      } catch (error) {
        // A product added to it since the count.
        if (!isForeignKeyViolation(error)) throw error;
        count = await inUse();
        throw conflict(m.categoryHasProducts(Math.max(count, 1)));
      }
      if (!deleted) throw notFound(m.categoryNotFound);
      changes.contentChanged();
      await discardUnreferenced([deleted.image]);
    },

    async createProduct(input: ProductCreateInput, images: PreparedImage[]): Promise<Product> {
      const category = await repo.findCategory(db, input.category);
      if (!category) throw invalidField('category', m.categoryUnknown);
      const features = input.features ?? [];
      const description = input.description ?? '';
      const brand = input.brand ?? '';
      const sku = input.sku ?? null;
      const mpn = input.mpn ?? null;
      requirePictureWhenActive(input.status, images);
      const id = await uploads.withStored('products', images, (imageUrls) =>
        insertWithSlug(products, input.name, input.slug, async (tx, slug) => {
          try {
            return await repo.insertProduct(tx, {
              name: input.name,
              slug,
              description,
              brand,
              status: input.status,
              sku,
              mpn,
              weightGrams: input.weightGrams ?? null,
              lengthMm: input.lengthMm ?? null,
              widthMm: input.widthMm ?? null,
              heightMm: input.heightMm ?? null,
              features,
              imageUrls,
              pricePaise: rupeesToPaise(input.price),
              compareAtPaise:
                input.compareAtPrice == null ? null : rupeesToPaise(input.compareAtPrice),
              quantity: input.quantity,
              lowStockThreshold: input.lowStockThreshold,
              hsnCode: input.hsnCode,
              gstRate: input.gstRate,
              categoryId: category.id,
              searchText: productSearchText({
                name: input.name,
                brand,
                sku,
                mpn,
                description,
                features,
              }),
            });
          } catch (error) {
            // The category was deleted since it was looked up.
            if (isForeignKeyViolation(error)) throw invalidField('category', m.categoryUnknown);
            throw takenConflict(error) ?? error;
          }
        }),
      );
      changes.contentChanged();
      return productAnswer(id);
    },

    /**
     * Fields left out keep their values. Pictures: the kept ones (`existingImages`, all when
     * left out) then the new ones; the dropped ones are deleted after the commit unless an
     * order still shows them. A new quantity is a stock change.
     */
    async updateProduct(
      idOrSlug: string,
      input: ProductUpdateInput,
      images: PreparedImage[],
      staff = '',
    ): Promise<Product> {
      const result = await uploads.withStored('products', images, (added) =>
        db.transaction(async (tx) => {
          const current = await repo.lockProduct(tx, idOrSlug);
          if (!current) throw notFound(m.productMissing);
          let categoryId = current.categoryId;
          if (input.category !== undefined) {
            const category = await repo.findCategory(tx, input.category);
            if (!category) throw invalidField('category', m.categoryUnknown);
            categoryId = category.id;
          }
          const kept = [...new Set(input.existingImages ?? current.imageUrls)];
          if (kept.some((url) => !current.imageUrls.includes(url))) {
            throw invalidField('existingImages', m.existingImageUnknown);
          }
          const imageUrls = [...kept, ...added];
          if (imageUrls.length > MAX_PRODUCT_IMAGES) {
            throw invalidField('images', m.tooManyImages);
          }
          const price = input.price ?? paiseToRupees(current.pricePaise);
          if (input.compareAtPrice != null) {
            const problem = compareAtProblem({ price, compareAtPrice: input.compareAtPrice });
            if (problem) throw invalidField('compareAtPrice', problem);
          }
          const name = input.name ?? current.name;
          const description = input.description ?? current.description;
          const brand = input.brand ?? current.brand;
          const features = input.features ?? current.features;
          const status = input.status ?? current.status;
          const sku = input.sku === undefined ? current.sku : input.sku;
          const mpn = input.mpn === undefined ? current.mpn : input.mpn;
          // An active product from before pictures were required stays editable without one;
          // publishing or dropping the last picture is what needs one.
          if (current.status !== 'ACTIVE' || current.imageUrls.length > 0) {
            requirePictureWhenActive(status, imageUrls);
          }
          try {
            await repo.updateProduct(tx, current.id, {
              name,
              slug: input.slug,
              description,
              brand,
              status,
              sku,
              mpn,
              weightGrams: input.weightGrams,
              lengthMm: input.lengthMm,
              widthMm: input.widthMm,
              heightMm: input.heightMm,
              features,
              imageUrls,
              pricePaise: rupeesToPaise(price),
              compareAtPaise:
                input.compareAtPrice === undefined
                  ? undefined
                  : input.compareAtPrice === null
                    ? null
                    : rupeesToPaise(input.compareAtPrice),
              quantity: input.quantity,
              lowStockThreshold: input.lowStockThreshold,
              hsnCode: input.hsnCode,
              gstRate: input.gstRate,
              categoryId,
              searchText: productSearchText({ name, brand, sku, mpn, description, features }),
            });
          } catch (error) {
            const taken = takenConflict(error);
            if (taken) throw taken;
            if (isUniqueViolation(error)) throw conflict(m.slugTaken);
            throw error;
          }
          // A quantity typed on the form is a movement too: the ledger says who set it.
          if (input.quantity !== undefined && input.quantity !== current.quantity) {
            await stock.record(
              tx,
              [{ productId: current.id, change: input.quantity - current.quantity }],
              'EDIT',
              { staff },
            );
          }
          return {
            id: current.id,
            dropped: current.imageUrls.filter((url) => !imageUrls.includes(url)),
            stockChanged: input.quantity !== undefined && input.quantity !== current.quantity,
          };
        }),
      );
      changes.contentChanged();
      if (result.stockChanged) stockChanged([result.id]);
      await discardUnreferenced(result.dropped);
      return productAnswer(result.id);
    },

    /** Lets a module that keeps rows of products clear them when a product is deleted. */
    onProductRemoval(hook: ProductRemovalHook): void {
      removalHooks.push(hook);
    },

    /**
     * Orders that hold the product keep its name, price and picture (and the picture's file);
     * what other modules kept of it goes, with the pictures nothing else shows.
     */
    async deleteProduct(idOrSlug: string): Promise<void> {
      const pictures = await db.transaction(async (tx) => {
        const product = await repo.findProduct(tx, idOrSlug, 'staff');
        if (!product) return undefined;
        const released: string[] = [];
        for (const hook of removalHooks) released.push(...(await hook(tx, product.id)));
        const deleted = await repo.deleteProduct(tx, product.id);
        return deleted && [...deleted.imageUrls, ...released];
      });
      if (!pictures) throw notFound(m.productMissing);
      changes.contentChanged();
      await discardUnreferenced(pictures);
    },

    /** How many products and categories there are (the back-office dashboard). */
    count: () => repo.countCatalog(db),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
