import { findCatalogueItem, formatCataloguePrice, parseCataloguePrice } from '../../../src/content/serviceCatalogue';
import type { BookingConfirmation, BookingRequestInput } from '../../../src/shared/contract/booking';
import type { ContactMethod, EventType, TimeSlot } from '../../../src/shared/config/booking';
import { addDays, istDayStart, slotTimes } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { ROUTES } from '../../../src/shared/config/routes';
import { staffEvents } from '../staff';
import { isUniqueViolation } from '../../platform/db/errors';
import { ONE_BOOKING_PER_SLOT } from './bookings.repository';
import type { Repositories } from '../../store';
import { conflict } from '../../platform/lib/httpError';
import { bookingHeldMail } from './mail/bookingAdvance';
import { calendarDomain, newCalendarUid } from './bookingInvites';
import { advanceFor, balanceDueDate, bookingPayment, openBookingRequest } from './bookingAdvances.service';
import { confirmationMails, payUrlOf } from './bookingPayments';
import { bookingSummary, manageToken } from './bookingManage.service';
import { assertNotBlocked, blockedToBadRequest } from './bookingBlocks.service';
import { assertBookable } from './bookingWindow';
import { phoneKey } from '../../platform/lib/phone';

/**
 * How many upcoming consultations one e-mail address, and one phone number, may hold at a time
 * (times RATE_LIMIT_FACTOR; 0 turns the cap off for load benchmarks). Keeps one person, or one
 * script with a few identities, from taking the calendar, and bounds the mails a stranger whose
 * address is typed in can receive.
 */
export const PENDING_BOOKINGS_CAP = 2;

export const BOOKING_MESSAGES = {
  slotTaken: 'This time slot has just been booked. Please choose another time.',
  booked: 'Your consultation has been booked.',
  tooMany: 'Too many booking attempts from this connection. Please wait a few minutes and try again.',
  tooManyForCustomer:
    'Too many booking attempts with this e-mail address or phone number. Please wait an hour and try again, or call us.',
  pendingEmail: `This e-mail address already has ${PENDING_BOOKINGS_CAP} upcoming consultations booked. Please call us to change or add one.`,
  pendingPhone: `This phone number already has ${PENDING_BOOKINGS_CAP} upcoming consultations booked. Please call us to change or add one.`,
} as const;

/** The total shown when the catalogue has no price (spec: `To be determined`). */
export const TO_BE_DETERMINED = 'To be determined';

export const bookingReference = (id: number) => `BK-${String(id).padStart(6, '0')}`;

