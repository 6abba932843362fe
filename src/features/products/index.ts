export {
  productsApi,
  useCreateProductMutation,
  useDeleteProductMutation,
  useGetCategoriesQuery,
  useGetProductsQuery,
  useUpdateProductMutation,
} from './api/productsApi';
export {
  PRODUCTS_PER_PAGE,
  applyListQuery,
  effectivePrice,
  readListQuery,
  toggleSort,
  writeListQuery,
  type ProductListPage,
  type ProductListQuery,
  type ProductSortKey,
  type SortDirection,
} from './model/listQuery';
export { emptyProductForm, parseNumberInput, productToFormValues, toProductFormData, type ProductFormValues } from './model/productForm';
export { PRODUCT_TEXT, type Category, type Product } from './model/types';
export { ProductForm, type ProductFormProps } from './ui/ProductForm';
export { ProductPrice } from './ui/ProductPrice';
export { ProductTable, type ProductTableProps } from './ui/ProductTable';
export { ProductThumbnail, THUMBNAIL_SIZE } from './ui/ProductThumbnail';
