import { sql } from 'kysely';
import type { ReturnRequestStatus, ReturnStatus } from '../../../src/shared/config/shop';
import type { Scope } from '../../store';
import type { ReturnRequestRecord, ReturnRequestsTable } from './tables';
import type { Insertable } from 'kysely';

/** The staff queue's filters (checked by the route). */
export interface ReturnQueueQuery {
  status?: ReturnRequestStatus;
  /** ISO: only requests made before this (older than N days). */
  createdBefore?: string;
  /** Part of the order number. */
  orderNumber?: string;
  limit: number;
  offset: number;
}

export interface ReturnLineRow {
  id: number;
  requestId: number;
  orderId: number;
  lineNo: number;
  quantity: number;
  status: ReturnStatus;
  name: string;
}

export interface ReturnPhotoRow {
  requestId: number;
  fileName: string;
  width: number;
  height: number;
}

/** A queued request with its order's number and customer. */
export type QueuedRequestRow = ReturnRequestRecord & {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
};

/**
 * Return requests (migration 0025) and their lines (`order_returns`) and photos. A line is added
 * only while the quantity of its order line not yet in an open or decided request covers it: one
 * conditional insert, after the order's row is locked on PostgreSQL (SQLite holds the write lock).
 */
export function returnRequestsRepository({ db, kind }: Scope) {
  return {
    /** Serialises requests of one order (two at once cannot both take the last item). */
    lockOrder: async (orderId: number) => {
      if (kind === 'postgres')
        await db.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
    },

    insertRequest: async (row: Insertable<ReturnRequestsTable>): Promise<number> =>
      (await db.insertInto('returnRequests').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** Adds a line if that many are still returnable; false when it would return more than was bought. */
    insertLine: async (line: {
      orderId: number;
      requestId: number;
      lineNo: number;
      quantity: number;
      reason: string;
      at: string;
    }): Promise<boolean> => {
      const result = await sql`
        insert into order_returns (order_id, line_no, request_id, quantity, reason, status, requested_at, updated_at)
        select i.order_id, i.line_no, ${line.requestId}, ${line.quantity}, ${line.reason}, 'requested', ${line.at}, ${line.at}
        from order_items i
        where i.order_id = ${line.orderId} and i.line_no = ${line.lineNo}
          and i.quantity >= ${line.quantity} + (
            select coalesce(sum(r.quantity), 0) from order_returns r
            join return_requests q on q.id = r.request_id
            where r.order_id = i.order_id and r.line_no = i.line_no and q.status <> 'rejected')`.execute(db);
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /** How many of each line are in requests that are not rejected. */
    returnedQuantities: async (orderId: number): Promise<Map<number, number>> => {
      const rows = await db
        .selectFrom('orderReturns as r')
        .innerJoin('returnRequests as q', 'q.id', 'r.requestId')
        .select(['r.lineNo', (eb) => eb.fn.sum<number | string>('r.quantity').as('quantity')])
        .where('r.orderId', '=', orderId)
        .where('q.status', '<>', 'rejected')
        .groupBy('r.lineNo')
        .execute();
      return new Map(rows.map((row) => [row.lineNo, Number(row.quantity)]));
    },

    addPhoto: async (photo: ReturnPhotoRow) => {
      await db.insertInto('returnRequestPhotos').values(photo).execute();
    },

    findRequest: (id: number): Promise<ReturnRequestRecord | undefined> =>
      db.selectFrom('returnRequests').selectAll().where('id', '=', id).executeTakeFirst(),

    listForOrder: (orderId: number): Promise<ReturnRequestRecord[]> =>
      db.selectFrom('returnRequests').selectAll().where('orderId', '=', orderId).orderBy('id').execute(),

    /** The requests' lines with the names the items were bought under. */
    linesOf: async (requestIds: number[]): Promise<ReturnLineRow[]> =>
      requestIds.length === 0
        ? []
        : ((await db
            .selectFrom('orderReturns as r')
            .innerJoin('orderItems as i', (join) =>
              join.onRef('i.orderId', '=', 'r.orderId').onRef('i.lineNo', '=', 'r.lineNo'),
            )
            .select(['r.id', 'r.requestId', 'r.orderId', 'r.lineNo', 'r.quantity', 'r.status', 'i.name'])
            .where('r.requestId', 'in', requestIds)
            .orderBy('r.id')
            .execute()) as ReturnLineRow[]),

    photosOf: async (requestIds: number[]): Promise<ReturnPhotoRow[]> =>
      requestIds.length === 0
        ? []
        : db
            .selectFrom('returnRequestPhotos')
            .select(['requestId', 'fileName', 'width', 'height'])
            .where('requestId', 'in', requestIds)
            .orderBy('id')
            .execute(),

    findPhoto: (fileName: string): Promise<ReturnPhotoRow | undefined> =>
      db
        .selectFrom('returnRequestPhotos')
        .select(['requestId', 'fileName', 'width', 'height'])
        .where('fileName', '=', fileName)
        .executeTakeFirst(),

    /** Moves a request on only from one of `from` (two staff cannot both decide it): true if it did. */
    changeStatus: async (
      id: number,
      from: readonly ReturnRequestStatus[],
      change: Partial<Pick<ReturnRequestRecord, 'status' | 'decidedAt' | 'decidedBy' | 'rejectReason'>>,
    ): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('returnRequests')
            .set(change)
            .where('id', '=', id)
            .where('status', 'in', [...from])
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,

    /** Moves the request's lines that are at one of `from` to `to`. */
    setLineStatus: async (requestId: number, from: readonly ReturnStatus[], to: ReturnStatus, at: string) => {
      await db
        .updateTable('orderReturns')
        .set({ status: to, updatedAt: at })
        .where('requestId', '=', requestId)
        .where('status', 'in', [...from])
        .execute();
    },

    /** Adds a line's refund to its request; once every line is refunded the request is too. */
    addRefund: async (requestId: number, refundPaise: number, deductionPaise: number) => {
      await db
        .updateTable('returnRequests')
        .set({
          refundPaise: sql`refund_paise + ${refundPaise}`,
          deductionPaise: sql`deduction_paise + ${deductionPaise}`,
        })
        .where('id', '=', requestId)
        .execute();
      await db
        .updateTable('returnRequests')
        .set({ status: 'refunded' })
        .where('id', '=', requestId)
        .where('status', 'in', ['requested', 'approved', 'received'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('orderReturns')
                .select('id')
                .where('requestId', '=', requestId)
                .where('status', '<>', 'refunded'),
            ),
          ),
        )
        .execute();
    },

    /** A page of the staff queue, oldest first, and how many match in all. */
    listQueue: async (query: ReturnQueueQuery): Promise<{ rows: QueuedRequestRow[]; total: number }> => {
      let base = db.selectFrom('returnRequests as q').innerJoin('orders as o', 'o.id', 'q.orderId');
      if (query.status) base = base.where('q.status', '=', query.status);
      if (query.createdBefore) base = base.where('q.createdAt', '<', query.createdBefore);
      if (query.orderNumber)
        base = base.where(
          sql<string>`upper(o.order_number)`,
          'like',
          `%${query.orderNumber.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        );
      const [rows, counted] = await Promise.all([
        base
          .selectAll('q')
          .select(['o.orderNumber', 'o.customerName', 'o.customerEmail'])
          .orderBy('q.createdAt', 'asc')
          .orderBy('q.id', 'asc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, orderNumber: row.orderNumber ?? '' })),
        total: Number(counted.total),
      };
    },
  };
}
