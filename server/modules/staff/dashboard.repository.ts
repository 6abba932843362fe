import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { lowStockNow, stockTotal } from '../catalogue';
import { CLOSED_RETURN_STATUSES } from '../../../src/shared/config/backOffice';
import type { PaymentStatus } from '../../../src/shared/config/shop';
import type { Scope } from '../../store';

const count = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/** ISO UTC bounds: from inclusive, until exclusive. */
export interface DashboardBounds {
  from: string;
  until: string;
}

/** Payment states of an order whose money came in (a refunded order was paid first). */
const PAID_STATES = ['paid', 'refunded'] as const;

/**
 * The back office dashboard's figures, each one query over what a list screen shows with the
 * matching filter (orders, bookings, leads, inbox, products), so a figure and its list agree.
 */
export function dashboardRepository({ db }: Scope) {
  return {
    /** The paid orders placed in the range: when and for how much (rupees, GST included). */
    paidOrdersBetween: ({ from, until }: DashboardBounds) =>
      db
        .selectFrom('orders')
        .select(['orderDate', 'totalAmount'])
        .where('orderDate', '>=', from)
        .where('orderDate', '<', until)
        .where('paymentStatus', 'in', PAID_STATES)
        .execute(),

    /** Refunds processed for orders placed in the range, in rupees. */
    refundedBetween: async ({ from, until }: DashboardBounds): Promise<number> => {
      const row = await db
        .selectFrom('refunds')
        .innerJoin('orders', 'orders.id', 'refunds.orderId')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('refunds.amount'), sql<number>`0`).as('total'))
        .where('orders.orderDate', '>=', from)
        .where('orders.orderDate', '<', until)
        .where('refunds.status', '=', 'processed')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Orders placed in the range per lowercased status. */
    ordersByStatusBetween: async ({
      from,
      until,
    }: DashboardBounds): Promise<Array<{ status: string; count: number }>> => {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => [sql<string>`lower(status)`.as('status'), eb.fn.countAll<number | string>().as('count')])
        .where('orderDate', '>=', from)
        .where('orderDate', '<', until)
        .groupBy(sql`lower(status)`)
        .execute();
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },

    /** Orders in this lowercased status, optionally in this payment state. */
    ordersInStatus: async (status: string, paymentStatus?: PaymentStatus): Promise<number> => {
      let query = db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where(sql<string>`lower(status)`, '=', status);
      if (paymentStatus !== undefined) query = query.where('paymentStatus', '=', paymentStatus);
      return count(await query.executeTakeFirst());
    },

    /** Orders with at least one return request still open. */
    ordersWithOpenReturns: async (): Promise<number> =>
      count(
        await db
          .selectFrom('orderReturns')
          .select(sql<number | string>`count(distinct order_id)`.as('count'))
          .where('status', 'not in', CLOSED_RETURN_STATUSES)
          .executeTakeFirst(),
      ),

    bookingsInStatus: async (status: 'confirmed' | 'held', startingFrom?: string): Promise<number> => {
      let query = db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', status);
      if (startingFrom !== undefined) query = query.where('startsAt', '>=', startingFrom);
      return count(await query.executeTakeFirst());
    },

    /** Bookings whose confirmation to the customer failed for good, as the bookings list's `mail=failed`. */
    bookingsWithFailedMail: async (): Promise<number> =>
      count(
        await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('mailCustomer', '=', 'failed')
          .executeTakeFirst(),
      ),

    leadsCreatedBetween: async ({ from, until }: DashboardBounds): Promise<number> =>
      count(
        await db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('createdAt', '>=', from)
          .where('createdAt', '<', until)
          .executeTakeFirst(),
      ),

    unreadContactMessages: async (): Promise<number> =>
      count(
        await db
          .selectFrom('contactMessages')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('readAt', 'is', null)
          .executeTakeFirst(),
      ),

    /**
     * Active products low on stock (some size at or below its threshold, out of stock included) or
     * out of it (nothing left across its sizes), as the product list's `stock=low|out` filters.
     */
    activeProductsByStock: async (stock: 'low' | 'out'): Promise<number> =>
      count(
        await db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('isActive', '=', true)
          .where(stock === 'low' ? lowStockNow : sql<SqlBool>`${stockTotal} <= 0`)
          .executeTakeFirst(),
      ),
  };
}
