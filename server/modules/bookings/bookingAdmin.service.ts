import type { AdminBooking, BookingAgenda } from '../../../src/shared/contract/booking';
import { TIME_SLOTS, type TimeSlot } from '../../../src/shared/config/booking';
import type { AppContext } from '../../context';
import type { BookingListQuery } from './bookingAdmin.repository';
import { conflict, notFound } from '../../platform/lib/httpError';
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
} as const;

/**
 * The back office's bookings: the list, a day's agenda, and changes on the customer's behalf.
 * Cancel and reschedule go through the manage service (the customer's own links' rules and mails).
 */
export function bookingAdminService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'linkKey'>) {
  const { store, config } = ctx;
  const manage = bookingManageService(ctx);

  const find = async (id: number): Promise<AdminBooking> => {
    const booking = await store.bookingAdmin.find(id);
    if (!booking) throw notFound(BOOKING_ADMIN_MESSAGES.notFound);
    return booking;
  };

  return {
    list: (query: BookingListQuery) => store.bookingAdmin.list(query),

    async agenda(date: string): Promise<BookingAgenda> {
      const [bookings, blocks] = await Promise.all([
        store.bookingAdmin.ofDate(date),
        store.bookingBlocks.list({ from: date, to: date }),
      ]);
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

    async cancel(id: number): Promise<AdminBooking> {
      await manage.cancelById(id);
      return find(id);
    },

    async reschedule(id: number, date: string, time: TimeSlot): Promise<AdminBooking> {
      await manage.rescheduleById(id, date, time);
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
