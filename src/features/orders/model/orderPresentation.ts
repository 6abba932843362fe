import { ORDER_STATUS } from '@/shared/config/shop';
import type { OrderEvent, PlacedOrder } from '@/shared/contract/order';
import type { TaxDocumentRef } from '@/shared/contract/taxDocument';
import { ORDER_STATE_TEXT } from './text/presentation';

/** The part of an order's life its pages are shown for. */
export type OrderPhase = 'awaiting_payment' | 'open' | 'shipped' | 'delivered' | 'cancelled';

/** What the payment line says: the stored status, or what it means in this phase. */
export type PaymentShown = keyof typeof ORDER_STATE_TEXT.payment;

export interface OrderShipment {
  courierName: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

export interface OrderPresentation {
  phase: OrderPhase;
  payment: PaymentShown;
  /** Something is still to pay: the pay-by time and Pay now may show. */
  amountDue: boolean;
  /** The shipment, once shipped (from the order, filled in from its events); null before. */
  shipment: OrderShipment | null;
  /** What the shipping line says when there is no shipment. */
  noShipment: string;
  /** The steps to show, oldest first: the events, or (an order from before events) the order's own dates. */
  timeline: OrderEvent[];
  /** The tax documents and the printable summary are shown (a cancelled order's only with its credit note). */
  showDocuments: boolean;
  /** Returns (their text and request) belong to the order's page. */
  showReturns: boolean;
}

export type PresentableOrder = Pick<
  PlacedOrder,
  'status' | 'orderDate' | 'paymentMethod' | 'paymentStatus' | 'courierName' | 'trackingNumber'
> &
  Partial<Pick<PlacedOrder, 'shippedAt' | 'deliveredAt' | 'paidAt'>> & {
    events: readonly OrderEvent[];
    taxDocuments?: readonly Pick<TaxDocumentRef, 'kind'>[];
  };

const norm = (status: string) => status.trim().toLowerCase();

export function orderPhase(status: string): OrderPhase {
  switch (norm(status)) {
    case ORDER_STATUS.awaitingPayment:
      return 'awaiting_payment';
    case ORDER_STATUS.shipped:
    case 'out for delivery':
      return 'shipped';
    case ORDER_STATUS.delivered:
    case 'returned':
    case 'refunded':
      return 'delivered';
    case ORDER_STATUS.cancelled:
    case 'canceled':
      return 'cancelled';
    default:
      return 'open';
  }
}

/** The ship step's note as the back office writes it: `Shipped with <courier>, tracking number <number>`. */
const SHIPPED_NOTE = /^Shipped with (.+), tracking number (\S+)\s*$/;

const lastEvent = (events: readonly OrderEvent[], status: string) =>
  [...events].reverse().find((event) => norm(event.status) === status);

function shipmentOf(order: PresentableOrder): OrderShipment {
  const shipped = lastEvent(order.events, ORDER_STATUS.shipped);
  const delivered = lastEvent(order.events, ORDER_STATUS.delivered);
  const fromNote = shipped?.note.match(SHIPPED_NOTE);
  return {
    courierName: order.courierName ?? fromNote?.[1] ?? null,
    trackingNumber: order.trackingNumber ?? fromNote?.[2] ?? null,
    shippedAt: order.shippedAt ?? shipped?.at ?? null,
    deliveredAt: order.deliveredAt ?? delivered?.at ?? null,
  };
}

function paymentShown(order: PresentableOrder, phase: OrderPhase): PaymentShown {
  const stored = order.paymentStatus;
  // Cash on delivery is collected by the courier: delivered, it was paid on delivery.
  if (phase === 'delivered' && order.paymentMethod === 'cod' && stored !== 'refunded') return 'paid_on_delivery';
  if (stored === 'paid' || stored === 'refunded') return stored;
  // Unpaid and cancelled: nothing is owed any more.
  if (phase === 'cancelled') return 'nothing_due';
  if (phase === 'delivered' && stored === 'due_on_delivery') return 'paid_on_delivery';
  return stored;
}

/** An order without events (placed before they were kept): its steps from its own dates. */
function stepsFromDates(order: PresentableOrder, shipment: OrderShipment | null): OrderEvent[] {
  const steps: OrderEvent[] = [{ at: order.orderDate, status: ORDER_STATE_TEXT.placedStep, note: '' }];
  if (order.paidAt && order.paymentMethod !== 'cod') steps.push({ at: order.paidAt, status: 'paid', note: '' });
  if (shipment?.shippedAt) steps.push({ at: shipment.shippedAt, status: ORDER_STATUS.shipped, note: '' });
  if (shipment?.deliveredAt) steps.push({ at: shipment.deliveredAt, status: ORDER_STATUS.delivered, note: '' });
  return steps;
}

/**
 * What an order's pages show for its state (the customer's order page, the tracking page, the
 * back office): payment as it stands (a delivered COD order is paid on delivery, a cancelled
 * unpaid one owes nothing), the shipment once shipped, the timeline, and whether documents and
 * returns belong on the page.
 */
export function presentOrder(order: PresentableOrder): OrderPresentation {
  const phase = orderPhase(order.status);
  const shipped = phase === 'shipped' || phase === 'delivered';
  const shipment = shipped ? shipmentOf(order) : null;
  const payment = paymentShown(order, phase);
  const hasCreditNote = (order.taxDocuments ?? []).some((document) => document.kind === 'credit_note');
  return {
    phase,
    payment,
    amountDue: payment === 'awaiting_payment' && phase === 'awaiting_payment',
    shipment,
    noShipment: phase === 'cancelled' ? ORDER_STATE_TEXT.cancelledUnshipped : ORDER_STATE_TEXT.notShipped,
    timeline: order.events.length > 0 ? [...order.events] : stepsFromDates(order, shipment),
    showDocuments: phase !== 'cancelled' || hasCreditNote,
    showReturns: phase !== 'cancelled',
  };
}
