import { sql, type Selectable } from 'kysely';
import { CANCELLABLE_ORDER_STATUSES, CANCELLED_ORDER_STATUS } from '../../../src/shared/config/shop';
import type { OrderItemRecord, OrderItemsTable, OrderRecord, OrdersTable } from '../schema';
import type { Scope } from '../store';

/** The order as the API shows it (spec admin document §3, plus the amounts and the address). */
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
    name: row.name,
    quantity: row.quantity,
    price: Number(row.price),
    imageUrl: row.imageUrl,
    ...(row.size ? { size: row.size } : {}),
    ...(row.colour ? { colour: row.colour } : {}),
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
    shippingAddress: { street: row.shipStreet, city: row.shipCity, state: row.shipState, zipCode: row.shipZipCode, country: row.shipCountry },
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    discountCode: row.discountCode,
    channel: row.channel,
  };
}

export function ordersRepository({ db }: Scope) {
  return {
    /** The customer's orders with their items, newest first. */
    listOwn: async (userId: number): Promise<OrderRecord[]> => {
      const rows = await db.selectFrom('orders').selectAll().where('userId', '=', userId).orderBy('orderDate', 'desc').orderBy('id', 'desc').execute();
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
    },

    /** One order with its items, only if it is the customer's. */
    findOwn: async (id: number, userId: number): Promise<OrderRecord | undefined> => {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      if (!row) return undefined;
      const items = await db.selectFrom('orderItems').selectAll().where('orderId', '=', id).orderBy('lineNo').execute();
      return toOrder(row, items.map(toItem));
    },

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

    /** Whether the customer already placed an order through checkout (seeded history does not count). */
    hasOnlineOrder: async (userId: number): Promise<boolean> =>
      (await db.selectFrom('orders').select('id').where('userId', '=', userId).where('channel', '=', 'online').executeTakeFirst()) !== undefined,

    /** Stores the order and its items; `numberFor` makes the order number from the new id. */
    insert: async (order: NewOrder, numberFor: (id: number) => string): Promise<OrderRecord> => {
      const { id } = await db
        .insertInto('orders')
        .values({
          userId: order.userId,
          orderNumber: null,
          orderDate: order.orderDate,
          status: order.status,
          subtotal: order.subtotal,
          shippingCost: order.shippingCost,
          discount: order.discount,
          totalAmount: order.totalAmount,
          discountCode: order.discountCode,
          deliveryMethod: order.deliveryMethod,
          paymentMethod: order.paymentMethod,
          channel: order.channel,
          shipStreet: order.shippingAddress.street,
          shipCity: order.shippingAddress.city,
          shipState: order.shippingAddress.state,
          shipZipCode: order.shippingAddress.zipCode,
          shipCountry: order.shippingAddress.country,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const orderNumber = numberFor(id);
      await db.updateTable('orders').set({ orderNumber }).where('id', '=', id).execute();
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
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        imageUrl: item.imageUrl,
        size: item.size ?? null,
        colour: item.colour ?? null,
      })),
    )
    .execute();
}
