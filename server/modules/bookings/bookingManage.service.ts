import crypto from 'node:crypto';
import type { BookingSummary } from '../../../src/shared/contract/booking';
import type { TimeSlot } from '../../../src/shared/config/booking';
import { formatBookingDate, formatIstInstant, slotTimes } from '../../../src/shared/contract/fields/bookingDates';
import { COMPANY } from '../../../src/content/company';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/db/errors';
import { ONE_BOOKING_PER_SLOT } from './bookings.repository';
import type { BookingRecord } from './tables';
import { conflict, notFound } from '../../platform/lib/httpError';
import {
  bookingCancelledMail,
  bookingCancelledNotice,
  bookingRescheduledMail,
  bookingRescheduledNotice,
  manageBlock,
  type ManageBlock,
} from './mail/bookingManage';
import { bookingInvite } from './bookingInvites';
import { assertNotBlocked, blockedToBadRequest } from './bookingBlocks.service';
import { assertBookable, changeDeadline } from './bookingWindow';
import { dropReminders, scheduleReminders } from './reminders';
import { paymentRequests, type PaymentInstructions } from '../payments';
import { bookingPayment, openRequestOf } from './bookingAdvances.service';
import {
  creditNoteAttachment,
  describeRefund,
  recordRefundOnCancel,
  requestGatewayRefund,
} from './advanceRefunds.service';

export const MANAGE_MESSAGES = {
  invalidLink: 'This booking link is not valid. Please use the link in your confirmation e-mail.',
  cancelled: 'This booking has been cancelled.',
  tooLate: (hours: number) =>
    `Bookings can be changed online until ${hours} hours before the consultation. Please call us on ${COMPANY.phone} or e-mail ${COMPANY.bookingsEmail} and we will help.`,
  slotTaken: 'This time slot has just been booked. Please choose another time.',
  rescheduled: 'Your consultation has been moved.',
  cancelledNow: 'Your consultation has been cancelled.',
  notFound: 'Booking not found',
  nothingDue: 'Nothing is due for this booking now.',
} as const;

type ManageContext = AppContext;

/** Who cancels: the customer by the link, or staff (who may refund the whole advance). */
export interface CancelledBy {
  actorEmail: string;
  waive?: boolean;
}
const CUSTOMER: CancelledBy = { actorEmail: 'customer' };

// A manage token is `m1-<booking id>-<HMAC, base64url>` (no dots: a path ending in `.xyz` is
// taken for a file, not a page of the app): signed with a key used for nothing else, over the
// booking id and its calendar UID (random per booking). It grants exactly this: seeing,
// rescheduling and cancelling one booking. It carries no expiry; the change deadline rules.
const signature = (key: Buffer, booking: Pick<BookingRecord, 'id' | 'calendarUid'>) =>
  crypto.createHmac('sha256', key).update(`booking-manage:${booking.id}:${booking.calendarUid}`).digest('base64url');

export const manageToken = (key: Buffer, booking: Pick<BookingRecord, 'id' | 'calendarUid'>) =>
  `m1-${booking.id}-${signature(key, booking)}`;

const TOKEN_SHAPE = /^m1-([1-9]\d{0,14})-([A-Za-z0-9_-]{43})$/;

