import { baseApi, withFallback, type ApiSuccess } from '@/shared/api';
import { ORDER_TEXT } from '../model/text';
import type { Order } from '../model/types';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => 'Order/user',
      transformResponse: (response: ApiSuccess<Order[]>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.fetchFailed),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** The customer cancels before shipping; the stock returns, so product pages refetch too. */
    cancelOrder: build.mutation<Order, number>({
      query: (id) => ({ url: `Order/${id}/cancel`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<Order>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.cancelFailed),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Product'],
    }),
  }),
});

export const { useCancelOrderMutation, useGetMyOrdersQuery } = ordersApi;
