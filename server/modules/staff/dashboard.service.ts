import { ORDER_STATUS } from '../../../src/shared/config/shop';
import { DASHBOARD_MAX_DAYS, type DashboardFigures } from '../../../src/shared/contract/dashboard';
import { addDays, istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/lib/httpError';
import { istDayStartIso } from '../../platform/lib/istDayRange';

const paise = (rupees: number) => Math.round(rupees * 100);

/** A run of IST days, both included (YYYY-MM-DD). */
export interface DashboardRange {
  from: string;
  to: string;
}

/**
 * The dashboard's real figures. Revenue, orders by status and new leads are those of the IST days
 * asked for; what awaits staff (orders, returns, bookings, messages, stock) is as it stands now.
 */
export function dashboardService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  return {
    async figures(range?: Partial<DashboardRange>): Promise<DashboardFigures> {
      const now = clock.now();
      const to = range?.to ?? istDateOf(now);
      const from = range?.from ?? addDays(to, -6);
      const days: string[] = [];
      for (let day = from; day <= to && days.length <= DASHBOARD_MAX_DAYS; day = addDays(day, 1)) days.push(day);
      if (from > to || days.length > DASHBOARD_MAX_DAYS)
        throw badRequest('Invalid date range', {
          to: [`to must be on or after from, at most ${DASHBOARD_MAX_DAYS} days later`],
        });
      const bounds = { from: istDayStartIso(from), until: istDayStartIso(addDays(to, 1)) };
      const d = store.dashboard;
      const [paidOrders, refunded, ordersByStatus, toConfirm, toShip, codToDeliver, openReturns, upcoming, held] =
        await Promise.all([
          d.paidOrdersBetween(bounds),
          d.refundedBetween(bounds),
          d.ordersByStatusBetween(bounds),
          d.ordersInStatus(ORDER_STATUS.awaitingPayment),
          d.ordersInStatus(ORDER_STATUS.pending),
          d.ordersInStatus(ORDER_STATUS.shipped, 'due_on_delivery'),
          d.ordersWithOpenReturns(),
          d.bookingsInStatus('confirmed', new Date(now).toISOString()),
          d.bookingsInStatus('held'),
        ]);
      const [newLeads, unreadContactMessages, lowStockProducts, outOfStockProducts, failedMails] = await Promise.all([
        d.leadsCreatedBetween(bounds),
        d.unreadContactMessages(),
        d.activeProductsByStock('low'),
        d.activeProductsByStock('out'),
        d.bookingsWithFailedMail(),
      ]);

      // Each paid order counts on the IST day it was placed; sums in paise, so no rounding drifts.
      const perDay = new Map(days.map((day) => [day, 0]));
      for (const order of paidOrders) {
        const day = istDateOf(Date.parse(order.orderDate));
        perDay.set(day, (perDay.get(day) ?? 0) + paise(Number(order.totalAmount)));
      }
      const paidPaise = [...perDay.values()].reduce((sum, amount) => sum + amount, 0);
      const refundedPaise = paise(refunded);
      return {
        from,
        to,
        revenue: {
          paid: paidPaise / 100,
          paidOrders: paidOrders.length,
          refunded: refundedPaise / 100,
          net: (paidPaise - refundedPaise) / 100,
          byDay: [...perDay].map(([date, amount]) => ({ date, amount: amount / 100 })),
        },
        ordersByStatus: ordersByStatus.sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
        awaiting: {
          toConfirm,
          toShip,
          codToDeliver,
          openReturns,
          total: toConfirm + toShip + codToDeliver + openReturns,
        },
        bookings: { upcoming, heldAwaitingAdvance: held, failedConfirmationMails: failedMails },
        newLeads,
        unreadContactMessages,
        lowStockProducts,
        outOfStockProducts,
      };
    },
  };
}
