import { formatOrderStatus, statusVariant } from '../model/display';
import { ORDER_PARTS_TEXT } from '../model/text';

export interface OrderStatusProps {
  status: string;
  /** Says "Status:" to screen readers; off where a column header already does. */
  labelled?: boolean;
  testId?: string;
}

/** The order's status as a coloured badge, lowercased as the spec shows it. */
export function OrderStatus({ status, labelled = true, testId }: OrderStatusProps) {
  return (
    <span className={`badge rounded-pill text-bg-${statusVariant(status)}`} data-testid={testId}>
      {labelled && <span className="visually-hidden">{ORDER_PARTS_TEXT.statusLabel}: </span>}
      {formatOrderStatus(status)}
    </span>
  );
}
