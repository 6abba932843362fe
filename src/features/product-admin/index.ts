// The admin's product editor and table. Only what the admin pages use is exported.
export { useDeleteProductMutation, useGetCategoriesQuery } from './api/productsApi';
export { PRODUCT_TABLE_TEXT, PRODUCT_TEXT, PRODUCT_UNSAVED_TEXT } from './model/text';
export { ProductForm } from './ui/ProductForm';
export { ProductListView } from './ui/ProductListView';
