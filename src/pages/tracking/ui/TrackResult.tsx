import { formatIstDateTime, formatOrderStatus, OrderTimeline } from '@/features/orders';
import { errorMessage, type TrackedOrder } from '@/shared/api';
import { TRACKING_MESSAGES } from '@/shared/config/tracking';
import { TRACK_TEXT } from './trackText';

/**
 * What the lookup found, in a live region: the order's status and timeline, or the one neutral
 * message (a 404 says nothing about which part was wrong; other failures say so).
 */
export function TrackResult({ loading, order, error }: { loading: boolean; order?: TrackedOrder; error?: unknown }) {
  const notFound = (error as { status?: number } | undefined)?.status === 404;
  return (
    <div aria-live="polite" className="mt-4" data-testid="track-result">
      {loading && <p>{TRACK_TEXT.searching}</p>}
      {!loading && error !== undefined && (
        <div className="alert alert-warning" role="alert">
          {notFound ? TRACKING_MESSAGES.notFound : errorMessage(error, TRACK_TEXT.failed)}
        </div>
      )}
      {!loading && order && (
        <section aria-labelledby="track-result-heading" className="border rounded-3 p-3">
          <h2 id="track-result-heading" className="h5">
            {TRACK_TEXT.resultHeading(order.orderNumber)}
          </h2>
          <p className="mb-1">
            {TRACK_TEXT.status}: <strong data-testid="tracked-status">{formatOrderStatus(order.status)}</strong>
          </p>
          <p className="small text-body-secondary">
            {TRACK_TEXT.placedOn} <time dateTime={order.orderDate}>{formatIstDateTime(order.orderDate)}</time>
          </p>
          {order.courierName && order.trackingNumber && <p>{TRACK_TEXT.shippedWith(order.courierName, order.trackingNumber)}</p>}
          <OrderTimeline events={order.events} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
