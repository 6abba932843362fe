// The admin's product editor and table. Only what the admin pages use is exported.
export { useDeleteProductMutation, useGetCategoriesQuery, useGetProductsQuery } from './api/productsApi';
export { applyListQuery, readListQuery, toggleSort, writeListQuery, type ProductListQuery } from './model/listQuery';
export { PRODUCT_TEXT, type Category, type Product } from './model/types';
export { ProductForm } from './ui/ProductForm';
export { ProductTable } from './ui/ProductTable';
