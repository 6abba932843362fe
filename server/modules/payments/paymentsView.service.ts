import { PAYMENT_METHODS, type PaymentMethod } from '../../../src/shared/config/shop';
import { istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import {
  PAYMENTS_MONTH_MESSAGE,
  PAYMENTS_MONTH_PATTERN,
  PAYMENTS_VIEW_ROW_LIMIT,
  type PaymentsTotal,
  type PaymentsView,
  type RefundDue,
} from '../../../src/shared/contract/paymentsView';
import type { RefundStatus } from '../../../src/shared/contract/refund';
import { linePaidPaise } from '../../../src/content/policies/refunds';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/lib/httpError';
import type { IsoRange } from './paymentsView.repository';

const REFUND_STATUSES: RefundStatus[] = ['processed', 'pending', 'failed'];

const rupees = (paise: number) => paise / 100;
const totalIn = (total: { count: number; paise: number }): PaymentsTotal => ({
  count: total.count,
  amount: rupees(total.paise),
});
const isoOfMs = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const amountOf = <Row extends { amountPaise: number; orderNumber: string | null; orderId: number }>({
  amountPaise,
  ...row
}: Row) => ({ ...row, orderNumber: row.orderNumber ?? String(row.orderId), amount: rupees(Number(amountPaise)) });

/**
 * The month of `?month=` (`2026-11`, IST), or the current IST month when none is given; anything
 * else is a 400 naming the field.
 */
export function paymentsMonth(month: unknown, now: number): string {
  if (month === undefined || month === '') return istDateOf(now).slice(0, 7);
  if (typeof month === 'string' && PAYMENTS_MONTH_PATTERN.test(month)) return month;
  throw badRequest(PAYMENTS_MONTH_MESSAGE, { month: [PAYMENTS_MONTH_MESSAGE] });
}

/** An IST month as UTC instants [from, to): 1 November 00:00 IST is 31 October 18:30 UTC. */
export function istMonthRange(month: string): IsoRange {
  const [year, index] = month.split('-').map(Number);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return {
    from: new Date(istDayStart(`${month}-01`)).toISOString(),
    to: new Date(istDayStart(`${next}-01`)).toISOString(),
  };
}

/**
 * The back office's Payments view: what came in, what is awaited, what lapsed and what went back
 * in an IST month, and the refunds owed now. Totals are added up in paise (the database's sums,
 * or whole numbers here), then given in rupees.
 */
export function paymentsViewService({ store }: Pick<AppContext, 'store'>) {
  const limit = PAYMENTS_VIEW_ROW_LIMIT;
  const repo = store.paymentsView;

  async function refundsDue(): Promise<PaymentsView['refundsDue']> {
    const [cancelled, returns] = await Promise.all([repo.cancelledUnrefunded(), repo.approvedUnrefunded()]);
    const due: Array<RefundDue & { paise: number }> = [
      ...cancelled.map(({ cancelledAt, ...row }) => ({
        ...amountOf(row),
        paise: Number(row.amountPaise),
        reason: 'cancelled_paid' as const,
        returnId: null,
        item: null,
        since: cancelledAt ?? row.placedAt,
      })),
      ...returns.map(({ approvedAt, price, quantity, taxableValue, cgst, sgst, igst, ...row }) => {
        // What the customer paid for the line, as the refund would compute it (before any return fee).
        const paise = linePaidPaise({
          price: Number(price),
          quantity: Number(quantity),
          tax:
            taxableValue === null
              ? undefined
              : {
                  taxableValue: Number(taxableValue),
                  cgst: Number(cgst ?? 0),
                  sgst: Number(sgst ?? 0),
                  igst: Number(igst ?? 0),
                },
        });
        return {
          ...row,
          orderNumber: row.orderNumber ?? String(row.orderId),
          amount: rupees(paise),
          paise,
          reason: 'return_approved' as const,
          since: approvedAt,
        };
      }),
    ].sort((a, b) => a.since.localeCompare(b.since) || a.orderId - b.orderId);
    return {
      total: totalIn({ count: due.length, paise: due.reduce((sum, row) => sum + row.paise, 0) }),
      rows: due.slice(0, limit).map(({ paise: _paise, ...row }) => row),
    };
  }

  return {
    async view(month: string): Promise<PaymentsView> {
      const range = istMonthRange(month);
      const [received, awaiting, lapsed, refunds, due] = await Promise.all([
        repo.received(range, limit),
        repo.awaiting(limit),
        repo.lapsed(range, limit),
        repo.refunds(range, limit),
        refundsDue(),
      ]);

      const byMethod = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, { count: 0, paise: 0 }])) as Record<
        PaymentMethod,
        { count: number; paise: number }
      >;
      for (const row of received.byMethod) byMethod[row.method] = row;
      const receivedTotal = Object.values(byMethod).reduce(
        (sum, row) => ({ count: sum.count + row.count, paise: sum.paise + row.paise }),
        { count: 0, paise: 0 },
      );

      const byStatus = Object.fromEntries(REFUND_STATUSES.map((status) => [status, { count: 0, paise: 0 }])) as Record<
        RefundStatus,
        { count: number; paise: number }
      >;
      for (const row of refunds.byStatus) byStatus[row.status] = row;
      const refundsTotal = Object.values(byStatus).reduce(
        (sum, row) => ({ count: sum.count + row.count, paise: sum.paise + row.paise }),
        { count: 0, paise: 0 },
      );

      return {
        month,
        ...range,
        received: {
          total: totalIn(receivedTotal),
          byMethod: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, totalIn(byMethod[method])])) as Record<
            PaymentMethod,
            PaymentsTotal
          >,
          rows: received.rows.map(amountOf),
        },
        awaiting: {
          total: totalIn(awaiting.total),
          rows: awaiting.rows.map(({ payByMs, ...row }) => ({ ...amountOf(row), payBy: isoOfMs(payByMs) })),
        },
        lapsed: {
          total: totalIn(lapsed.total),
          rows: lapsed.rows.map(({ payByMs, ...row }) => ({ ...amountOf(row), payBy: isoOfMs(payByMs) })),
        },
        refunds: {
          total: totalIn(refundsTotal),
          byStatus: Object.fromEntries(REFUND_STATUSES.map((status) => [status, totalIn(byStatus[status])])) as Record<
            RefundStatus,
            PaymentsTotal
          >,
          rows: refunds.rows.map(amountOf),
        },
        refundsDue: due,
      };
    },
  };
}
