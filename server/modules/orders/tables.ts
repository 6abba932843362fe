import type { Generated, Selectable } from 'kysely';
import type { Address } from '../../../src/shared/contract/address';
import type { DeliveryMethod, PaymentMethod, PaymentStatus, ReturnStatus } from '../../../src/shared/config/shop';

/*
 * Orders: an order, its lines as bought, its timeline (and audit log) and its returns.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

export interface OrdersTable {
  id: Generated<number>;
  /** Null for a guest's order (migration 0007): the customer fields below say who placed it. */
  userId: number | null;
  /** Set right after the insert (it contains the id); unique. */
  orderNumber: string | null;
  orderDate: string;
  /** Free text shown lowercased (Processing, Shipped, Delivered, pending); the spec fixes no set. */
  status: string;
  subtotal: number;
  shippingCost: number;
  discount: number;
  totalAmount: number;
  discountCode: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** `online` for orders placed through checkout (APP10 is for a customer's first one). */
  channel: string | null;
  shipStreet: string;
  shipCity: string;
  shipState: string;
  shipZipCode: string;
  shipCountry: string;
  shipRecipientName: string;
  shipRecipientPhone: string;
  /** Who placed the order (the account's details, or what a guest typed); e-mail stored lowercased. */
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  /** Set when the order ships; the tracking number is unique and finds the order on /tracking. */
  courierName: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  /** The start of the return period. */
  deliveredAt: string | null;
}

/** One step of an order's timeline (placed, paid, shipped, delivered, cancelled, return steps). */
export interface OrderEventsTable {
  id: Generated<number>;
  orderId: number;
  at: string;
  status: string;
  note: string;
  /** `customer`, `guest`, `admin:<id>` or `system`. */
  actor: string;
  /**
   * The audit log (migration 0012): the status the change left (the return's step for a return)
   * and the admin's e-mail; required by the database on an admin's event, null on the others.
   */
  fromStatus: string | null;
  actorEmail: string | null;
}

/** A return of one order line, moving through the policy's steps (services/returns). */
export interface OrderReturnsTable {
  id: Generated<number>;
  orderId: number;
  lineNo: number;
  reason: string;
  status: ReturnStatus;
  requestedAt: string;
  updatedAt: string;
}

/** An item as it was bought: a snapshot, so later catalogue changes never rewrite an order. */
export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  /** The item's number within its order (the API's item id). */
  lineNo: number;
  productId: number | null;
  /** The size/colour variant bought (migration 0007), null for a product without variants. */
  variantId: number | null;
  name: string;
  quantity: number;
  /** Unit price in INR at the time of the order. */
  price: number;
  imageUrl: string;
  size: string | null;
  colour: string | null;
}

/** An order line as bought; `size` and `colour` only when chosen. */
export type OrderItemRecord = Pick<Selectable<OrderItemsTable>, 'productId' | 'name' | 'quantity' | 'price' | 'imageUrl'> & {
  variantId?: number | null;
  /** The line's number within its order. */
  id: number;
  size?: string;
  colour?: string;
};

export type OrderAddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

export type OrderEventRecord = Selectable<OrderEventsTable>;

export type OrderReturnRecord = Selectable<OrderReturnsTable>;

/** An order with its items; `userId` and `channel` never leave the server. Amounts are INR. */
export type OrderRecord = Omit<
  Selectable<OrdersTable>,
  'orderNumber' | 'shipStreet' | 'shipCity' | 'shipState' | 'shipZipCode' | 'shipCountry' | 'shipRecipientName' | 'shipRecipientPhone'
> & {
  orderNumber: string;
  items: OrderItemRecord[];
  shippingAddress: OrderAddressSnapshot;
};

/** The orders module's tables, as the query layer sees them (part of `Database`). */
export interface OrdersTables {
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderEvents: OrderEventsTable;
  orderReturns: OrderReturnsTable;
}
