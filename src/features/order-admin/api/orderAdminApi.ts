import { baseApi, toListPage, withFallback, type ListPage } from '@/shared/api';
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  OrderAction,
  PaymentHoldInput,
  ShipOrderInput,
} from '@/shared/contract/adminOrder';
import type { ApiSuccess } from '@/shared/contract/envelope';
import type { PlacedOrder } from '@/shared/contract/order';
import type { AdvanceReturnInput } from '@/shared/contract/orderReturn';
import type { RecordRefundInput, Refund } from '@/shared/contract/refund';
import { ORDER_ADMIN_TEXT } from '../model/text';

const orderTag = (id: number) => ({ type: 'AdminOrder' as const, id });
// A change shows on the list, on this order, and on the customer's own order pages.
const changed = (id: number) => [orderTag(id), { type: 'AdminOrder' as const, id: 'LIST' }, 'Order' as const];

export const orderAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/orders` with the list kit's query (`_page`, `_limit`, `_sort`, `_order`, `q`, `status`, `paymentStatus`, `from`, `to`). */
    listAdminOrders: build.query<ListPage<AdminOrderSummary>, Record<string, string | number>>({
      query: (params) => ({ url: 'admin/orders', params }),
      transformResponse: toListPage<AdminOrderSummary>,
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.loadFailed),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
    }),
    getAdminOrder: build.query<AdminOrderDetail, number>({
      query: (id) => `admin/orders/${id}`,
      transformResponse: (response: ApiSuccess<AdminOrderDetail>) => response.data,
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.orderFailed),
      providesTags: (_result, _error, id) => [orderTag(id)],
    }),
    /** `POST /api/admin/orders/:id/mark-paid|deliver|cancel`. */
    changeOrder: build.mutation<unknown, { id: number; action: OrderAction }>({
      query: ({ id, action }) => ({ url: `admin/orders/${id}/${action}`, method: 'POST' }),
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.updateFailed),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    /** `POST /api/admin/orders/:id/undo/release`: the mail held for Undo goes now; the step is no longer undoable. */
    releaseOrderUndo: build.mutation<unknown, number>({
      query: (id) => ({ url: `admin/orders/${id}/undo/release`, method: 'POST' }),
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.updateFailed),
      invalidatesTags: (_result, error, id) => (error ? [] : changed(id)),
    }),
    shipOrder: build.mutation<unknown, { id: number } & ShipOrderInput>({
      query: ({ id, ...body }) => ({ url: `admin/orders/${id}/ship`, method: 'POST', body }),
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.updateFailed),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    /** `POST /api/admin/orders/:id/payment-hold`: more time to pay; answers the order with its new `payBy`. */
    extendPaymentHold: build.mutation<PlacedOrder, { id: number } & PaymentHoldInput>({
      query: ({ id, minutes }) => ({ url: `admin/orders/${id}/payment-hold`, method: 'POST', body: { minutes } }),
      transformResponse: (response: ApiSuccess<PlacedOrder>) => response.data,
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.updateFailed),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    /** `POST /api/admin/returns/:id/advance` to the return's next step; `orderId` refreshes its order. */
    advanceReturn: build.mutation<unknown, { id: number; orderId: number } & Pick<AdvanceReturnInput, 'status'>>({
      query: ({ id, status }) => ({ url: `admin/returns/${id}/advance`, method: 'POST', body: { status } }),
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.updateFailed),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changed(orderId)),
    }),
    /**
     * `POST /api/admin/returns/:id/refund` (an approved return) or `POST /api/admin/orders/:id/refund`
     * (a cancelled order that was paid, `returnId` null). A 409 means the order changed meanwhile
     * (already refunded, no longer approved): the order is fetched again then too.
     */
    recordRefund: build.mutation<Refund, { orderId: number; returnId: number | null } & RecordRefundInput>({
      query: ({ orderId, returnId, ...body }) => ({
        url: returnId === null ? `admin/orders/${orderId}/refund` : `admin/returns/${returnId}/refund`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ApiSuccess<Refund>) => response.data,
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.refund.failed),
      invalidatesTags: (_result, error, { orderId }) => (error && error.status !== 409 ? [] : changed(orderId)),
    }),
    /**
     * An invoice's or credit note's PDF (`GET /api/admin/billing/documents/:number/pdf`), behind the
     * admin's token, so not a plain link: answers an object URL, which the caller offers and revokes.
     */
    downloadTaxDocument: build.mutation<string, string>({
      query: (number) => ({
        url: `admin/billing/documents/${encodeURIComponent(number)}/pdf`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformErrorResponse: withFallback(ORDER_ADMIN_TEXT.downloadFailed),
    }),
  }),
});

export const {
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useChangeOrderMutation,
  useReleaseOrderUndoMutation,
  useShipOrderMutation,
  useExtendPaymentHoldMutation,
  useAdvanceReturnMutation,
  useRecordRefundMutation,
  useDownloadTaxDocumentMutation,
} = orderAdminApi;
