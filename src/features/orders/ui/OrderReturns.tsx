import { Link } from 'react-router';
import type { OrderDetail } from '@/shared/contract/order';
import { ROUTES } from '@/shared/config/routes';
import { RETURN_REQUEST_STATUS_LABELS } from '@/shared/config/shop';
import { formatInr } from '@/shared/lib/formatInr';
import { formatOrderDate } from '../model/display';
import { ORDER_RETURNS_TEXT as T } from '../model/text';
import { ReturnRequestForm, type ReturnableLine } from './ReturnRequestForm';

/**
 * The order's return requests (items, status, the reason when rejected) and, after delivery, the
 * request form for what is still returnable within its period (the server checks both again).
 */
export function OrderReturns({ order, now = Date.now() }: { order: OrderDetail; now?: number }) {
  const requests = order.returnRequests ?? [];
  const taken = new Map<number, number>();
  for (const request of requests)
    if (request.status !== 'rejected')
      for (const item of request.items) taken.set(item.lineNo, (taken.get(item.lineNo) ?? 0) + item.quantity);
  const lines: ReturnableLine[] = order.returnWindows.flatMap((window) => {
    const item = order.items.find((candidate) => candidate.id === window.lineNo);
    if (!item || !window.returnableUntil || Date.parse(window.returnableUntil) <= now) return [];
    const left = item.quantity - (taken.get(item.id) ?? 0);
    return left > 0 ? [{ lineNo: item.id, name: item.name, left, until: window.returnableUntil }] : [];
  });

  return (
    <section aria-labelledby="order-returns" className="mb-4 d-print-none">
      <h2 id="order-returns" className="h5">
        {T.heading}
      </h2>
      {requests.length > 0 && (
        <ul className="list-unstyled" data-testid="order-returns">
          {requests.map((request) => (
            <li key={request.id} className="mb-3 border-start ps-2">
              <div className="small text-body-secondary">{T.requestHeading(formatOrderDate(request.createdAt))}</div>
              <div>
                {T.status}: <strong>{RETURN_REQUEST_STATUS_LABELS[request.status]}</strong>
              </div>
              <ul className="mb-1">
                {request.items.map((item) => (
                  <li key={item.returnId}>
                    {item.name} × {item.quantity}
                  </li>
                ))}
              </ul>
              <div className="small">{request.reason}</div>
              {request.photos.length > 0 && <div className="small">{T.photoCount(request.photos.length)}</div>}
              {request.rejectReason && (
                <div className="small" data-testid="return-reject-reason">
                  {T.rejectedBecause}: {request.rejectReason}
                </div>
              )}
              {request.refundPaise > 0 && (
                <div className="small">{T.refunded(formatInr(request.refundPaise / 100))}</div>
              )}
            </li>
          ))}
        </ul>
      )}
      {!order.deliveredAt ? (
        <p className="small">
          {T.afterDelivery} <Link to={ROUTES.exchangeRefund}>{T.policy}</Link>
        </p>
      ) : lines.length === 0 ? (
        requests.length === 0 && <p className="small">{T.closed}</p>
      ) : (
        <ReturnRequestForm order={order} lines={lines} />
      )}
    </section>
  );
}
