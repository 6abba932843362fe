import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { OrderDetail, PlacedOrder } from '@/shared/contract/order';
import { ORDER_TEXT } from '../model/text';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<PlacedOrder[], void>({
      query: () => 'Order/user',
      transformResponse: (response: ApiSuccess<PlacedOrder[]>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.fetchFailed),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** The customer's order page: items as bought, address, payment, timeline, returns. */
    getOrderDetail: build.query<OrderDetail, string>({
      query: (orderNumber) => `Order/number/${encodeURIComponent(orderNumber)}`,
      transformResponse: (response: ApiSuccess<OrderDetail>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.detail.fetchFailed),
      providesTags: (_result, _error, orderNumber) => [{ type: 'Order', id: orderNumber }],
    }),
    /** A tax invoice or credit note of the customer's order as a PDF (an object URL to save, behind the token). */
    downloadMyTaxDocument: build.mutation<string, string>({
      query: (number) => ({
        url: `Order/documents/${encodeURIComponent(number)}`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformErrorResponse: withFallback(ORDER_TEXT.detail.documentFailed),
    }),
    /** The customer cancels before shipping; the stock returns, so product pages refetch too. */
    cancelOrder: build.mutation<PlacedOrder, number>({
      query: (id) => ({ url: `Order/${id}/cancel`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<PlacedOrder>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.cancelFailed),
      invalidatesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        'Product',
        ...(result ? [{ type: 'Order' as const, id: result.orderNumber }] : []),
      ],
    }),
    /** A return request as multipart (`items` as JSON text, `reason`, `note`, up to three `Photos`). */
    requestReturn: build.mutation<OrderDetail, { orderId: number; body: FormData }>({
      query: ({ orderId, body }) => ({ url: `Order/${orderId}/returns`, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<OrderDetail>) => response.data,
      transformErrorResponse: withFallback(ORDER_TEXT.returnFailed),
      invalidatesTags: (result) => (result ? [{ type: 'Order', id: result.orderNumber }] : []),
    }),
  }),
});

export const {
  useCancelOrderMutation,
  useDownloadMyTaxDocumentMutation,
  useGetMyOrdersQuery,
  useGetOrderDetailQuery,
  useRequestReturnMutation,
} = ordersApi;
