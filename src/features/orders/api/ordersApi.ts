import { baseApi, withFallback, type ApiSuccess } from '@/shared/api';
import { ORDER_TEXT, type Order } from '../model/types';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => 'Order/user',
      transformResponse: (response: ApiSuccess<Order[]>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.fetchFailed),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyOrdersQuery } = ordersApi;
