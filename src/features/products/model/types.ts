/** A catalogue product as the admin manages it (spec admin-and-account.md §3). */
export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  stockQuantity: number;
  sku: string;
  categoryId: number;
  isActive: boolean;
  images: Array<{ imageUrl: string }>;
  videos: Array<{ videoUrl: string }>;
  mainImageIndex: number;
}

export interface Category {
  id: number;
  name: string;
}

export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load data',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  fetchProductsFailed: 'Failed to fetch products',
  fetchCategoriesFailed: 'Failed to fetch categories',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
} as const;
