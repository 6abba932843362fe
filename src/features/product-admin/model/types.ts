export type { Category, Product } from '@/shared/api';

// The products feature's texts, exactly as the spec writes them (admin-and-account.md §2, §5, §8).
export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load data',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  fetchProductsFailed: 'Failed to fetch products',
  fetchCategoriesFailed: 'Failed to fetch categories',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  operationFailed: 'Operation failed',
  operationSuccessful: 'Operation successful',
  deleted: 'Product deleted successfully',
  confirmDelete: 'Are you sure you want to delete this product?',
  noProducts: 'No products found',
  active: 'Active',
  inactive: 'Inactive',
  accessPageDenied: 'You need admin privileges to access this page',
  actionDenied: 'You need admin privileges to perform this action',
  sessionExpired: 'Session expired. Please login again.',
  /** Under the form when the server refused a stale save (409): the product changed meanwhile. */
  reloadProduct: 'Reload the product',
  reloadFailed: 'The product could not be reloaded. Please try again.',
  fetchProductFailed: 'Failed to fetch the product',
} as const;
