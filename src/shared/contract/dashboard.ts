// The back office dashboard's figures (`GET /api/admin/dashboard`).

/** Orders and revenue (rupees, cancelled orders left out) of a period of IST days ending today. */
export interface DashboardPeriod {
  orders: number;
  revenue: number;
}

export interface DashboardFigures {
  today: DashboardPeriod;
  last7Days: DashboardPeriod;
  last30Days: DashboardPeriod;
  ordersAwaitingAction: number;
  upcomingBookings: number;
  unreadInbox: number;
  lowStockProducts: number;
  failedMails: number;
}
