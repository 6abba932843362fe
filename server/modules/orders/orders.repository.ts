import { CLOSED_RETURN_STATUSES } from '../../../src/shared/config/backOffice';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { CANCELLABLE_ORDER_STATUSES, CANCELLED_ORDER_STATUS } from '../../../src/shared/config/shop';
import type { PaymentStatus } from '../../../src/shared/config/shop';
import type { OrderItemRecord, OrderItemsTable, OrderRecord, OrdersTable } from './tables';
import type { Scope } from '../../store';
import { matchesAny, pageOf } from '../../platform/db/listQuery';
import type { OrderTaxSnapshot } from '../../../src/shared/contract/orderTax';
import type { GstRate } from '../../../src/shared/contract/productTax';
import { paymentHoldQueries } from './paymentHolds.repository';

/** The order as the API shows it (spec admin document, Entities, plus the amounts and the address). */
export type PublicOrder = Omit<OrderRecord, 'userId' | 'channel'>;

export function toPublicOrder(record: OrderRecord): PublicOrder {
  const { userId: _owner, channel: _channel, ...order } = record;
  return order;
}

export type NewOrder = Omit<OrderRecord, 'id' | 'orderNumber'>;

function toItem(row: Selectable<OrderItemsTable>): OrderItemRecord {
  return {
    id: row.lineNo,
    productId: row.productId,
    ...(row.variantId !== null ? { variantId: row.variantId } : {}),
    name: row.name,
    quantity: row.quantity,
    price: Number(row.price),
    imageUrl: row.imageUrl,
    ...(row.size ? { size: row.size } : {}),
    ...(row.colour ? { colour: row.colour } : {}),
    ...(row.gstRate !== null
      ? {
          tax: {
            hsnCode: row.hsnCode ?? '',
            gstRate: row.gstRate as GstRate,
            taxableValue: Number(row.taxableValue),
            cgst: Number(row.cgst),
            sgst: Number(row.sgst),
            igst: Number(row.igst),
          },
        }
      : {}),
  };
}

function toOrder(row: Selectable<OrdersTable>, items: OrderItemRecord[]): OrderRecord {
  return {
    id: row.id,
    userId: row.userId,
    orderNumber: row.orderNumber ?? '',
    orderDate: row.orderDate,
    status: row.status,
    items,
    subtotal: Number(row.subtotal),
    shippingCost: Number(row.shippingCost),
    discount: Number(row.discount),
    totalAmount: Number(row.totalAmount),
    shippingAddress: {
      recipientName: row.shipRecipientName,
      recipientPhone: row.shipRecipientPhone,
      street: row.shipStreet,
      city: row.shipCity,
      state: row.shipState,
      zipCode: row.shipZipCode,
      country: row.shipCountry,
    },
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paidAt: row.paidAt,
    payBy: row.payByMs === null ? null : new Date(Number(row.payByMs)).toISOString(),
    discountCode: row.discountCode,
    channel: row.channel,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    courierName: row.courierName,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    tax: row.taxSnapshot ? (JSON.parse(row.taxSnapshot) as OrderTaxSnapshot) : null,
  };
}

