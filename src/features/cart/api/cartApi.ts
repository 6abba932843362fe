import { baseApi, withFallback, type ApiSuccess } from '@/shared/api';

export type DeliveryMethod = 'standard' | 'express';

export interface PlaceOrderRequest {
  /** Only ids and quantities: the server prices every line from its own records. */
  items: Array<{ productId: number; quantity: number; size?: string; colour?: string }>;
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  deliveryMethod: DeliveryMethod;
  discountCode?: string;
  paymentMethod: 'cod';
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  orderDate: string;
  status: string;
  subtotal: number;
  shippingCost: number;
  discount: number;
  totalAmount: number;
}

export const CHECKOUT_TEXT = {
  orderFailed: 'Failed to place order',
} as const;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Checkout: `POST /api/Order` with the bag's lines. */
    placeOrder: build.mutation<PlacedOrder, PlaceOrderRequest>({
      query: (body) => ({ url: 'Order', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PlacedOrder>) => response.data,
      transformErrorResponse: withFallback(CHECKOUT_TEXT.orderFailed),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { usePlaceOrderMutation } = cartApi;