/** Consultation bookings: availability, and booking a slot with its two mails. */
export function bookingService(ctx: AppContext) {
  const { store, clock, config } = ctx;
  const uidDomain = calendarDomain(config);
  const cap =
    config.rateLimitFactor === 0 ? Infinity : Math.max(1, Math.round(PENDING_BOOKINGS_CAP * config.rateLimitFactor));

  /**
   * 409 when the e-mail address or the phone number already holds `cap` upcoming bookings:
   * confirmed (not cancelled) ones whose slot starts at or after now (server clock). The
   * customer's lock makes the count and the insert that follows one step for that customer
   * across all server processes (two parallel requests cannot both see room for one more).
   */
  async function assertUnderPendingCap(tx: Repositories, email: string, phone: string, now: number): Promise<void> {
    if (cap === Infinity) return;
    const [emailKey, phoneDigits] = [email.toLowerCase(), phoneKey(phone)];
    await tx.bookings.lockCustomer([`booking:email:${emailKey}`, `booking:phone:${phoneDigits}`]);
    const holders = await tx.bookings.holdersFrom(new Date(now).toISOString());
    if (holders.filter((holder) => holder.email.toLowerCase() === emailKey).length >= cap) {
      throw conflict(BOOKING_MESSAGES.pendingEmail, { 'formData.email': [BOOKING_MESSAGES.pendingEmail] });
    }
    if (holders.filter((holder) => phoneKey(holder.phone) === phoneDigits).length >= cap) {
      throw conflict(BOOKING_MESSAGES.pendingPhone, { 'formData.phone': [BOOKING_MESSAGES.pendingPhone] });
    }
  }

  return {
    /** The booked time slots of an IST date (`YYYY-MM-DD`). */
    takenSlots: (date: string): Promise<TimeSlot[]> =>
      store.bookings.takenTimes(
        new Date(istDayStart(date)).toISOString(),
        new Date(istDayStart(addDays(date, 1))).toISOString(),
      ),

    /**
     * Stores the booking priced from the catalogue and queues the customer's confirmation and the
     * company's notice in the same transaction; the unique slot index answers 409 to every
     * request but one for a slot, across all server processes. Then waits a moment for the
     * customer's mail, so the answer can say truthfully whether it has been sent.
     */
    async book(input: BookingRequestInput): Promise<BookingConfirmation> {
      const item = findCatalogueItem(input.selectedService.id);
      if (!item) throw new Error(`Service ${input.selectedService.id} passed validation but is not in the catalogue`);
      const time = input.selectedTime as TimeSlot;
      const now = clock.now();
      assertBookable(input.selectedDate, time, now);
      await assertNotBlocked(store, input.selectedDate, time);
      const { formData } = input;
      const stored = await store
        .transaction(async (tx) => {
          await assertUnderPendingCap(tx, formData.email, formData.phone, now);
          // One confirmation per date across bookings and accepted proposals (eventDates.ts).
          await tx.bookingBlocks.lockDate(input.selectedDate);
          const amount = parseCataloguePrice(item.price)?.amount ?? null;
          const advancePaise = await advanceFor(tx, item.id, amount);
          // A priced service with an advance holds its slot until the advance is paid (or lapses).
          const payByMs = advancePaise > 0 ? now + config.paymentHoldMinutes * 60_000 : null;
          const booking = await tx.bookings.insert(
            {
              status: advancePaise > 0 ? 'held' : 'confirmed',
              service: { id: item.id, name: item.name, price: item.price },
              amount,
              priceLabel: formatCataloguePrice(item.price, TO_BE_DETERMINED),
              date: input.selectedDate,
              time,
              startsAt: new Date(slotTimes(input.selectedDate, time).start).toISOString(),
              sequence: 0,
              cancelledAt: null,
              preferredMethod: formData.preferredMethod as ContactMethod,
              name: formData.name,
              email: formData.email,
              phone: formData.phone,
              eventType: formData.eventType as EventType | '',
              message: formData.message,
              createdAt: new Date(now).toISOString(),
              payByMs,
            },
            (id) => ({ reference: bookingReference(id), calendarUid: newCalendarUid(bookingReference(id), uidDomain) }),
          );
          await staffEvents(ctx).notify(tx, {
            kind: 'booking',
            title: `New booking ${booking.reference}: ${booking.service.name}`,
            body: `${booking.name}, ${booking.date} at ${booking.time} (IST)${payByMs === null ? '' : ', held until its advance is paid'}.`,
            href: `${ROUTES.adminBookingsAgenda}?date=${booking.date}`,
            dedupeKey: `booking:${booking.id}:made`,
          });
          if (payByMs === null) {
            const [customerMail, companyMail] = await confirmationMails(tx, booking, ctx);
            return { booking, customerMail, companyMail };
          }
          await openBookingRequest(ctx, tx, booking, 'advance', advancePaise, payByMs);
          const totalPaise = Math.round((amount ?? 0) * 100);
          const customerMail = await ctx.outbox.enqueue(
            tx,
            bookingHeldMail(
              booking,
              {
                advancePaise,
                balancePaise: totalPaise - advancePaise,
                balanceDueDate: balanceDueDate(booking, config.balanceDueDays),
                payBy: new Date(payByMs).toISOString(),
              },
              payUrlOf(ctx, booking),
              config.publicUrl,
            ),
            { type: 'booking', id: booking.id, role: 'customer' },
          );
          return { booking, customerMail, companyMail: null };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, ONE_BOOKING_PER_SLOT, 'bookings.starts_at')) {
            throw conflict(BOOKING_MESSAGES.slotTaken, { selectedTime: [BOOKING_MESSAGES.slotTaken] });
          }
          blockedToBadRequest(error);
        });
      const { booking, customerMail, companyMail } = stored;
      // Both mails leave now; the answer waits (briefly) only for the customer's.
      const delivery = await ctx.outbox.deliver(
        companyMail ? [customerMail, companyMail] : [customerMail],
        config.mailWaitMs,
        [customerMail],
      );
      return {
        ...bookingSummary(booking, config, now),
        payment: await bookingPayment(ctx, booking),
        confirmationMail: delivery.get(customerMail.id) ?? 'queued',
        manageToken: manageToken(ctx.linkKey, booking),
      };
    },
  };
}
