import { sql, type RawBuilder } from 'kysely';
import type { PaymentMethod } from '../../../src/shared/config/shop';
import type { RefundKind, RefundMethod, RefundStatus } from '../../../src/shared/contract/refund';
import type { Scope } from '../../store';

/*
 * The accountant's view of the orders' money, read straight from the orders' and refunds' tables
 * (reads only; the orders module owns every change). Amounts leave here as whole paise: the
 * database rounds each stored rupee amount to paise before anything is added up, so no total is a
 * floating-point sum. Times are the tables' ISO strings, compared as text (all are UTC `...Z`).
 */

/** A range of ISO instants [from, to). */
export interface IsoRange {
  from: string;
  to: string;
}

/** How the lapse job's timeline entry starts (the orders module writes it, actor `system`). */
export const LAPSE_NOTE_PREFIX = 'Payment not received by';

const paiseOf = (column: string): RawBuilder<number> => sql<number>`cast(round(${sql.ref(column)} * 100) as integer)`;
/** A count and a paise sum as the drivers give them (PostgreSQL's bigint sums arrive as text). */
const totalOf = (row: { count: unknown; paise: unknown } | undefined) => ({
  count: Number(row?.count ?? 0),
  paise: Number(row?.paise ?? 0),
});

interface OrderColumns {
  orderId: number;
  orderNumber: string | null;
  customerName: string;
  amountPaise: number;
  method: PaymentMethod;
  placedAt: string;
}

