// The back office dashboard's figures (`GET /api/admin/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD`).

/** The longest range the dashboard reports on, in IST days. */
export const DASHBOARD_MAX_DAYS = 366;

/** Money taken for the orders placed in the range, in rupees (GST included). */
export interface DashboardRevenue {
  /** What the paid orders came to (orders paid, including those since refunded). */
  paid: number;
  paidOrders: number;
  /** Refunds processed for those orders. */
  refunded: number;
  /** `paid` less `refunded`. */
  net: number;
  /** Each IST day of the range with what its paid orders came to (days without any included). */
  byDay: Array<{ date: string; amount: number }>;
}

/** Orders waiting on staff now, whatever the range. */
export interface DashboardAwaiting {
  /** UPI orders to confirm once the money arrives (`awaiting payment`). */
  toConfirm: number;
  /** Paid or cash-on-delivery orders to ship (`pending`). */
  toShip: number;
  /** Shipped cash-on-delivery orders still unpaid: to deliver and collect. */
  codToDeliver: number;
  /** Orders with a return request still open (neither refunded nor replaced). */
  openReturns: number;
  total: number;
}

export interface DashboardFigures {
  /** The IST days reported on, both included. */
  from: string;
  to: string;
  revenue: DashboardRevenue;
  /** Orders placed in the range by status (lowercased), most first. */
  ordersByStatus: Array<{ status: string; count: number }>;
  awaiting: DashboardAwaiting;
  bookings: {
    /** Confirmed bookings still to come. */
    upcoming: number;
    /** Priced bookings holding their slot until the advance is paid. */
    heldAwaitingAdvance: number;
    /** Bookings whose confirmation mail to the customer failed for good (to resend). */
    failedConfirmationMails: number;
  };
  /** Leads that came in during the range. */
  newLeads: number;
  /** Contact messages no one has opened yet. */
  unreadContactMessages: number;
  /** Active products with some size at or below its low-stock threshold (out of stock included), and with none left. */
  lowStockProducts: number;
  outOfStockProducts: number;
}
