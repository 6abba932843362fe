export {
  productsApi,
  useCreateProductMutation,
  useDeleteProductMutation,
  useGetCategoriesQuery,
  useGetProductsQuery,
  useUpdateProductMutation,
} from './api/productsApi';
export { PRODUCT_TEXT, type Category, type Product } from './model/types';
