import { baseApi } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { Product } from '@/shared/contract/product';

/** Suggestions asked of the catalogue: a few more than shown, as bag items are left out. */
const ALSO_LIKE_FETCH = 8;
export const ALSO_LIKE_SHOWN = 4;

/** What the bag reads of the catalogue: a line's product (its stock now) and suggestions from its category. */
export const bagProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bagProduct: build.query<Product, number>({
      query: (id) => `Product/${id}`,
      transformResponse: (response: ApiSuccess<Product>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** `GET Product?categoryId=&_limit=`: active products of one category (any category without one). */
    alsoLikeProducts: build.query<Product[], { categoryId?: number }>({
      query: ({ categoryId }) => ({
        url: 'Product',
        params: categoryId === undefined ? { _limit: ALSO_LIKE_FETCH } : { categoryId, _limit: ALSO_LIKE_FETCH },
      }),
      transformResponse: (response: ApiSuccess<Product[]>) => response.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useBagProductQuery, useAlsoLikeProductsQuery } = bagProductsApi;
