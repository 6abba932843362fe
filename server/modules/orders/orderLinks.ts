import type { ServerConfig } from '../../platform/config';
import type { OrderRecord } from './tables';

/** Where a customer follows an order: the account's order page, or /tracking for a guest's. */
export function orderLinkFor(
  config: Pick<ServerConfig, 'publicUrl'>,
  order: Pick<OrderRecord, 'userId' | 'orderNumber'>,
): { label: string; href: string } {
  return order.userId !== null
    ? { label: 'See your order', href: `${config.publicUrl}/user/orders/${encodeURIComponent(order.orderNumber)}` }
    : { label: 'Track your order', href: `${config.publicUrl}/tracking` };
}
