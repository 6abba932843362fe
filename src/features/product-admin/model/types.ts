export type { Category, Product } from '@/shared/api';

// product-admin/ui still imports the texts from here; it moves to './text' when that folder is free to edit.
export { PRODUCT_TEXT } from './text';
