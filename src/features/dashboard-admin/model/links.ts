import { ROUTES } from '@/shared/config/routes';
import { istDateOf } from '@/shared/contract/fields/bookingDates';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/**
 * Where each figure leads: its list with the filters that show what the figure counts (the
 * period's IST days for the figures of the period, the current state for the others).
 */
export function figureLinks(from: string, to: string, now: number = Date.now()) {
  const orders = (query: Record<string, string> = {}) => withQuery(ROUTES.adminOrders, query);
  const products = (stock: 'low' | 'out') => withQuery(ROUTES.adminProductEntry, { stock, active: 'true' });
  return {
    orders: orders({ from, to }),
    ordersIn: (status: string) => orders({ status, from, to }),
    paid: orders({ paymentStatus: 'paid', from, to }),
    refunded: orders({ paymentStatus: 'refunded', from, to }),
    toConfirm: orders({ status: 'awaiting payment' }),
    toShip: orders({ status: 'pending' }),
    codToDeliver: orders({ status: 'shipped', paymentStatus: 'due_on_delivery' }),
    openReturns: orders({ returns: 'open' }),
    upcomingBookings: withQuery(ROUTES.adminBookings, {
      status: 'confirmed',
      from: istDateOf(now),
      sort: 'startsAt',
      order: 'asc',
    }),
    heldBookings: withQuery(ROUTES.adminBookings, { status: 'held' }),
    failedBookingMails: withQuery(ROUTES.adminBookings, { mail: 'failed' }),
    newLeads: withQuery(ROUTES.adminLeads, { from, to }),
    unreadContact: withQuery(ROUTES.adminInbox, { type: 'contact', state: 'unread' }),
    lowStock: products('low'),
    outOfStock: products('out'),
  };
}

export type FigureLinks = ReturnType<typeof figureLinks>;
