import type { ReturnStatus } from '../../../src/shared/config/shop';
import type { OrderEventRecord, OrderReturnRecord } from './tables';
import type { Scope } from '../../store';

/** An order's timeline (order_events) and its returns (order_returns). */
export function orderHistoryRepository({ db }: Scope) {
  return {
    /** An admin's event must carry `fromStatus` and `actorEmail` (the audit log; the database refuses it otherwise). */
    addEvent: async (
      event: Omit<OrderEventRecord, 'id' | 'fromStatus' | 'actorEmail'> &
        Partial<Pick<OrderEventRecord, 'fromStatus' | 'actorEmail'>>,
    ): Promise<void> => {
      await db.insertInto('orderEvents').values(event).execute();
    },

    /** The admins' changes of an order, newest first (migration 0012). */
    listAudit: (orderId: number): Promise<OrderEventRecord[]> =>
      db
        .selectFrom('orderEvents')
        .selectAll()
        .where('orderId', '=', orderId)
        .where('actor', 'like', 'admin:%')
        .orderBy('id', 'desc')
        .execute(),

    /** Oldest first: the order in which things happened. */
    listEvents: (orderId: number): Promise<OrderEventRecord[]> =>
      db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).orderBy('id').execute(),

    listReturns: (orderId: number): Promise<OrderReturnRecord[]> =>
      db.selectFrom('orderReturns').selectAll().where('orderId', '=', orderId).orderBy('id').execute(),

    findReturn: (id: number): Promise<OrderReturnRecord | undefined> =>
      db.selectFrom('orderReturns').selectAll().where('id', '=', id).executeTakeFirst(),

    /** One return per order line: the unique index answers a second request (false). */
    insertReturn: async (row: Omit<OrderReturnRecord, 'id'>): Promise<OrderReturnRecord | undefined> =>
      db
        .insertInto('orderReturns')
        .values(row)
        .onConflict((oc) => oc.columns(['orderId', 'lineNo']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    /** Moves a return on only from the status it was read in (two admins cannot both advance it). */
    advanceReturn: async (id: number, from: ReturnStatus, to: ReturnStatus, at: string): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('orderReturns')
            .set({ status: to, updatedAt: at })
            .where('id', '=', id)
            .where('status', '=', from)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
  };
}
