import { generatePath, Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import type { PlacedOrder, PlacedOrderItem } from '@/shared/contract/order';
import { formatInr } from '@/shared/lib/formatInr';
import {
  formatOrderDate,
  isCancellable,
  itemCount,
  moreLabel,
  ORDER_THUMBNAIL_PX,
  previewItems,
} from '../model/display';
import { ORDER_PARTS_TEXT, ORDER_TEXT } from '../model/text';
import { OrderStatus } from './OrderStatus';

function ItemPreview({ item }: { item: PlacedOrderItem }) {
  return (
    <li className="d-flex align-items-center gap-3">
      {item.imageUrl ? (
        // The name is written next to it, so the picture needs no text of its own.
        <img
          src={item.imageUrl}
          alt=""
          width={ORDER_THUMBNAIL_PX}
          height={ORDER_THUMBNAIL_PX}
          loading="lazy"
          className="rounded object-fit-cover flex-shrink-0"
        />
      ) : (
        <span
          className="rounded bg-body-secondary flex-shrink-0"
          style={{ width: ORDER_THUMBNAIL_PX, height: ORDER_THUMBNAIL_PX }}
          aria-hidden="true"
        />
      )}
      <span className="flex-grow-1">{item.name}</span>
      <span className="text-body-secondary text-nowrap">{ORDER_TEXT.detail.quantity(item.quantity)}</span>
    </li>
  );
}

/**
 * One order: number, date, status (lowercased), up to 4 items then `+N more`, total in INR, and
 * "Cancel order" while it has not shipped (when the list passes `onCancel`).
 */
export function OrderCard({ order, onCancel }: { order: PlacedOrder; onCancel?: (order: PlacedOrder) => void }) {
  const { shown, moreCount } = previewItems(order.items);
  const more = moreLabel(moreCount);
  const count = itemCount(order.items);
  const titleId = `order-${order.id}-title`;
  return (
    <article className="card" aria-labelledby={titleId}>
      <div className="card-header bg-white d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h3 id={titleId} className="h6 mb-1">
            <Link to={generatePath(ROUTES.orderDetail, { orderNumber: order.orderNumber })}>
              {ORDER_TEXT.detail.title(order.orderNumber)}
            </Link>
          </h3>
          <span className="small text-body-secondary">
            {ORDER_TEXT.detail.placedOn} <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
          </span>
        </div>
        <OrderStatus status={order.status} />
      </div>
      <div className="card-body">
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {shown.map((item) => (
            <ItemPreview key={item.id} item={item} />
          ))}
        </ul>
        {more && <p className="mt-2 mb-0 fw-semibold text-body-secondary">{more}</p>}
      </div>
      <div className="card-footer bg-white d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span className="text-body-secondary">{ORDER_PARTS_TEXT.itemCount(count)}</span>
        <span className="d-flex align-items-center gap-3">
          {onCancel && isCancellable(order.status) && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={ORDER_TEXT.cancelLabel(order.orderNumber)}
              onClick={() => onCancel(order)}
            >
              {ORDER_TEXT.cancel}
            </button>
          )}
          <span>
            {ORDER_TEXT.total} <strong>{formatInr(order.totalAmount)}</strong>
            {order.tax && (
              <span className="small text-body-secondary"> ({ORDER_TEXT.inclGst(formatInr(order.tax.totalTax))})</span>
            )}
          </span>
        </span>
      </div>
    </article>
  );
}
