import type { AdminBooking, BookingAgenda } from '../../../src/shared/contract/booking';
import { TIME_SLOTS, type TimeSlot } from '../../../src/shared/config/booking';
import type { AppContext } from '../../context';
import type { BookingListQuery } from './bookingAdmin.repository';
import { conflict, notFound } from '../../platform/lib/httpError';
import { paymentRequests } from '../payments';
import type { AdvanceRefundQuote } from '../../../src/shared/contract/advanceRefund';
import { formatInr } from '../../../src/shared/lib/formatInr';
import { toAdvanceRefundView } from './advanceRefunds.repository';
import { quoteRefund } from './advanceRefunds.service';
import { bookingConfirmationMail } from './mail/booking';
import { closedSlots } from './bookingBlocks.service';
import { bookingInvite } from './bookingInvites';
import { MANAGE_MESSAGES, bookingManageService, manageBlockFor } from './bookingManage.service';

export const BOOKING_ADMIN_MESSAGES = {
  notFound: MANAGE_MESSAGES.notFound,
  cancelled: 'Booking cancelled; the customer has been e-mailed.',
  rescheduled: 'Booking moved; the customer has been sent the updated invite.',
  resent: 'Confirmation sent again.',
  resendCancelled: 'This booking has been cancelled; there is no confirmation to send.',
  advancePaid: 'Advance marked paid; the booking is confirmed and the customer has been e-mailed.',
  noAdvanceDue: 'This booking is not awaiting an advance.',
} as const;

/**
 * The back office's bookings: the list, a day's agenda, and changes on the customer's behalf.
 * Cancel and reschedule go through the manage service (the customer's own links' rules and mails).
 */
export function bookingAdminService(ctx: AppContext) {
  const { store, config } = ctx;
  const manage = bookingManageService(ctx);

  /** The bookings with their advances (one query for all of them). */
  const withAdvances = async (bookings: AdminBooking[]): Promise<AdminBooking[]> => {
    const requests = await store.paymentRequests.forSubjects(
      'booking',
      bookings.map((booking) => booking.id),
    );
    const refunds = await store.advanceRefunds.forBookings(bookings.map((booking) => booking.id));
    return bookings.map((booking) => {
      const refund = refunds.find((row) => row.bookingId === booking.id);
      // The latest advance request (a booking has one; lapsed ones stay for the record).
      const advance = requests
        .filter((request) => request.subjectId === booking.id && request.purpose === 'advance')
        .at(-1);
      return {
        ...booking,
        advance: advance
          ? {
              requestId: advance.id,
              status: advance.status,
              amountPaise: advance.amountPaise,
              payBy: advance.payByMs === null ? null : new Date(advance.payByMs).toISOString(),
              paidAt: advance.paidAtMs === null ? null : new Date(advance.paidAtMs).toISOString(),
              method: advance.method,
              note: advance.paidNote,
              refund: refund ? toAdvanceRefundView(refund) : null,
            }
          : null,
      };
    });
  };

  const audit = (actor: { email: string }, bookingId: number, action: string, note: string) =>
    store.bookingAdvances.audit({
      bookingId,
      serviceId: null,
      at: new Date(ctx.clock.now()).toISOString(),
      action,
      note,
      actorEmail: actor.email,
    });

  const find = async (id: number): Promise<AdminBooking> => {
    const booking = await store.bookingAdmin.find(id);
    if (!booking) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
    return (await withAdvances([booking]))[0];
  };

  return {
    async list(query: BookingListQuery) {
      const page = await store.bookingAdmin.list(query);
      return { ...page, items: await withAdvances(page.items) };
    },

    find,

    /**
     * Staff saw the advance arrive by UPI: the request is paid (receipt issued), the booking
     * confirmed and mailed, and the audit log names who did it. 409 when no advance is awaited.
     */
    async markAdvancePaid(actor: { email: string }, id: number, note: string): Promise<AdminBooking> {
      const booking = await find(id);
      if (!booking.advance || booking.advance.status !== 'open') throw conflict(BOOKING_ADMIN_MESSAGES.noAdvanceDue);
      await paymentRequests(ctx).markPaidByStaff(booking.advance.requestId, actor.email, note);
      await store.bookingAdvances.audit({
        bookingId: id,
        serviceId: null,
        at: new Date(ctx.clock.now()).toISOString(),
        action: 'advance marked paid',
        note: note.trim() || 'UPI payment seen',
        actorEmail: actor.email,
      });
      return find(id);
    },

    async agenda(date: string): Promise<BookingAgenda> {
      const [listed, blocks] = await Promise.all([
        store.bookingAdmin.ofDate(date),
        store.bookingBlocks.list({ from: date, to: date }),
      ]);
      const bookings = await withAdvances(listed);
      const closed = closedSlots(blocks, date);
      return {
        date,
        dayBlocked: blocks.some((block) => block.time === null),
        slots: TIME_SLOTS.map((time) => ({
          time,
          blocked: closed.includes(time),
          bookings: bookings.filter((booking) => booking.time === time),
        })),
      };
    },

    /** What cancelling the booking now refunds of its paid advance (the staff dialog shows it). */
    async refundQuote(id: number): Promise<AdvanceRefundQuote | null> {
      const booking = await store.bookings.findById(id);
      if (!booking) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
      return booking.status === 'confirmed' ? quoteRefund(store, booking, ctx.clock.now()) : null;
    },

    /** Cancels on the customer's behalf; `waive` refunds the whole paid advance (recorded in the audit). */
    async cancel(actor: { email: string }, id: number, waive = false): Promise<AdminBooking> {
      await manage.cancelById(id, { actorEmail: actor.email, waive });
      const refund = await store.advanceRefunds.forBooking(id);
      const refunded = refund
        ? `; refund ${formatInr(Number(refund.amountPaise) / 100)} of the ${formatInr(Number(refund.paidPaise) / 100)} advance${
            waive ? ' (fee and tier waived)' : ''
          }`
        : '';
      await audit(actor, id, 'cancelled', `Cancelled on the customer’s behalf${refunded}`);
      return find(id);
    },

    async reschedule(actor: { email: string }, id: number, date: string, time: TimeSlot): Promise<AdminBooking> {
      await manage.rescheduleById(id, date, time);
      await audit(actor, id, 'rescheduled', `Moved to ${date} ${time} IST`);
      return find(id);
    },

    /**
     * Queues the customer's confirmation again (current slot, current invite) and records it as
     * the booking's confirmation: its outcome replaces the earlier one (`failed` -> `sent`).
     */
    async resend(id: number): Promise<AdminBooking> {
      const row = await store.transaction(async (tx) => {
        const booking = await tx.bookings.findById(id);
        if (!booking) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
        if (booking.status !== 'confirmed') throw conflict(BOOKING_ADMIN_MESSAGES.resendCancelled);
        await tx.bookings.setMailStatus(id, 'customer', 'queued');
        const mail = bookingConfirmationMail(
          booking,
          bookingInvite(booking, 'REQUEST', ctx),
          manageBlockFor(ctx, booking),
          config.publicUrl,
        );
        return ctx.outbox.enqueue(tx, mail, { type: 'booking', id, role: 'customer' });
      });
      // The outcome is written to the booking a moment later; the answer says what is known now.
      const told = await ctx.outbox.deliver([row], config.mailWaitMs);
      const booking = await find(id);
      return told.get(row.id) === 'sent' ? { ...booking, confirmationMail: 'sent' } : booking;
    },
  };
}
