import type { Generated, Selectable } from 'kysely';
import type { ContactMethod, EventType, TimeSlot } from '../../../src/shared/config/booking';
import type { MailStatus } from '../../platform/db/schema';

/*
 * Bookings: consultation bookings and the dates or slots the company closes.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

export interface BookingsTable {
  id: Generated<number>;
  /** `BK-000042`, set right after the insert; unique. */
  reference: string | null;
  /** Globally unique (reference, a random part and the site's domain); kept when rescheduled. */
  calendarUid: string;
  /** A cancelled booking frees its slot (the unique slot index holds confirmed ones only). */
  status: 'confirmed' | 'cancelled';
  serviceId: number;
  serviceName: string;
  servicePrice: string;
  /** The catalogue price in rupees; null = on request. */
  amount: number | null;
  /** `₹9,999`, `₹49 per person` or `To be determined`, as the review showed it. */
  priceLabel: string;
  /** The IST date, `YYYY-MM-DD` (migration 0005 replaced the former day of a fixed month). */
  date: string;
  time: TimeSlot;
  /** The slot's start in UTC (ISO). One confirmed booking per start: a partial unique index. */
  startsAt: string;
  /** iCalendar SEQUENCE: raised by every reschedule and the cancellation, so invites update. */
  sequence: number;
  cancelledAt: string | null;
  preferredMethod: ContactMethod;
  name: string;
  email: string;
  phone: string;
  eventType: EventType | '';
  message: string;
  createdAt: string;
  /** Outcome of the confirmation to the customer and the notice to the company (set by the outbox). */
  mailCustomer: MailStatus;
  mailCompany: MailStatus;
}

/** A consultation slot, or a whole IST date (`time` null), closed by the company (migration 0013). */
export interface BookingBlocksTable {
  id: Generated<number>;
  date: string;
  time: TimeSlot | null;
  reason: string;
  createdAt: string;
}

/** A booking with its service and mail outcomes grouped as the mails and tests read them. */
export type BookingRecord = Omit<Selectable<BookingsTable>, 'reference' | 'serviceId' | 'serviceName' | 'servicePrice' | 'mailCustomer' | 'mailCompany'> & {
  reference: string;
  /** Priced from the catalogue on the server, never from the request. */
  service: { id: number; name: string; price: string };
  mail: { customer: MailStatus; company: MailStatus };
};

export type NewBooking = Omit<BookingRecord, 'id' | 'reference' | 'calendarUid' | 'mail'>;

/** The bookings module's tables, as the query layer sees them (part of `Database`). */
export interface BookingsTables {
  bookings: BookingsTable;
  bookingBlocks: BookingBlocksTable;
}
