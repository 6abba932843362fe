import { baseApi, withFallback, type ApiSuccess } from '@/shared/api';
import { PRODUCT_TEXT, type Category, type Product } from '../model/types';

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => 'Product',
      transformResponse: (response: ApiSuccess<Product[]>) => response.data,
      transformErrorResponse: withFallback(PRODUCT_TEXT.fetchProductsFailed),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getCategories: build.query<Category[], void>({
      query: () => 'Category/all-flat',
      transformResponse: (response: ApiSuccess<Category[]>) => response.data,
      transformErrorResponse: withFallback(PRODUCT_TEXT.fetchCategoriesFailed),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    /** Multipart: Name, Description, Price, SalePrice, StockQuantity, SKU, CategoryId, IsActive, MainImageIndex, Images, Videos. */
    createProduct: build.mutation<{ message: string }, FormData>({
      query: (body) => ({ url: 'Product', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(PRODUCT_TEXT.createFailed),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    updateProduct: build.mutation<{ message: string }, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `Product/${id}`, method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(PRODUCT_TEXT.updateFailed),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    deleteProduct: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `Product/${id}`, method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<unknown>) => ({ message: response.message }),
      transformErrorResponse: withFallback(PRODUCT_TEXT.deleteFailed),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
