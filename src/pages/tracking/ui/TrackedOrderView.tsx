import { formatOrderStatus, OrderShipment, OrderTimeline, presentOrder } from '@/features/orders';
import { isTrackedOrder, type TrackResult } from '@/shared/contract/orderTracking';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { TRACK_TEXT } from '../text';

/**
 * A found order: its status, courier and timeline (loaded with the first result, not with the
 * page); a parcel found by its courier number: its status and courier only.
 */
export default function TrackedOrderView({ order }: { order: TrackResult }) {
  if (!isTrackedOrder(order))
    return (
      <section aria-labelledby="track-result-heading" className="border rounded-3 p-3">
        <h2 id="track-result-heading" className="h5">
          {TRACK_TEXT.shipmentHeading(order.trackingNumber ?? '')}
        </h2>
        <p className="mb-1">
          {TRACK_TEXT.status}: <strong data-testid="tracked-status">{formatOrderStatus(order.status)}</strong>
        </p>
        {order.courierName && <p data-testid="tracked-shipment">{TRACK_TEXT.courier(order.courierName)}</p>}
        <p className="small text-body-secondary">{TRACK_TEXT.shipmentOnly}</p>
      </section>
    );
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