export function paymentsViewRepository({ db }: Scope) {
  /** The columns every row names, from `orders as o`. */
  const orderIdentity = [
    'o.id as orderId',
    'o.orderNumber as orderNumber',
    'o.customerName as customerName',
    'o.paymentMethod as method',
    'o.orderDate as placedAt',
  ] as const;
  const orderColumns = [...orderIdentity, paiseOf('o.totalAmount').as('amountPaise')] as const;
  const sumOf = (column: string) => sql<string | number>`coalesce(sum(${paiseOf(column)}), 0)`.as('paise');

  const received = () => db.selectFrom('orders as o').where('o.paidAt', 'is not', null);
  const awaiting = () =>
    db
      .selectFrom('orders as o')
      .where(sql<string>`lower(o.status)`, '=', 'awaiting payment')
      .where('o.paymentStatus', '=', 'awaiting_payment');
  const lapsed = (range: IsoRange) =>
    db
      .selectFrom('orders as o')
      .innerJoin('orderEvents as e', 'e.orderId', 'o.id')
      .where('e.actor', '=', 'system')
      .where(sql<string>`lower(e.status)`, '=', 'cancelled')
      .where('e.note', 'like', `${LAPSE_NOTE_PREFIX}%`)
      .where('e.at', '>=', range.from)
      .where('e.at', '<', range.to);
  const refunds = (range: IsoRange) =>
    db
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.orderId')
      .where('r.createdAt', '>=', range.from)
      .where('r.createdAt', '<', range.to);

  return {
    /** Orders paid in the range (cash on delivery is paid when delivered), per method, and the newest `limit`. */
    async received(range: IsoRange, limit: number) {
      const inRange = () => received().where('o.paidAt', '>=', range.from).where('o.paidAt', '<', range.to);
      const [byMethod, rows] = await Promise.all([
        inRange()
          .select((eb) => ['o.paymentMethod as method', eb.fn.countAll().as('count'), sumOf('o.totalAmount')])
          .groupBy('o.paymentMethod')
          .execute(),
        inRange()
          .select([...orderColumns, 'o.paidAt as paidAt'])
          .orderBy('o.paidAt', 'desc')
          .orderBy('o.id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return {
        byMethod: byMethod.map((row) => ({ method: row.method as PaymentMethod, ...totalOf(row) })),
        rows: rows as Array<OrderColumns & { paidAt: string }>,
      };
    },

    /** Orders awaiting payment now, soonest pay-by first (those without one last). */
    async awaiting(limit: number) {
      const [total, rows] = await Promise.all([
        awaiting()
          .select((eb) => [eb.fn.countAll().as('count'), sumOf('o.totalAmount')])
          .executeTakeFirst(),
        awaiting()
          .select([...orderColumns, 'o.payByMs as payByMs'])
          .orderBy(sql`case when o.pay_by_ms is null then 1 else 0 end`)
          .orderBy('o.payByMs')
          .orderBy('o.id')
          .limit(limit)
          .execute(),
      ]);
      return { total: totalOf(total), rows: rows as Array<OrderColumns & { payByMs: number | null }> };
    },

    /** Orders the lapse job cancelled in the range, newest first. */
    async lapsed(range: IsoRange, limit: number) {
      const [total, rows] = await Promise.all([
        lapsed(range)
          .select((eb) => [eb.fn.countAll().as('count'), sumOf('o.totalAmount')])
          .executeTakeFirst(),
        lapsed(range)
          .select([...orderColumns, 'o.payByMs as payByMs', 'e.at as lapsedAt'])
          .orderBy('e.at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return {
        total: totalOf(total),
        rows: rows as Array<OrderColumns & { payByMs: number | null; lapsedAt: string }>,
      };
    },

    /** Refunds recorded in the range, per status, and the newest `limit`. */
    async refunds(range: IsoRange, limit: number) {
      const [byStatus, rows] = await Promise.all([
        refunds(range)
          .select((eb) => ['r.status as status', eb.fn.countAll().as('count'), sumOf('r.amount')])
          .groupBy('r.status')
          .execute(),
        refunds(range)
          .select([
            ...orderIdentity,
            paiseOf('r.amount').as('amountPaise'),
            'r.id as refundId',
            'r.kind as kind',
            'r.method as refundMethod',
            'r.status as status',
            'r.reference as reference',
            'r.createdAt as createdAt',
            'r.processedAt as processedAt',
          ])
          .orderBy('r.createdAt', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return {
        byStatus: byStatus.map((row) => ({ status: row.status as RefundStatus, ...totalOf(row) })),
        rows: rows as Array<
          OrderColumns & {
            refundId: number;
            kind: RefundKind;
            refundMethod: RefundMethod;
            status: RefundStatus;
            reference: string | null;
            createdAt: string;
            processedAt: string | null;
          }
        >,
      };
    },

    /**
     * Cancelled orders still marked paid with no cancellation refund, and when they were
     * cancelled (the timeline's last cancellation; the order date for an order without one).
     */
    cancelledUnrefunded: async () =>
      (await db
        .selectFrom('orders as o')
        .where(sql<string>`lower(o.status)`, '=', 'cancelled')
        .where('o.paymentStatus', '=', 'paid')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('refunds as r')
                .select('r.id')
                .whereRef('r.orderId', '=', 'o.id')
                .where('r.kind', '=', 'cancellation'),
            ),
          ),
        )
        .select([
          ...orderColumns,
          (eb) =>
            eb
              .selectFrom('orderEvents as e')
              .select((inner) => inner.fn.max('e.at').as('at'))
              .whereRef('e.orderId', '=', 'o.id')
              .where(sql<string>`lower(e.status)`, '=', 'cancelled')
              .as('cancelledAt'),
        ])
        .orderBy('o.id')
        .execute()) as Array<OrderColumns & { cancelledAt: string | null }>,

    /** Approved returns with no refund yet, with their line as bought (what was paid for it is the policy's sum). */
    approvedUnrefunded: async () =>
      await db
        .selectFrom('orderReturns as r')
        .innerJoin('orders as o', 'o.id', 'r.orderId')
        .innerJoin('orderItems as i', (join) =>
          join.onRef('i.orderId', '=', 'r.orderId').onRef('i.lineNo', '=', 'r.lineNo'),
        )
        .where('r.status', '=', 'approved')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('refunds as f').select('f.id').whereRef('f.returnId', '=', 'r.id'))),
        )
        .select([
          ...orderIdentity,
          'r.id as returnId',
          'r.updatedAt as approvedAt',
          'i.name as item',
          'i.price as price',
          'i.quantity as quantity',
          'i.taxableValue as taxableValue',
          'i.cgst as cgst',
          'i.sgst as sgst',
          'i.igst as igst',
        ])
        .orderBy('r.updatedAt')
        .orderBy('r.id')
        .execute(),
  };
}
