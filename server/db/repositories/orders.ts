import type { Database } from '../database';

/** An item as it was bought: a snapshot, so later catalogue changes never rewrite an order. */
export interface OrderItemRecord {
  id: number;
  /** The catalogue product, when the line came from one. */
  productId: number | null;
  name: string;
  quantity: number;
  /** Unit price in INR at the time of the order. */
  price: number;
  imageUrl: string;
  size?: string;
  colour?: string;
}

export interface OrderAddressSnapshot {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** An order; `userId` is the owner and never leaves the server. Amounts are INR. */
export interface OrderRecord {
  id: number;
  userId: number;
  orderNumber: string;
  /** ISO date-time. */
  orderDate: string;
  /** Free text shown lowercased (e.g. Processing, Shipped, Delivered); the spec fixes no set. */
  status: string;
  items: OrderItemRecord[];
  subtotal: number;
  shippingCost: number;
  discount: number;
  totalAmount: number;
  shippingAddress: OrderAddressSnapshot;
  deliveryMethod: 'standard' | 'express';
  paymentMethod: 'cod';
  /** The discount code the order used (APP10), if any. */
  discountCode?: string | null;
  /** Set on orders placed through the site's checkout: APP10 is for a customer's first one. */
  channel?: 'online';
}

declare module '../schema' {
  interface DbSchema {
    orders: OrderRecord[];
  }
}

/** The order as the API shows it (spec admin document §3, plus the amounts and the address). */
export type PublicOrder = Omit<OrderRecord, 'userId' | 'channel'>;

export function toPublicOrder(record: OrderRecord): PublicOrder {
  const { userId: _owner, channel: _channel, ...order } = record;
  return { ...order, items: order.items.map((item) => ({ ...item })), shippingAddress: { ...order.shippingAddress } };
}

/** The caller's orders, newest first. */
export function listOrders(db: Database, userId: number): OrderRecord[] {
  return db
    .all('orders')
    .filter((order) => order.userId === userId)
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.id - a.id);
}
