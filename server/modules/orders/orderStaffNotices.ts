import { ROUTES } from '../../../src/shared/config/routes';
import { formatInr } from '../../../src/shared/lib/formatInr';
import type { AppContext } from '../../context';
import type { Repositories } from '../../store';
import { staffEvents } from '../staff';
import type { OrderRecord } from './tables';

type Order = Pick<OrderRecord, 'id' | 'orderNumber' | 'customerName' | 'totalAmount'>;

const hrefOf = (order: Order) => ROUTES.adminOrder.replace(':id', String(order.id));
const numberOf = (order: Order) => order.orderNumber ?? `#${order.id}`;

/** What the staff are told of an order's events, each in the event's transaction (one notification per event). */
export function orderStaffNotices(ctx: Pick<AppContext, 'clock' | 'config' | 'outbox'>) {
  const staff = staffEvents(ctx);
  return {
    placed: (tx: Repositories, order: Order, by: 'customer' | 'guest', method: string) =>
      staff.notify(tx, {
        kind: 'newOrder',
        title: `New order ${numberOf(order)}`,
        body: `${formatInr(order.totalAmount)} from ${order.customerName} (${by === 'guest' ? 'guest' : 'customer account'}), ${method}.`,
        href: hrefOf(order),
        dedupeKey: `order:${order.id}:placed`,
      }),

    paid: (tx: Repositories, order: Order, note: string) =>
      staff.notify(tx, {
        kind: 'paymentReceived',
        title: `Payment received: order ${numberOf(order)}`,
        body: `${formatInr(order.totalAmount)} from ${order.customerName} (${note}).`,
        href: hrefOf(order),
        dedupeKey: `order:${order.id}:paid`,
      }),

    cancelledByCustomer: (tx: Repositories, order: Order) =>
      staff.notify(tx, {
        kind: 'orderCancelled',
        title: `Order ${numberOf(order)} cancelled by the customer`,
        body: `${order.customerName} cancelled the order of ${formatInr(order.totalAmount)}; its stock is back.`,
        href: hrefOf(order),
        dedupeKey: `order:${order.id}:cancelled`,
      }),

    /** A return request of one or more items (`items`: "Mug × 2, Tee × 1"), linked to the returns queue's page. */
    returnRequested: (tx: Repositories, order: Order, returnId: number, items: string, reason: string) =>
      staff.notify(tx, {
        kind: 'returnRequested',
        title: `Return requested: order ${numberOf(order)}`,
        body: `${order.customerName} asks to return ${items}: ${reason}`,
        href: ROUTES.adminReturn.replace(':id', String(returnId)),
        dedupeKey: `return:${returnId}:requested`,
      }),

    /** After a sale took `quantity` of a line's stock (`left` now). */
    stockTaken: staff.stockTaken,
  };
}
