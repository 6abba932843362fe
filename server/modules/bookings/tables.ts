import type { Generated, Selectable } from 'kysely';
import type { AdminBooking } from '../../../src/shared/contract/booking';
import type { BookingBlock } from '../../../src/shared/contract/bookingBlock';
import type { MailStatus } from '../../platform/db/schema';

/*
 * Bookings: consultation bookings and the dates or slots the company closes. A row is its
 * entity's contract (src/shared/contract) with the database's own differences. A cancelled booking
 * frees its slot (the unique slot index holds confirmed ones only); `startsAt` is the slot's start
 * in UTC (ISO), one confirmed booking per start; `date` is the IST date, `YYYY-MM-DD` (migration
 * 0005 replaced the former day of a fixed month); `priceLabel` is the price as the review showed it.
 * Conventions (see server/platform/db/schema.ts): camelCase here, snake_case in SQL; `...At`
 * columns are ISO strings, `...AtMs` epoch milliseconds; booleans are read through `Boolean()`.
 */

/**
 * The back office's booking as stored: the service as booked in its own columns, the outcome of
 * both mails, and what the calendar invites need.
 */
export interface BookingsTable extends Omit<
  AdminBooking,
  'id' | 'reference' | 'service' | 'confirmationMail' | 'advance'
> {
  id: Generated<number>;
  /** `BK-000042`, set right after the insert; unique. */
  reference: string | null;
  /** Globally unique (reference, a random part and the site's domain); kept when rescheduled. */
  calendarUid: string;
  serviceId: number;
  serviceName: string;
  servicePrice: string;
  /** The catalogue price in rupees; null = on request. */
  amount: number | null;
  /** iCalendar SEQUENCE: raised by every reschedule and the cancellation, so invites update. */
  sequence: number;
  /** Outcome of the confirmation to the customer and the notice to the company (set by the outbox). */
  mailCustomer: MailStatus;
  mailCompany: MailStatus;
  /** A held booking's pay-by (epoch ms): past it, unpaid, the lapse job cancels it (0020). */
  payByMs: Generated<number | null>;
  /** When the balance mail job claimed the booking (one balance mail per booking). */
  balanceMailedAtMs: Generated<number | null>;
}

/** Staff's advance rule for a catalogue service (0020); no row = the default. */
export interface BookingAdvanceRulesTable {
  serviceId: number;
  kind: 'percent' | 'fixed' | 'none';
  /** Percent (0-100) or paise; 0 for none. */
  value: number;
  updatedAt: string;
  updatedBy: string;
}

/** A consultation slot, or a whole IST date (`time` null), closed by the company (migration 0013). */
export interface BookingBlocksTable extends Omit<BookingBlock, 'id'> {
  id: Generated<number>;
  /** The accepted proposal whose event closes this date (migration 0022); null for the staff's own blocks. */
  proposalId: number | null;
}

/** A booking with its service and mail outcomes grouped as the mails and tests read them. */
export type BookingRecord = Omit<
  Selectable<BookingsTable>,
  'reference' | 'serviceId' | 'serviceName' | 'servicePrice' | 'mailCustomer' | 'mailCompany' | 'balanceMailedAtMs'
> & {
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
  bookingAdvanceRules: BookingAdvanceRulesTable;
  bookingAudit: BookingAuditTable;
  advanceRefunds: AdvanceRefundsTable;
}

/** A refund of a cancelled booking's advance, one per advance request (migration 0023). */
export interface AdvanceRefundsTable {
  id: Generated<number>;
  requestId: number;
  bookingId: number;
  method: 'gateway' | 'upi_transfer';
  paidPaise: number;
  feePaise: number;
  amountPaise: number;
  /** 1 when staff refunded the whole advance whatever the tier. */
  waived: number;
  status: 'pending' | 'processed' | 'failed';
  reference: string | null;
  gatewayRefundId: string | null;
  creditNoteNumber: string;
  /** The credit note as printed (JSON of AdvanceCreditNote). */
  creditNote: string;
  createdAt: string;
  processedAt: string | null;
  actorEmail: string;
}

/** One staff change to a booking (or to a service's advance rule: `serviceId`), for the audit log. */
export interface BookingAuditTable {
  id: Generated<number>;
  bookingId: number | null;
  serviceId: number | null;
  at: string;
  action: string;
  note: string;
  actorEmail: string;
}
