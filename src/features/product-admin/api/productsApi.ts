import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi, toListPage, toServiceError, withFallback, type ListPage } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import { PRODUCT_TEXT } from '../model/text';
import type { Category } from '@/shared/contract/category';
import type { Product } from '@/shared/contract/product';

const LIST = { type: 'Product', id: 'LIST' } as const;

/** An answer with `isSuccess: false` is a failure even with a 2xx status (spec: Error catalogue). */
const envelopeSucceeded = (response: Response, body: unknown) =>
  response.ok && (body as { isSuccess?: unknown } | null)?.isSuccess !== false;

/** The server's message; `Operation failed` for a 2xx `isSuccess: false` without one; else the call's fallback. */
const mutationError = (fallback: string) => (error: FetchBaseQueryError) =>
  toServiceError(
    error,
    typeof error.status === 'number' && error.status < 300 ? PRODUCT_TEXT.operationFailed : fallback,
  );

const messageOf = (response: ApiSuccess<unknown>) => ({ message: response.message });

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/Product` as the admin's table asks it (list kit query plus `categoryId`, `active`, `stock`). */
    listAdminProducts: build.query<ListPage<Product>, Record<string, string | number>>({
      query: (params) => ({ url: 'Product', params }),
      transformResponse: toListPage<Product>,
      transformErrorResponse: withFallback(PRODUCT_TEXT.fetchProductsFailed),
      providesTags: [LIST],
    }),
    /** One product as it is now (the form reloads it after a stale save was refused). */
    getProduct: build.query<Product, number>({
      query: (id) => `Product/${id}`,
      transformResponse: (response: ApiSuccess<Product>) => response.data,
      transformErrorResponse: withFallback(PRODUCT_TEXT.fetchProductFailed),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getCategories: build.query<Category[], void>({
      query: () => 'Category/all-flat',
      transformResponse: (response: ApiSuccess<Category[]>) => response.data,
      transformErrorResponse: withFallback(PRODUCT_TEXT.fetchCategoriesFailed),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    /** Multipart: Name, Description, Price, SalePrice, StockQuantity, SKU, CategoryId, IsActive, MainImageIndex, Images, Videos. */
    createProduct: build.mutation<{ message: string }, FormData>({
      query: (body) => ({ url: 'Product', method: 'POST', body, validateStatus: envelopeSucceeded }),
      transformResponse: messageOf,
      transformErrorResponse: mutationError(PRODUCT_TEXT.createFailed),
      invalidatesTags: [LIST],
    }),
    /** Multipart as above, plus Version, OriginalStockQuantity and KeepImages / KeepVideos (the current files kept, in order). */
    updateProduct: build.mutation<{ message: string }, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: `Product/${id}`, method: 'PUT', body, validateStatus: envelopeSucceeded }),
      transformResponse: messageOf,
      transformErrorResponse: mutationError(PRODUCT_TEXT.updateFailed),
      // A refused (stale) save invalidates too: the list then shows the product as it is now.
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Product', id }],
    }),
    deleteProduct: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `Product/${id}`, method: 'DELETE', validateStatus: envelopeSucceeded }),
      transformResponse: messageOf,
      transformErrorResponse: mutationError(PRODUCT_TEXT.deleteFailed),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListAdminProductsQuery,
  useLazyListAdminProductsQuery,
  useLazyGetProductQuery,
  useGetCategoriesQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
