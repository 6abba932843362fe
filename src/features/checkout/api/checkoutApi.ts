import type { OrderLineRequest } from '@/features/cart';
import { baseApi, withFallback, type ApiSuccess, type OrderAddress, type OrderQuote, type PlacedOrderResult } from '@/shared/api';
import type { DeliveryMethod, PaymentMethod } from '@/shared/config/shop';
import { CHECKOUT_TEXT } from '../model/text';

export interface QuoteOrderRequest {
  items: OrderLineRequest[];
  deliveryMethod: DeliveryMethod;
  discountCode?: string;
}

/** A guest's contact (the confirmation goes to this e-mail; tracking takes it or the phone). */
export interface GuestContactRequest {
  name: string;
  email: string;
  phone: string;
}

export interface PlaceOrderRequest extends QuoteOrderRequest {
  shippingAddress: OrderAddress;
  paymentMethod: PaymentMethod;
  /** Only when nobody is logged in. */
  guest?: GuestContactRequest;
}

export const checkoutApi = baseApi.injectEndpoints({
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
    /** Checkout: `POST /api/Order` with the bag's lines (a customer's, or a guest's with the contact). */
    placeOrder: build.mutation<PlacedOrderResult, PlaceOrderRequest>({
      query: (body) => ({ url: 'Order', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PlacedOrderResult>) => response.data,
      transformErrorResponse: withFallback(CHECKOUT_TEXT.orderFailed),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Product'],
    }),
  }),
});

export const { usePlaceOrderMutation, useQuoteOrderQuery } = checkoutApi;
