import type { DashboardPreset } from './range';

/** The back office dashboard's texts. */
export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  loadFailed: 'The figures could not be loaded. Please try again.',
  range: {
    legend: 'Period',
    preset: 'Show figures for',
    presets: {
      today: 'Today',
      '7d': 'Last 7 days',
      month: 'This month',
      '30d': 'Last 30 days',
      custom: 'Custom dates',
    } satisfies Record<DashboardPreset, string>,
    from: 'From (IST)',
    to: 'To (IST)',
    invalid: 'Choose a start date on or before the end date, at most a year apart.',
    showing: (from: string, to: string) =>
      from === to ? `Figures for ${from} (IST)` : `Figures from ${from} to ${to} (IST)`,
  },
  revenue: {
    heading: 'Revenue',
    note: 'Orders placed in the period and paid, GST included; refunds are those processed for them.',
    paid: 'Paid orders',
    paidOrders: (count: number) => `${count} paid ${count === 1 ? 'order' : 'orders'}`,
    refunded: 'Refunded',
    net: 'Net of refunds',
  },
  byDay: {
    caption: 'Paid orders per IST day',
    day: 'Day',
    amount: 'Amount',
    tooLong: (max: number) => `Choose ${max} days or fewer to see the amounts day by day.`,
  },
  orders: {
    heading: 'Orders placed, by status',
    none: 'No orders were placed in this period.',
    all: 'All orders placed',
  },
  awaiting: {
    heading: 'Awaiting action now',
    toConfirm: 'UPI payments to confirm',
    toShip: 'Orders to ship',
    codToDeliver: 'Cash on delivery to deliver',
    openReturns: 'Orders with an open return request',
  },
  bookings: {
    heading: 'Bookings now',
    upcoming: 'Upcoming confirmed bookings',
    held: 'Bookings held awaiting advance',
    failedMails: 'Booking confirmations that failed to send',
  },
  other: {
    heading: 'Enquiries and stock',
    newLeads: 'New leads in the period',
    unread: 'Unread contact messages',
    lowStock: 'Low-stock products',
    outOfStock: 'Out-of-stock products',
  },
} as const;
