import { formatOrderStatus, OrderShipment, OrderTimeline, presentOrder } from '@/features/orders';
import type { TrackedOrder } from '@/shared/contract/orderTracking';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { TRACK_TEXT } from '../text';

/** A found order: its status, courier and timeline (loaded with the first result, not with the page). */
export default function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const view = presentOrder(order);
  return (
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
      <p data-testid="tracked-shipment">
        <OrderShipment view={view} />
      </p>
      <OrderTimeline events={view.timeline} headingLevel={3} />
    </section>
  );
}
