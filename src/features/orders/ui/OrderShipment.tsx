import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import type { OrderPresentation } from '../model/orderPresentation';
import { ORDER_STATE_TEXT as S } from '../model/text/presentation';

/**
 * The shipping line of an order: courier and tracking number with the shipping and delivery
 * dates once shipped, otherwise why there is none (not shipped yet, or cancelled before).
 */
export function OrderShipment({ view }: { view: Pick<OrderPresentation, 'shipment' | 'noShipment'> }) {
  const { shipment } = view;
  if (!shipment) return <>{view.noShipment}</>;
  const dated: Array<[string, string | null]> = [
    [S.shippedOn, shipment.shippedAt],
    [S.deliveredOn, shipment.deliveredAt],
  ];
  return (
    <>
      {shipment.courierName && shipment.trackingNumber ? (
        <span className="d-block text-break">{S.courierLine(shipment.courierName, shipment.trackingNumber)}</span>
      ) : (
        <span className="d-block">{S.shippedWithoutDetails}</span>
      )}
      {dated.map(([label, at]) =>
        at ? (
          <span key={label} className="d-block">
            {' '}
            {label} <time dateTime={at}>{formatIstDateTime(at)}</time>
          </span>
        ) : null,
      )}
    </>
  );
}
