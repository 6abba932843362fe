import { CANCELLABLE_ORDER_STATUSES, CANCELLED_ORDER_STATUS } from '@/shared/config/shop';
import type { OrderEvent, PlacedOrder, PlacedOrderItem } from '@/shared/contract/order';
import { lazyValue } from '@/shared/lib/lazyValue';

/** Items previewed per order before `+N more` (spec admin document, Business constants). */
export const ORDER_PREVIEW_LIMIT = 4;

/** An item's thumbnail: 50x50 px (spec admin document, Business constants). */
export const ORDER_THUMBNAIL_PX = 50;

/** The first `limit` items, and how many are left for the `+N more` line. */
export function previewItems<T>(items: readonly T[], limit = ORDER_PREVIEW_LIMIT): { shown: T[]; moreCount: number } {
  return { shown: items.slice(0, limit), moreCount: Math.max(0, items.length - limit) };
}

/** `+2 more`, or nothing when every item is shown. */
export function moreLabel(moreCount: number): string | null {
  return moreCount > 0 ? `+${moreCount} more` : null;
}

/** The spec shows the status lowercased. */
export function formatOrderStatus(status: string): string {
  return status.trim().toLowerCase();
}

/** A badge colour per known status; anything else is neutral (the spec fixes no set of statuses). */
export function statusVariant(status: string): 'success' | 'info' | 'warning' | 'danger' | 'secondary' {
  switch (formatOrderStatus(status)) {
    case 'delivered':
      return 'success';
    case 'shipped':
    case 'out for delivery':
      return 'info';
    case 'pending':
    case 'awaiting payment':
    case 'placed':
    case 'processing':
    case 'confirmed':
      return 'warning';
    case 'cancelled':
    case 'canceled':
    case 'returned':
    case 'refunded':
      return 'danger';
    default:
      return 'secondary';
  }
}

const dateFormat = lazyValue(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
);

/** `2025-05-14T10:30:00Z` -> `14 May 2025` (Indian time); an unreadable date is shown as it came. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

export const itemCount = (items: readonly Pick<PlacedOrderItem, 'quantity'>[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** Whether the customer may still cancel (nothing has shipped); the server decides in the end. */
export const isCancellable = (status: string) =>
  (CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(formatOrderStatus(status));

/**
 * The pay-by time an order lapsed at, or null: a cancelled order that was still awaiting payment
 * and whose cancellation came at or after its pay-by (an earlier one was the customer's or the
 * company's own).
 */
export function lapsedPayBy(
  order: Pick<PlacedOrder, 'status' | 'paymentStatus' | 'payBy'> & { events: readonly OrderEvent[] },
): string | null {
  const { payBy } = order;
  if (
    !payBy ||
    order.paymentStatus !== 'awaiting_payment' ||
    formatOrderStatus(order.status) !== CANCELLED_ORDER_STATUS
  )
    return null;
  const cancelled = [...order.events]
    .reverse()
    .find((event) => formatOrderStatus(event.status) === CANCELLED_ORDER_STATUS);
  return cancelled && Date.parse(cancelled.at) >= Date.parse(payBy) ? payBy : null;
}