export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/booking/manage/${token}`;

/** The booking of a valid token, or a 404 (the same answer for a forged token and an unknown id). */
async function bookingOfToken(ctx: ManageContext, token: string): Promise<BookingRecord> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) throw notFound(MANAGE_MESSAGES.invalidLink);
  const [, idText, sig] = match;
  const id = Number(idText);
  const booking = await ctx.store.bookings.findById(id);
  const expected = booking ? Buffer.from(signature(ctx.linkKey, booking)) : Buffer.alloc(0);
  const given = Buffer.from(sig);
  if (!booking || expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    throw notFound(MANAGE_MESSAGES.invalidLink);
  return booking;
}

/** What the confirmation and manage pages show (no contact details). */
export function bookingSummary(booking: BookingRecord, config: AppContext['config'], now: number): BookingSummary {
  const { start, end } = slotTimes(booking.date, booking.time);
  const deadline = changeDeadline(start, config.bookingChangeDeadlineHours);
  return {
    reference: booking.reference,
    service: booking.service.name,
    date: booking.date,
    time: booking.time,
    preferredMethod: booking.preferredMethod,
    totalAmount: booking.priceLabel,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(end).toISOString(),
    status: booking.status,
    changeDeadline: new Date(deadline).toISOString(),
    changeDeadlineHours: config.bookingChangeDeadlineHours,
    canChange: booking.status === 'confirmed' && now < deadline,
    payment: null,
  };
}

/** The Reschedule / Cancel block of the customer's mails. */
export function manageBlockFor(ctx: Pick<AppContext, 'config' | 'linkKey'>, booking: BookingRecord): ManageBlock {
  const { start } = slotTimes(booking.date, booking.time);
  const hours = ctx.config.bookingChangeDeadlineHours;
  return manageBlock(
    manageUrl(ctx.config.publicUrl, manageToken(ctx.linkKey, booking)),
    formatIstInstant(changeDeadline(start, hours)),
    hours,
  );
}

/** The latest start (ISO) that can no longer be changed at `now`: the database compares with it. */
const changeableAfter = (ctx: ManageContext, now: number) =>
  new Date(now + ctx.config.bookingChangeDeadlineHours * 3_600_000).toISOString();

/** Why a booking cannot be changed: cancelled, or past the deadline (409 either way). */
function refusal(ctx: ManageContext, booking: BookingRecord) {
  return booking.status === 'cancelled'
    ? conflict(MANAGE_MESSAGES.cancelled)
    : conflict(MANAGE_MESSAGES.tooLate(ctx.config.bookingChangeDeadlineHours));
}

/** Viewing, rescheduling and cancelling a booking by its signed link. */
export function bookingManageService(ctx: ManageContext) {
  const { store, clock, config } = ctx;

  async function bookingOfId(id: number): Promise<BookingRecord> {
    const booking = await store.bookings.findById(id);
    if (!booking) throw notFound(MANAGE_MESSAGES.notFound);
    return booking;
  }

  /**
   * Moves the booking to a free slot: the window and notice rules as for a new booking, then one
   * conditional update that holds the deadline, with the unique slot index deciding a race for
   * the new slot (409). The reminders are rewritten and both parties get the updated invite.
   */
  async function moveBooking(booking: BookingRecord, date: string, time: TimeSlot): Promise<BookingRecord> {
    const now = clock.now();
    if (
      booking.status !== 'confirmed' ||
      now >= changeDeadline(slotTimes(booking.date, booking.time).start, config.bookingChangeDeadlineHours)
    ) {
      throw refusal(ctx, booking);
    }
    assertBookable(date, time, now);
    await assertNotBlocked(store, date, time);
    const previous = `${formatBookingDate(booking.date)} at ${booking.time} IST`;
    const startsAt = new Date(slotTimes(date, time).start).toISOString();
    const mails = await store
      .transaction(async (tx) => {
        await tx.bookingBlocks.lockDate(date);
        const moved = await tx.bookings.reschedule(booking.id, { date, time, startsAt }, changeableAfter(ctx, now));
        if (!moved) return undefined;
        await dropReminders(tx, moved);
        await scheduleReminders(tx, moved, ctx);
        const related = { type: 'booking' as const, id: moved.id };
        return {
          moved,
          rows: [
            await ctx.outbox.enqueue(
              tx,
              bookingRescheduledMail(
                moved,
                bookingInvite(moved, 'REQUEST', ctx),
                manageBlockFor(ctx, moved),
                previous,
                config.publicUrl,
              ),
              { ...related, role: 'update-customer' },
            ),
            await ctx.outbox.enqueue(
              tx,
              bookingRescheduledNotice(
                moved,
                config.companyInbox,
                bookingInvite(moved, 'PUBLISH', ctx),
                previous,
                config.publicUrl,
              ),
              { ...related, role: 'update-company' },
            ),
          ],
        };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, ONE_BOOKING_PER_SLOT, 'bookings.starts_at'))
          throw conflict(MANAGE_MESSAGES.slotTaken, { selectedTime: [MANAGE_MESSAGES.slotTaken] });
        blockedToBadRequest(error);
      });
    // Cancelled or past the deadline between the read and the update (another tab, another server).
    if (!mails) throw refusal(ctx, (await store.bookings.findById(booking.id)) ?? booking);
    ctx.outbox.sendSoon(mails.rows);
    return mails.moved;
  }

  /**
   * Cancels a booking still awaiting its advance (staff, for a customer who called): the slot is
   * free again and the advance's request cancelled in the same transaction, so a late payment
   * cannot confirm it. No invite was sent yet, so none is cancelled; the customer is mailed.
   */
  async function cancelHeld(booking: BookingRecord): Promise<BookingRecord> {
    const now = clock.now();
    const done = await store.transaction(async (tx) => {
      const cancelled = await tx.bookings.lapseHeld(booking.id, new Date(now).toISOString());
      if (!cancelled) return undefined;
      const open = (await tx.paymentRequests.forSubject('booking', booking.id)).find((row) => row.status === 'open');
      if (open) await paymentRequests(ctx).cancel(tx, open.id);
      const mail = await ctx.outbox.enqueue(
        tx,
        bookingCancelledMail(cancelled, bookingInvite(cancelled, 'CANCEL', ctx), config.publicUrl),
        { type: 'booking', id: cancelled.id, role: 'update-customer' },
      );
      return { cancelled, mail };
    });
    if (!done) throw refusal(ctx, (await store.bookings.findById(booking.id)) ?? booking);
    ctx.outbox.sendSoon([done.mail]);
    return done.cancelled;
  }

  /** Cancels before the deadline: the slot is free again, reminders dropped, METHOD:CANCEL to both. */
  async function cancelBooking(booking: BookingRecord, by: CancelledBy = CUSTOMER): Promise<BookingRecord> {
    if (booking.status === 'held') return cancelHeld(booking);
    const now = clock.now();
    const done = await store.transaction(async (tx) => {
      const cancelled = await tx.bookings.cancel(booking.id, new Date(now).toISOString(), changeableAfter(ctx, now));
      if (!cancelled) return undefined;
      await dropReminders(tx, cancelled);
      // A paid advance: refunded by the tiers as they stand now (one refund per advance).
      const refund = await recordRefundOnCancel(ctx, tx, cancelled, { now, ...by });
      const related = { type: 'booking' as const, id: cancelled.id };
      const invite = bookingInvite(cancelled, 'CANCEL', ctx);
      const customerMail = bookingCancelledMail(
        cancelled,
        invite,
        config.publicUrl,
        refund.recorded?.line ?? describeRefund(refund.quote),
      );
      return {
        cancelled,
        refund: refund.recorded?.row,
        rows: [
          await ctx.outbox.enqueue(
            tx,
            refund.recorded ? { ...customerMail, attachments: [creditNoteAttachment(refund.recorded)] } : customerMail,
            { ...related, role: 'update-customer' },
          ),
          await ctx.outbox.enqueue(
            tx,
            bookingCancelledNotice(cancelled, config.companyInbox, invite, config.publicUrl),
            { ...related, role: 'update-company' },
          ),
        ],
      };
    });
    if (!done) throw refusal(ctx, (await store.bookings.findById(booking.id)) ?? booking);
    ctx.outbox.sendSoon(done.rows);
    if (done.refund) await requestGatewayRefund(ctx, done.refund);
    return done.cancelled;
  }

  /** The summary with the booking's advance and balance. */
  const summarize = async (booking: BookingRecord): Promise<BookingSummary> => ({
    ...bookingSummary(booking, config, clock.now()),
    payment: await bookingPayment(ctx, booking),
  });

  return {
    view: async (token: string): Promise<BookingSummary> => summarize(await bookingOfToken(ctx, token)),

    /** How to pay the booking's open request now (UPI's link and QR, or the gateway's page); 409 when nothing is due. */
    async pay(token: string, method: 'upi' | 'online'): Promise<PaymentInstructions> {
      const booking = await bookingOfToken(ctx, token);
      const open = await openRequestOf(store, booking.id);
      if (!open) throw conflict(MANAGE_MESSAGES.nothingDue);
      return paymentRequests(ctx).instructions(open.id, method);
    },

    /** The booking's current invite for download (METHOD:PUBLISH, or CANCEL once cancelled). */
    async invite(token: string): Promise<{ filename: string; content: string }> {
      const booking = await bookingOfToken(ctx, token);
      return {
        filename: `consultation-${booking.reference}.ics`,
        content: bookingInvite(booking, booking.status === 'cancelled' ? 'CANCEL' : 'PUBLISH', ctx),
      };
    },

    /** Moves the booking of a link (see moveBooking). */
    async reschedule(token: string, date: string, time: TimeSlot): Promise<BookingSummary> {
      return summarize(await moveBooking(await bookingOfToken(ctx, token), date, time));
    },

    async cancel(token: string): Promise<BookingSummary> {
      return summarize(await cancelBooking(await bookingOfToken(ctx, token)));
    },

    /** The same change on the customer's behalf (back office): same rules, same mails. */
    rescheduleById: async (id: number, date: string, time: TimeSlot): Promise<BookingRecord> =>
      moveBooking(await bookingOfId(id), date, time),
    cancelById: async (id: number, by: CancelledBy): Promise<BookingRecord> => cancelBooking(await bookingOfId(id), by),
  };
}
