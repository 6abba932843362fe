import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi, withFallback, type ListPage } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { Product } from '@/shared/contract/product';
import type { ProductListArgs } from '@/shared/contract/productList';
import { CATALOGUE_TEXT } from '../model/text';

/**
 * One page of the shop's list: `GET /api/Product?_page&_limit&_sort&_order&q&category&minPrice&maxPrice&inStock`;
 * `category` is a slug (`/products/<slug>`), the prices whole rupees; the server filters.
 */
const listParams = ({ page, limit, sort, order, q, category, minPrice, maxPrice, inStock }: ProductListArgs) => ({
  _page: page,
  _limit: limit,
  ...(sort ? { _sort: sort, _order: order ?? 'asc' } : {}),
  ...(q ? { q } : {}),
  ...(category ? { category } : {}),
  ...(minPrice !== undefined ? { minPrice } : {}),
  ...(maxPrice !== undefined ? { maxPrice } : {}),
  ...(inStock ? { inStock: 'true' } : {}),
});

export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ListPage<Product>, ProductListArgs>({
      query: (args) => ({ url: 'Product', params: listParams(args) }),
      transformResponse: (response: ApiSuccess<Product[]>, meta) => {
        const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('X-Total-Count');
        return { items: response.data, total: header ? Number(header) : response.data.length };
      },
      transformErrorResponse: withFallback(CATALOGUE_TEXT.list.failed),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** The product page: `GET /api/Product/slug/{slug}` (404 for an unknown or inactive product). */
    getProductBySlug: build.query<Product, string>({
      query: (slug) => `Product/slug/${encodeURIComponent(slug)}`,
      transformResponse: (response: ApiSuccess<Product>) => response.data,
      transformErrorResponse: withFallback(CATALOGUE_TEXT.product.failed),
      providesTags: (product) => (product ? [{ type: 'Product', id: product.id }] : []),
    }),
  }),
});

export const { useListProductsQuery, useGetProductBySlugQuery } = catalogueApi;
