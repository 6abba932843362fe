import { ORDER_STATUS, RETURN_STATUS_LABELS } from '../../../src/shared/config/shop';
import type { OrderDetail, OrderEvent } from '../../../src/shared/contract/order';
import type { ReturnRequestInput, ReturnWindow } from '../../../src/shared/contract/orderReturn';
import type { TrackOrderInput, TrackedOrder } from '../../../src/shared/contract/orderTracking';
import { TRACKING_MESSAGES } from '../../../src/shared/config/tracking';
import type { AppContext } from '../../context';
import type { OrderEventRecord, OrderRecord } from './tables';
import type { UserRecord } from '../accounts';
import type { Repositories } from '../../store';
import { toPublicOrder } from './orders.repository';
import { HttpError, badRequest, notFound } from '../../platform/lib/httpError';
import { orderUpdateMail } from './mail/orderUpdate';
import { ORDER_NOT_FOUND } from './checkout.service';
import { greetingName, orderLinkFor } from './orderLinks';
import { paymentProviders } from '../payments';
import { orderStaffNotices } from './orderStaffNotices';
import { billingService } from '../billing';

export const DOCUMENT_NOT_FOUND = 'Document not found';
import { returnDaysFor, returnableUntil } from './returnPolicy';

export const RETURN_ERRORS = {
  notDelivered: 'Items can be returned once the order has been delivered',
  unknownLine: 'This item is not part of the order',
  period: (until: string) => `The return period for this item ended on ${until}`,
  already: 'A return for this item has already been requested',
} as const;

const toEvent = ({ at, status, note }: OrderEventRecord): OrderEvent => ({ at, status, note });

/** Until when each line may be returned (null: not delivered, so not yet). */
async function returnWindows(repos: Repositories, order: OrderRecord): Promise<ReturnWindow[]> {
  if (!order.deliveredAt) return order.items.map((item) => ({ lineNo: item.id, returnableUntil: null }));
  const productIds = order.items.map((item) => item.productId).filter((id): id is number => id !== null);
  const products = await repos.catalogue.findProductsByIds(productIds);
  // A product deleted since has no category any more: the default period applies.
  const slugOf = (productId: number | null) => products.find((candidate) => candidate.id === productId)?.categorySlug;
  return order.items.map((item) => ({
    lineNo: item.id,
    returnableUntil: returnableUntil(order.deliveredAt!, returnDaysFor(slugOf(item.productId))),
  }));
}

const digits = (value: string) => value.replace(/\D/g, '').slice(-10);

/** Whether what the visitor typed is the e-mail or the phone the order was placed with. */
function contactMatches(order: OrderRecord, emailOrPhone: string): boolean {
  const typed = emailOrPhone.trim().toLowerCase();
  if (typed.includes('@')) return order.customerEmail.toLowerCase() === typed;
  const phone = digits(typed);
  return phone.length === 10 && digits(order.customerPhone) === phone;
}

/** The customer's side after checkout: an order's page, returns, and tracking for anyone. */
export function orderAccountService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox'>) {
  const { store, clock, config } = ctx;
  const providers = paymentProviders(ctx);
  const billing = billingService(ctx);

  const detailOf = async (order: OrderRecord): Promise<OrderDetail> => {
    const [events, returns, windows, taxDocuments] = await Promise.all([
      store.orderHistory.listEvents(order.id),
      store.orderHistory.listReturns(order.id),
      returnWindows(store, order),
      billing.forOrder(store, order.id),
    ]);
    // How to pay only while payment is awaited: not for an order cancelled or lapsed unpaid.
    const payment =
      order.paymentStatus === 'awaiting_payment' && order.status.toLowerCase() === ORDER_STATUS.awaitingPayment
        ? await providers[order.paymentMethod].instructions(order)
        : null;
    return {
      ...(toPublicOrder(order) as Omit<OrderDetail, 'events' | 'returns' | 'returnWindows' | 'taxDocuments'>),
      events: events.map(toEvent),
      returns: returns.map(({ id, lineNo, reason, status, requestedAt, updatedAt }) => ({
        id,
        lineNo,
        reason,
        status,
        requestedAt,
        updatedAt,
      })),
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

    /**
     * A return of one delivered line within its category's period. One per line (a unique index);
     * the request, its timeline event and the customer's mail are stored together.
     */
    async requestReturn(user: UserRecord, orderId: number, input: ReturnRequestInput): Promise<OrderDetail> {
      const { order, mail } = await store.transaction(async (tx) => {
        const current = await tx.orders.findOwn(orderId, user.id);
        if (!current) throw notFound(ORDER_NOT_FOUND);
        if (!current.deliveredAt) throw new HttpError(409, RETURN_ERRORS.notDelivered);
        const item = current.items.find((candidate) => candidate.id === input.lineNo);
        if (!item) throw badRequest(RETURN_ERRORS.unknownLine, { lineNo: [RETURN_ERRORS.unknownLine] });
        const until = (await returnWindows(tx, current)).find((window) => window.lineNo === item.id)!.returnableUntil!;
        const now = new Date(clock.now()).toISOString();
        if (now > until)
          throw new HttpError(
            409,
            RETURN_ERRORS.period(
              new Date(until).toLocaleDateString('en-IN', {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'Asia/Kolkata',
              }),
            ),
          );
        const created = await tx.orderHistory.insertReturn({
          orderId,
          lineNo: item.id,
          reason: input.reason,
          status: 'requested',
          requestedAt: now,
          updatedAt: now,
        });
        if (!created) throw new HttpError(409, RETURN_ERRORS.already);
        await tx.orderHistory.addEvent({
          orderId,
          at: now,
          status: 'return requested',
          note: `${item.name}: ${RETURN_STATUS_LABELS.requested}`,
          actor: 'customer',
        });
        await orderStaffNotices(ctx).returnRequested(tx, current, created.id, item.name, input.reason);
        const message = orderUpdateMail({
          to: current.customerEmail || user.email,
          name: greetingName(current),
          order: current,
          subject: `Return requested for order ${current.orderNumber}`,
          lines: [
            `We have your return request for ${item.name}. We will tell you at each step: item received, quality check, approval, then refund or replacement.`,
          ],
          link: orderLinkFor(config, current),
          siteUrl: config.publicUrl,
        });
        return { order: current, mail: await ctx.outbox.enqueue(tx, message) };
      });
      ctx.outbox.sendSoon([mail]);
      return detailOf(order);
    },

    /**
     * /tracking: an order by number plus the e-mail or phone it was placed with, or by the
     * courier's tracking number. Every miss is the same 404 with the same message, and the same
     * queries run whether or not the number exists, so the answer tells nothing about which part
     * was wrong.
     */
    async track(input: TrackOrderInput): Promise<TrackedOrder> {
      const found = input.trackingNumber
        ? await store.orders.findByTrackingNumber(input.trackingNumber.trim())
        : await store.orders.findByNumber(input.orderNumber ?? '');
      const match =
        found && (input.trackingNumber ? true : contactMatches(found, input.emailOrPhone ?? '')) ? found : undefined;
      const events = await store.orderHistory.listEvents(match?.id ?? -1);
      if (!match) throw notFound(TRACKING_MESSAGES.notFound);
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
