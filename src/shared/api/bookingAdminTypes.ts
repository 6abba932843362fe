import type { ContactMethod, EventType, TimeSlot } from '../config/booking';
import type { BookingMailState, BookingStatus } from '../config/bookingAdmin';

/** A booking as the back office sees it (`GET /api/admin/bookings`). Times are ISO UTC; date and time are IST. */
export interface AdminBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  service: string;
  priceLabel: string;
  /** The IST date, `YYYY-MM-DD`, and slot. */
  date: string;
  time: TimeSlot;
  startsAt: string;
  preferredMethod: ContactMethod;
  name: string;
  email: string;
  phone: string;
  eventType: EventType | '';
  message: string;
  createdAt: string;
  cancelledAt: string | null;
  /** The outcome of the customer's confirmation mail. */
  confirmationMail: BookingMailState;
}

/** One slot of a day in the agenda (`GET /api/admin/bookings/agenda?date=`). */
export interface AgendaSlot {
  time: TimeSlot;
  /** Closed by a block of this slot or of the whole day. */
  blocked: boolean;
  /** The confirmed booking first, then cancelled ones. */
  bookings: AdminBooking[];
}

export interface BookingAgenda {
  date: string;
  /** The whole day is blocked. */
  dayBlocked: boolean;
  slots: AgendaSlot[];
}

/** A closed date (`time` null) or slot (`/api/admin/booking-blocks`). */
export interface BookingBlock {
  id: number;
  date: string;
  time: TimeSlot | null;
  reason: string;
  createdAt: string;
}

/** Orders and revenue (rupees, cancelled orders left out) of a period of IST days ending today. */
export interface DashboardPeriod {
  orders: number;
  revenue: number;
}

/** The back office dashboard's figures (`GET /api/admin/dashboard`). */
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
