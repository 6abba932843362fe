import type { DashboardFigures } from '../../../src/shared/contract/dashboard';
import { CANCELLABLE_ORDER_STATUSES } from '../../../src/shared/config/shop';
import { addDays, istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';

/** Orders waiting on the company: not yet paid (UPI) or not yet shipped, i.e. still cancellable. */
const AWAITING_ACTION = CANCELLABLE_ORDER_STATUSES;

/** The dashboard's real figures; periods are whole IST days ending with today. */
export function dashboardService(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  return {
    async figures(): Promise<DashboardFigures> {
      const now = clock.now();
      const today = istDateOf(now);
      const end = new Date(istDayStart(addDays(today, 1))).toISOString();
      const since = (days: number) =>
        store.dashboard.ordersBetween(new Date(istDayStart(addDays(today, 1 - days))).toISOString(), end);
      const [
        todayOrders,
        last7Days,
        last30Days,
        ordersAwaitingAction,
        upcomingBookings,
        unreadInbox,
        lowStockProducts,
        failedMails,
      ] = await Promise.all([
        since(1),
        since(7),
        since(30),
        store.dashboard.ordersInStatus(AWAITING_ACTION),
        store.dashboard.upcomingBookings(new Date(now).toISOString()),
        store.dashboard.unreadInbox(),
        store.productVariants.countLowStockProducts(),
        store.dashboard.failedMails(),
      ]);
      return {
        today: todayOrders,
        last7Days,
        last30Days,
        ordersAwaitingAction,
        upcomingBookings,
        unreadInbox,
        lowStockProducts,
        failedMails,
      };
    },
  };
}
