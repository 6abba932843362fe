import type { Generated, Selectable } from 'kysely';
import type { OrderAddress } from '../../../src/shared/contract/address';
import type { OrderEvent, PlacedOrder, PlacedOrderItem } from '../../../src/shared/contract/order';
import type { OrderReturn } from '../../../src/shared/contract/orderReturn';
import type { ReturnRequestStatus } from '../../../src/shared/config/shop';
import type { LineTaxSnapshot, OrderTaxSnapshot } from '../../../src/shared/contract/orderTax';
import type { Refund } from '../../../src/shared/contract/refund';

/*
 * Orders: an order, its lines as bought, its timeline (and audit log) and its returns. A row is
 * its entity's contract (src/shared/contract) with the database's own differences.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

/**
 * The customer's order as stored, its delivery address in `ship...` columns. Who placed it is in
 * the customer fields (the account's details, or what a guest typed; e-mail stored lowercased);
 * the tracking number, set when the order ships, is unique and finds the order on /tracking;
 * `deliveredAt` starts the return period.
 */
export interface OrdersTable extends Omit<
  PlacedOrder,
  'id' | 'orderNumber' | 'items' | 'shippingAddress' | 'discountCode' | 'tax' | 'payBy'
> {
  id: Generated<number>;
  /** Null for a guest's order (migration 0007). */
  userId: number | null;
  /** Random (`orderNumbers.ts`) since migration 0030's round; older orders keep theirs; unique. */
  orderNumber: string | null;
  discountCode: string | null;
  /** `online` for orders placed through checkout (APP10 is for a customer's first one). */
  channel: string | null;
  shipStreet: string;
  shipCity: string;
  shipState: string;
  shipZipCode: string;
  shipCountry: string;
  shipRecipientName: string;
  shipRecipientPhone: string;
  /** A business buyer's GSTIN (migration 0015), also inside the tax snapshot. */
  buyerGstin: string | null;
  /** The order's `OrderTaxSnapshot` as JSON (migration 0015); null on orders from before. */
  taxSnapshot: string | null;
  /** The contract's `payBy` in epoch ms (migration 0017): the lapse job compares it with the clock. */
  payByMs: number | null;
}

/** One step of an order's timeline (placed, paid, shipped, delivered, cancelled, return steps). */
export interface OrderEventsTable extends OrderEvent {
  id: Generated<number>;
  orderId: number;
  /** `customer`, `guest`, `admin:<id>` or `system`. */
  actor: string;
  /**
   * The audit log (migration 0012): the status the change left (the return's step for a return)
   * and the admin's e-mail; required by the database on an admin's event, null on the others.
   */
  fromStatus: string | null;
  actorEmail: string | null;
}

/**
 * One line of a return request (migration 0025: `requestId`, `quantity`), moving through the
 * policy's steps; its refund points at it.
 */
export interface OrderReturnsTable extends Omit<OrderReturn, 'id'> {
  id: Generated<number>;
  orderId: number;
}

/** A customer's return request (migration 0025): its lines are `order_returns`; amounts in paise. */
export interface ReturnRequestsTable {
  id: Generated<number>;
  orderId: number;
  status: ReturnRequestStatus;
  reason: string;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The staff member's e-mail. */
  decidedBy: string | null;
  rejectReason: string | null;
  /** What was refunded for its lines so far, and what was deducted (the return fee, damage). */
  refundPaise: number | string;
  deductionPaise: number | string;
}

/** A photo of a return request, stored outside the public uploads (file name is unique). */
export interface ReturnRequestPhotosTable {
  id: Generated<number>;
  requestId: number;
  fileName: string;
  width: number;
  height: number;
}

export type ReturnRequestRecord = Selectable<ReturnRequestsTable>;

/**
 * An item as it was bought: a snapshot, so later catalogue changes never rewrite an order. `price`
 * is the unit price in INR at the time of the order.
 */
export interface OrderItemsTable extends Pick<
  PlacedOrderItem,
  'productId' | 'name' | 'quantity' | 'price' | 'imageUrl'
> {
  id: Generated<number>;
  orderId: number;
  /** The item's number within its order (the API's item id). */
  lineNo: number;
  /** The size/colour variant bought (migration 0007), null for a product without variants. */
  variantId: number | null;
  size: string | null;
  colour: string | null;
  /** The line's GST as charged (migration 0015); null on orders from before. */
  hsnCode: string | null;
  gstRate: number | null;
  taxableValue: number | null;
  cgst: number | null;
  sgst: number | null;
  igst: number | null;
}

/** An order line as bought; `size` and `colour` only when chosen. */
export type OrderItemRecord = Pick<
  Selectable<OrderItemsTable>,
  'productId' | 'name' | 'quantity' | 'price' | 'imageUrl'
> & {
  variantId?: number | null;
  /** The line's number within its order. */
  id: number;
  size?: string;
  colour?: string;
  tax?: LineTaxSnapshot;
};

export type OrderAddressSnapshot = OrderAddress;

export type OrderEventRecord = Selectable<OrderEventsTable>;

export type OrderReturnRecord = Selectable<OrderReturnsTable>;

/** An order with its items; `userId` and `channel` never leave the server. Amounts are INR. */
export type OrderRecord = Omit<
  Selectable<OrdersTable>,
  | 'orderNumber'
  | 'shipStreet'
  | 'shipCity'
  | 'shipState'
  | 'shipZipCode'
  | 'shipCountry'
  | 'shipRecipientName'
  | 'shipRecipientPhone'
  | 'buyerGstin'
  | 'taxSnapshot'
  | 'payByMs'
> & {
  orderNumber: string;
  tax: OrderTaxSnapshot | null;
  payBy: string | null;
  items: OrderItemRecord[];
  shippingAddress: OrderAddressSnapshot;
};

/** A refund as recorded (migration 0019): amounts in INR, `...At` ISO strings. */
export interface RefundsTable extends Omit<Refund, 'id'> {
  id: Generated<number>;
  gatewayRefundId: string | null;
  /** The staff member who recorded it. */
  actorEmail: string;
}

export type RefundRecord = Selectable<RefundsTable>;

/**
 * One key of a person who took APP10 (migration 0030): the normalised e-mail, phone or delivery
 * address (`firstOrderClaims.ts`), unique per (kind, value), held by the order that took it.
 */
export interface FirstOrderClaimsTable {
  id: Generated<number>;
  kind: 'email' | 'phone' | 'address';
  value: string;
  orderId: number;
  createdAt: string;
}

/** The orders module's tables, as the query layer sees them (part of `Database`). */
export interface OrdersTables {
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderEvents: OrderEventsTable;
  orderReturns: OrderReturnsTable;
  returnRequests: ReturnRequestsTable;
  returnRequestPhotos: ReturnRequestPhotosTable;
  refunds: RefundsTable;
  firstOrderClaims: FirstOrderClaimsTable;
}
