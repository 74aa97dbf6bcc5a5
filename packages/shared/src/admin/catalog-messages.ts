/**
 * Texts of the back office's Categories and Products screens that the catalogue's own texts
 * (catalog/messages) do not already hold. Zod-free, so the screens import them cheaply.
 */
export const adminCatalogMessages = {
  categoriesLoadFailed: 'Failed to fetch categories',
  productsLoadFailed: 'Failed to fetch products',
  saving: 'Saving...',
  categoriesHeading: 'Categories',
  productsHeading: 'Products',
  productManagementHeading: 'Product Management',
  addCategory: 'Add Category',
  editCategory: 'Edit Category',
  addProduct: 'Add Product',
  editProduct: 'Edit Product',
  noCategories: 'No categories yet.',
  noProducts: 'No products yet.',
  productsCountSuffix: ' products',
  searchProductsLabel: 'Search products',
  searchProductsPlaceholder: 'Search by product name...',
  noProductsFound: 'No products matching your search',
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  addFeature: 'Add feature',
  maxFeatures: 'Up to 5 features',
  maxImages: 'Up to 4 images, each less than 10MB',
  chooseCategory: 'Choose a category',
  saveNewCategory: 'Add Category',
  saveCategoryChanges: 'Update Category',
  saveNewProduct: 'Add Product',
  saveProductChanges: 'Update Product',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
} as const;
