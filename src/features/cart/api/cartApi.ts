import { baseApi, withFallback, type ApiSuccess, type OrderAddress, type OrderQuote, type PlacedOrder } from '@/shared/api';
import type { DeliveryMethod, PaymentMethod, ProductColour, ProductSize } from '@/shared/config/shop';
import { CHECKOUT_TEXT } from '../model/checkoutText';

/** Only ids, quantities and options travel: the server prices every line from its own records. */
export interface OrderLineRequest {
  productId: number;
  quantity: number;
  size?: ProductSize;
  colour?: ProductColour;
}

export interface QuoteOrderRequest {
  items: OrderLineRequest[];
  deliveryMethod: DeliveryMethod;
  discountCode?: string;
}

export interface PlaceOrderRequest extends QuoteOrderRequest {
  shippingAddress: OrderAddress;
  paymentMethod: PaymentMethod;
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The checkout page's totals from the server's prices (a POST that stores nothing; cached per bag). */
    quoteOrder: build.query<OrderQuote, QuoteOrderRequest>({
      query: (body) => ({ url: 'Order/quote', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<OrderQuote>) => response.data,
      transformErrorResponse: withFallback(CHECKOUT_TEXT.quoteFailed),
      // APP10 depends on the customer's earlier orders: a placed order makes every quote stale.
      providesTags: [{ type: 'Order', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /** Checkout: `POST /api/Order` with the bag's lines. */
    placeOrder: build.mutation<PlacedOrder, PlaceOrderRequest>({
      query: (body) => ({ url: 'Order', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PlacedOrder>) => response.data,
      transformErrorResponse: withFallback(CHECKOUT_TEXT.orderFailed),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { usePlaceOrderMutation, useQuoteOrderQuery } = cartApi;
