import { baseApi, withFallback } from '@/shared/api';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { OrderQuote, OrderQuoteInput, PlacedOrderResult, PlaceOrderRequest } from '@/shared/contract/order';
import type { PaymentMethodsAnswer } from '@/shared/contract/payments';
import { CHECKOUT_TEXT } from '../model/text';

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The checkout page's totals from the server's prices (a POST that stores nothing; cached per bag). */
    quoteOrder: build.query<OrderQuote, OrderQuoteInput>({
      query: (body) => ({ url: 'Order/quote', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<OrderQuote>) => response.data,
      transformErrorResponse: withFallback(CHECKOUT_TEXT.quoteFailed),
      // APP10 depends on the customer's earlier orders: a placed order makes every quote stale.
      providesTags: [{ type: 'Order', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /** The payment methods the shop offers now (`GET /api/payments/methods`). */
    paymentMethods: build.query<PaymentMethodsAnswer['methods'], void>({
      query: () => 'payments/methods',
      transformResponse: (response: ApiSuccess<PaymentMethodsAnswer>) => response.data.methods,
    }),
    /** Checkout: `POST /api/Order` with the bag's lines (a customer's, or a guest's with the contact). */
    placeOrder: build.mutation<PlacedOrderResult, PlaceOrderRequest>({
      query: (body) => ({ url: 'Order', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PlacedOrderResult>) => response.data,
      transformErrorResponse: withFallback(CHECKOUT_TEXT.orderFailed),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Product'],
    }),
  }),
});

export const { usePaymentMethodsQuery, usePlaceOrderMutation, useQuoteOrderQuery } = checkoutApi;
