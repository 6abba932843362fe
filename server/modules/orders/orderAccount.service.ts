import { ORDER_STATUS } from '../../../src/shared/config/shop';
import type { OrderDetail, OrderEvent } from '../../../src/shared/contract/order';
import type { ReturnRequestInput } from '../../../src/shared/contract/orderReturn';
import type { TrackOrderInput, TrackResult } from '../../../src/shared/contract/orderTracking';
import { TRACKING_MESSAGES } from '../../../src/shared/config/tracking';
import type { AppContext } from '../../context';
import type { OrderEventRecord, OrderRecord } from './tables';
import type { UserRecord } from '../accounts';
import { toPublicOrder } from './orders.repository';
import { notFound } from '../../platform/lib/httpError';
import { ORDER_NOT_FOUND } from './checkout.service';
import { paymentProviders } from '../payments';
import { billingService } from '../billing';

import { returnWindows } from './returnWindows';
import { returnRequestsService, type StagedPhoto } from './returnRequests.service';

export const DOCUMENT_NOT_FOUND = 'Document not found';

export { RETURN_ERRORS } from './returnWindows';

const toEvent = ({ at, status, note }: OrderEventRecord): OrderEvent => ({ at, status, note });

const digits = (value: string) => value.replace(/\D/g, '').slice(-10);

/** Whether what the visitor typed is the e-mail or the phone the order was placed with. */
function contactMatches(order: OrderRecord, emailOrPhone: string): boolean {
  const typed = emailOrPhone.trim().toLowerCase();
  if (typed.includes('@')) return order.customerEmail.toLowerCase() === typed;
  const phone = digits(typed);
  return phone.length === 10 && digits(order.customerPhone) === phone;
}

/** The customer's side after checkout: an order's page, returns, and tracking for anyone. */
export function orderAccountService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'linkKey'>) {
  const { store } = ctx;
  const returns = returnRequestsService(ctx);
  const providers = paymentProviders(ctx);
  const billing = billingService(ctx);

  const detailOf = async (order: OrderRecord): Promise<OrderDetail> => {
    const [events, lines, requests, windows, taxDocuments] = await Promise.all([
      store.orderHistory.listEvents(order.id),
      store.orderHistory.listReturns(order.id),
      store.returnRequests.listForOrder(order.id),
      returnWindows(store, order),
      billing.forOrder(store, order.id),
    ]);
    // How to pay only while payment is awaited: not for an order cancelled or lapsed unpaid.
    const payment =
      order.paymentStatus === 'awaiting_payment' && order.status.toLowerCase() === ORDER_STATUS.awaitingPayment
        ? await providers[order.paymentMethod].instructions(order)
        : null;
    return {
      ...(toPublicOrder(order) as Omit<
        OrderDetail,
        'events' | 'returns' | 'returnRequests' | 'returnWindows' | 'taxDocuments'
      >),
      events: events.map(toEvent),
      returns: lines.map(({ id, requestId, lineNo, quantity, reason, status, requestedAt, updatedAt }) => ({
        id,
        requestId,
        lineNo,
        quantity,
        reason,
        status,
        requestedAt,
        updatedAt,
      })),
      returnRequests: await returns.views(store, requests),
      returnWindows: windows,
      taxDocuments,
      ...(payment ? { payment } : {}),
    };
  };

  return {
    /** An order's page as its customer sees it (the back office shows the same, and more). */
    detailOf,

    /** A tax document of the customer's own order as its PDF; anyone else's answers like a missing one. */
    async documentPdf(user: UserRecord, number: string): Promise<Buffer> {
      const document = await store.billing.byNumber(number);
      const owned = document && (await store.orders.findOwn(document.orderId, user.id));
      if (!owned || number.startsWith('pending:')) throw notFound(DOCUMENT_NOT_FOUND);
      return billing.documentPdf(store, number);
    },

    /** The customer's own order by number; anyone else's answers exactly like a missing one. */
    async detail(user: UserRecord, orderNumber: string): Promise<OrderDetail> {
      const order = await store.orders.findOwnByNumber(orderNumber, user.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return detailOf(order);
    },

    /** A return request (see `returnRequestsService.createReturnRequest`), answered with the order's page. */
    async requestReturn(
      user: UserRecord,
      orderId: number,
      input: ReturnRequestInput,
      photos: StagedPhoto[] = [],
    ): Promise<OrderDetail> {
      const { order } = await returns.createReturnRequest(user, orderId, input, photos);
      return detailOf(order);
    },

    /**
     * /tracking: an order by number plus the e-mail or phone it was placed with, or by the
     * courier's tracking number, which shows the status only (anyone holding the parcel has it).
     * Every miss is the same 404 with the same message, and the same queries run whether or not
     * the number exists, so the answer tells nothing about which part was wrong.
     */
    async track(input: TrackOrderInput): Promise<TrackResult> {
      const found = input.trackingNumber
        ? await store.orders.findByTrackingNumber(input.trackingNumber.trim())
        : await store.orders.findByNumber(input.orderNumber ?? '');
      const match =
        found && (input.trackingNumber ? true : contactMatches(found, input.emailOrPhone ?? '')) ? found : undefined;
      const events = await store.orderHistory.listEvents(match?.id ?? -1);
      if (!match) throw notFound(TRACKING_MESSAGES.notFound);
      if (input.trackingNumber)
        return { status: match.status, courierName: match.courierName, trackingNumber: match.trackingNumber };
      return {
        orderNumber: match.orderNumber,
        orderDate: match.orderDate,
        status: match.status,
        paymentMethod: match.paymentMethod,
        paymentStatus: match.paymentStatus,
        courierName: match.courierName,
        trackingNumber: match.trackingNumber,
        events: events.map(toEvent),
      };
    },
  };
}