/** The back office's order list query (the route has checked every value). */
export interface AdminOrderQuery {
  q: string;
  /** Lowercased status. */
  status?: string;
  paymentStatus?: PaymentStatus;
  /** ISO UTC bounds of `orderDate`: from inclusive, until exclusive. */
  from?: string;
  until?: string;
  /** Only orders with a return request still open. */
  openReturns?: boolean;
  sort: 'orderDate' | 'totalAmount' | 'orderNumber';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** What a status change writes besides the status (a conditional update on the current status). */
export type OrderChange = Partial<
  Pick<
    OrdersTable,
    'status' | 'paymentStatus' | 'paidAt' | 'courierName' | 'trackingNumber' | 'shippedAt' | 'deliveredAt'
  >
>;

/** An order that counts as placed for APP10: not cancelled (or lapsed) before it was paid. */
const keptOrder = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.or([eb(sql<string>`lower(status)`, '<>', CANCELLED_ORDER_STATUS), eb('paidAt', 'is not', null)]);

/** How many numbers an order draws at most before the unique index decides. */
const ORDER_NUMBER_DRAWS = 5;

export function ordersRepository({ db, kind }: Scope) {
  const withItems = async (rows: Array<Selectable<OrdersTable>>): Promise<OrderRecord[]> => {
    if (rows.length === 0) return [];
    const items = await db
      .selectFrom('orderItems')
      .selectAll()
      .where(
        'orderId',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('orderId')
      .orderBy('lineNo')
      .execute();
    return rows.map((row) => toOrder(row, items.filter((item) => item.orderId === row.id).map(toItem)));
  };
  const one = async (row: Selectable<OrdersTable> | undefined) => (row ? (await withItems([row]))[0] : undefined);

  return {
    /** The customer's orders with their items, newest first. */
    listOwn: async (userId: number): Promise<OrderRecord[]> =>
      withItems(
        await db
          .selectFrom('orders')
          .selectAll()
          .where('userId', '=', userId)
          .orderBy('orderDate', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ),

    /** One order with its items, only if it is the customer's. */
    findOwn: async (id: number, userId: number): Promise<OrderRecord | undefined> =>
      one(
        await db.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst(),
      ),

    /** The customer's order by its number (the detail page's address). */
    findOwnByNumber: async (orderNumber: string, userId: number): Promise<OrderRecord | undefined> =>
      one(
        await db
          .selectFrom('orders')
          .selectAll()
          .where('orderNumber', '=', orderNumber)
          .where('userId', '=', userId)
          .executeTakeFirst(),
      ),

    findById: async (id: number): Promise<OrderRecord | undefined> =>
      one(await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()),

    /** Case-insensitive: people type order numbers in lower case. */
    findByNumber: async (orderNumber: string): Promise<OrderRecord | undefined> =>
      one(
        await db
          .selectFrom('orders')
          .selectAll()
          .where(sql<string>`upper(order_number)`, '=', orderNumber.toUpperCase())
          .executeTakeFirst(),
      ),

    findByTrackingNumber: async (trackingNumber: string): Promise<OrderRecord | undefined> =>
      one(await db.selectFrom('orders').selectAll().where('trackingNumber', '=', trackingNumber).executeTakeFirst()),

    /**
     * Marks the customer's order cancelled if its status still allows it: one conditional
     * statement, so of two cancels, or a cancel and a change to shipped, only one can win.
     */
    cancelOwn: async (id: number, userId: number): Promise<boolean> => {
      const result = await db
        .updateTable('orders')
        .set({ status: CANCELLED_ORDER_STATUS })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where(sql<string>`lower(status)`, 'in', [...CANCELLABLE_ORDER_STATUSES])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Applies `change` only while the order's status (lowercased) is one of `from`: true if it did. */
    changeIf: async (
      id: number,
      from: readonly string[],
      change: OrderChange,
      paymentFrom?: PaymentStatus,
    ): Promise<boolean> => {
      let query = db
        .updateTable('orders')
        .set(change)
        .where('id', '=', id)
        .where(sql<string>`lower(status)`, 'in', [...from]);
      if (paymentFrom) query = query.where('paymentStatus', '=', paymentFrom);
      return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /**
     * Takes back a step (`undo`): only while the order is still in `step` and its stamp is still
     * the one that step wrote, so nothing that happened since is undone. One conditional UPDATE.
     */
    revertIf: async (
      id: number,
      step: string,
      stamp: { column: 'shippedAt' | 'deliveredAt'; at: string },
      change: OrderChange,
    ): Promise<boolean> => {
      const result = await db
        .updateTable('orders')
        .set(change)
        .where('id', '=', id)
        .where(sql<string>`lower(status)`, '=', step)
        .where(stamp.column, '=', stamp.at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    ...paymentHoldQueries(db),

    /** A page of all orders for the back office, with their items, and how many match in all. */
    listAdmin: async (query: AdminOrderQuery): Promise<{ rows: OrderRecord[]; total: number }> => {
      let base = db.selectFrom('orders');
      if (query.q)
        base = base.where(matchesAny(['orderNumber', 'customerName', 'customerEmail', 'customerPhone'], query.q));
      if (query.status) base = base.where(sql<string>`lower(status)`, '=', query.status);
      if (query.paymentStatus) base = base.where('paymentStatus', '=', query.paymentStatus);
      if (query.from) base = base.where('orderDate', '>=', query.from);
      if (query.until) base = base.where('orderDate', '<', query.until);
      if (query.openReturns)
        base = base.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('orderReturns')
              .select('orderReturns.id')
              .whereRef('orderReturns.orderId', '=', 'orders.id')
              .where('orderReturns.status', 'not in', CLOSED_RETURN_STATUSES),
          ),
        );
      const page = await pageOf(base, query);
      return { rows: await withItems(page.rows), total: page.total };
    },

    /**
     * Whether the customer already placed an order through checkout (seeded history does not
     * count, nor an order cancelled or lapsed before any payment: APP10's rule).
     */
    hasOnlineOrder: async (userId: number): Promise<boolean> =>
      (await db
        .selectFrom('orders')
        .select('id')
        .where('userId', '=', userId)
        .where('channel', '=', 'online')
        .where(keptOrder)
        .executeTakeFirst()) !== undefined,

    /** Serialises a guest's orders by e-mail (PostgreSQL advisory lock; SQLite already holds the write lock), so APP10 is used once. */
    lockEmail: async (email: string) => {
      if (kind === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext(${`order-email:${email.trim().toLowerCase()}`}))`.execute(db);
    },

    /** Whether an order was placed through checkout with this e-mail (a guest's, or a customer's). */
    hasOnlineOrderByEmail: async (email: string): Promise<boolean> =>
      (await db
        .selectFrom('orders')
        .select('id')
        .where(sql<string>`lower(customer_email)`, '=', email.trim().toLowerCase())
        .where('channel', '=', 'online')
        .where(keptOrder)
        .executeTakeFirst()) !== undefined,

    /**
     * Stores the order and its items under a number from `nextNumber` (random): a number already
     * taken is drawn again (the unique index stays the guard should two new orders draw the same
     * one at the same moment, about one in a trillion).
     */
    insert: async (order: NewOrder, nextNumber: () => string): Promise<OrderRecord> => {
      const address = order.shippingAddress;
      let orderNumber = nextNumber();
      for (let attempt = 1; attempt < ORDER_NUMBER_DRAWS; attempt++) {
        const taken = await db
          .selectFrom('orders')
          .select('id')
          .where('orderNumber', '=', orderNumber)
          .executeTakeFirst();
        if (!taken) break;
        orderNumber = nextNumber();
      }
      const { id } = await db
        .insertInto('orders')
        .values({
          userId: order.userId,
          orderNumber,
          orderDate: order.orderDate,
          status: order.status,
          subtotal: order.subtotal,
          shippingCost: order.shippingCost,
          discount: order.discount,
          totalAmount: order.totalAmount,
          discountCode: order.discountCode,
          deliveryMethod: order.deliveryMethod,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          paidAt: order.paidAt,
          payByMs: order.payBy === null ? null : Date.parse(order.payBy),
          channel: order.channel,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          customerPhone: order.customerPhone,
          shipRecipientName: address.recipientName ?? '',
          shipRecipientPhone: address.recipientPhone ?? '',
          shipStreet: address.street,
          shipCity: address.city,
          shipState: address.state,
          shipZipCode: address.zipCode,
          shipCountry: address.country,
          courierName: null,
          trackingNumber: null,
          shippedAt: null,
          deliveredAt: null,
          buyerGstin: order.tax?.buyerGstin ?? null,
          taxSnapshot: order.tax ? JSON.stringify(order.tax) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertItems(db, id, order.items);
      return { ...order, id, orderNumber };
    },
  };
}

async function insertItems(db: Scope['db'], orderId: number, items: OrderItemRecord[]) {
  if (items.length === 0) return;
  await db
    .insertInto('orderItems')
    .values(
      items.map((item) => ({
        orderId,
        lineNo: item.id,
        productId: item.productId,
        variantId: item.variantId ?? null,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        imageUrl: item.imageUrl,
        size: item.size ?? null,
        colour: item.colour ?? null,
        hsnCode: item.tax?.hsnCode ?? null,
        gstRate: item.tax?.gstRate ?? null,
        taxableValue: item.tax?.taxableValue ?? null,
        cgst: item.tax?.cgst ?? null,
        sgst: item.tax?.sgst ?? null,
        igst: item.tax?.igst ?? null,
      })),
    )
    .execute();
}
