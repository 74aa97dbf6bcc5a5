/**
 * A product's life: a draft is being prepared, an active product is on sale, an archived one is
 * off sale for good but stays on the orders and invoices that hold it. Shoppers see only active
 * products (docs/decisions/051).
 */
export const productStatuses = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** What staff read for each status (a badge and the filter's choices). */
export const productStatusLabels: Record<ProductStatus, string> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  ARCHIVED: 'Archived',
};

/** A product made in the form starts as a draft: nothing goes on sale before it is published. */
export const NEW_PRODUCT_STATUS: ProductStatus = 'DRAFT';
