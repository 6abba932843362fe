import { BOOKING_NEXT_STEPS, CONTACT_METHOD_LABELS } from '../../src/content/booking';
import { findCatalogueItem, formatCataloguePrice, parseCataloguePrice } from '../../src/content/catalogue';
import { COMPANY } from '../../src/content/company';
import type { BookingConfirmation } from '../../src/shared/api/types';
import { BOOKING_FIRST_DAY, BOOKING_MONTH_INDEX, BOOKING_YEAR, CONSULTATION_MINUTES, IST_OFFSET_MINUTES } from '../../src/shared/config/booking';
import type { ContactMethod, EventType, TimeSlot } from '../../src/shared/config/booking';
import type { BookingRequestInput } from '../../src/shared/validation/booking';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { ONE_BOOKING_PER_SLOT } from '../db/repositories/bookings';
import type { BookingRecord } from '../db/schema';
import type { Repositories } from '../db/store';
import { conflict } from '../lib/httpError';
import { buildCalendar, type CalendarEvent } from '../mail/ics';
import { bookingConfirmationMail, bookingNotificationMail } from '../mail/templates/booking';
import { mobileKey } from './submissions';

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
  tooManyForCustomer: 'Too many booking attempts with this e-mail address or phone number. Please wait an hour and try again, or call us.',
  pendingEmail: `This e-mail address already has ${PENDING_BOOKINGS_CAP} upcoming consultations booked. Please call us to change or add one.`,
  pendingPhone: `This phone number already has ${PENDING_BOOKINGS_CAP} upcoming consultations booked. Please call us to change or add one.`,
} as const;

/** The total shown when the catalogue has no price (spec: `To be determined`). */
export const TO_BE_DETERMINED = 'To be determined';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `09:00 AM` -> 9, `12:00 PM` -> 12, `07:00 PM` -> 19. */
function hour24(time: TimeSlot): number {
  const [clock, meridiem] = time.split(' ');
  const hour = Number(clock.split(':')[0]) % 12;
  return meridiem === 'PM' ? hour + 12 : hour;
}

/** Start of a day of the spec's fixed month in IST, as epoch ms. */
const dayStart = (day: number) => Date.UTC(BOOKING_YEAR, BOOKING_MONTH_INDEX, day) - IST_OFFSET_MINUTES * MINUTE;

/** Start and end (epoch ms, UTC) of a slot in the spec's fixed month, given in IST. */
export function slotTimes(day: number, time: TimeSlot): { start: number; end: number } {
  const minutes = Number(time.split(' ')[0].split(':')[1]);
  const start = dayStart(day) + (hour24(time) * 60 + minutes) * MINUTE;
  return { start, end: start + CONSULTATION_MINUTES * MINUTE };
}

export const bookingReference = (id: number) => `BK-${String(id).padStart(6, '0')}`;

/** The same number typed with or without spaces, dashes or +91 is the same phone. */
export const phoneKey = mobileKey;

/**
 * From when a confirmed booking counts as upcoming (pending) for the per-customer cap: from now
 * on, but never later than the first slot of the booking calendar. The calendar is the spec's
 * fixed month, every slot of which can be booked whatever today's date, so every confirmed booking
 * in it holds a slot someone else could have had; on today's clock (after that month) "from now"
 * alone would count none of them and the cap would never apply.
 */
export const pendingFrom = (now: number) => Math.min(now, dayStart(BOOKING_FIRST_DAY));

/** The customer's copy of the invite names only the address (no text they typed); the company's names them too. */
function calendarEvent(booking: BookingRecord, ctx: Pick<AppContext, 'clock' | 'config'>, copy: 'customer' | 'company'): CalendarEvent {
  const { start, end } = slotTimes(booking.day, booking.time);
  const method = CONTACT_METHOD_LABELS[booking.preferredMethod];
  return {
    uid: booking.calendarUid,
    start,
    end,
    stamp: ctx.clock.now(),
    summary: `${COMPANY.name} consultation: ${booking.service.name}`,
    description: [
      `Reference: ${booking.reference}`,
      `Service: ${booking.service.name}`,
      `Contact method: ${method}`,
      `Total Amount: ${booking.priceLabel}`,
      `The meeting link arrives ${BOOKING_NEXT_STEPS.meetingLinkMinutesBefore} minutes before the session.`,
    ].join('\n'),
    location: booking.preferredMethod === 'in-person' ? Object.values(COMPANY.address).join(', ') : method,
    organizer: { name: COMPANY.name, email: ctx.config.companyInbox },
    attendees: [copy === 'company' ? { name: booking.name, email: booking.email } : { email: booking.email }],
    alarmMinutesBefore: BOOKING_NEXT_STEPS.meetingLinkMinutesBefore,
  };
}

/** Consultation bookings: availability, and booking a slot with its two mails. */
export function bookingService(ctx: Pick<AppContext, 'store' | 'clock' | 'config' | 'outbox' | 'mailDomain'>) {
  const { store, clock, config } = ctx;
  const cap = config.rateLimitFactor === 0 ? Infinity : Math.max(1, Math.round(PENDING_BOOKINGS_CAP * config.rateLimitFactor));

  /**
   * 409 when the e-mail address or the phone number already holds `cap` upcoming bookings. The
   * customer's lock makes the count and the insert that follows one step for that customer
   * across all server processes (two parallel requests cannot both see room for one more).
   */
  async function assertUnderPendingCap(tx: Repositories, email: string, phone: string, now: number): Promise<void> {
    if (cap === Infinity) return;
    const [emailKey, phoneDigits] = [email.toLowerCase(), phoneKey(phone)];
    await tx.bookings.lockCustomer([`booking:email:${emailKey}`, `booking:phone:${phoneDigits}`]);
    const holders = await tx.bookings.holdersFrom(new Date(pendingFrom(now)).toISOString());
    if (holders.filter((holder) => holder.email.toLowerCase() === emailKey).length >= cap) {
      throw conflict(BOOKING_MESSAGES.pendingEmail, { 'formData.email': [BOOKING_MESSAGES.pendingEmail] });
    }
    if (holders.filter((holder) => phoneKey(holder.phone) === phoneDigits).length >= cap) {
      throw conflict(BOOKING_MESSAGES.pendingPhone, { 'formData.phone': [BOOKING_MESSAGES.pendingPhone] });
    }
  }

  return {
    /** The booked time slots of a day of the booking month. */
    takenSlots: (day: number): Promise<TimeSlot[]> =>
      store.bookings.takenTimes(new Date(dayStart(day)).toISOString(), new Date(dayStart(day) + DAY).toISOString()),

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
      const { formData } = input;
      const stored = await store
        .transaction(async (tx) => {
          await assertUnderPendingCap(tx, formData.email, formData.phone, now);
          const booking = await tx.bookings.insert(
            {
              status: 'confirmed',
              service: { id: item.id, name: item.name, price: item.price },
              amount: parseCataloguePrice(item.price)?.amount ?? null,
              priceLabel: formatCataloguePrice(item.price, TO_BE_DETERMINED),
              day: input.selectedDate,
              time,
              startsAt: new Date(slotTimes(input.selectedDate, time).start).toISOString(),
              preferredMethod: formData.preferredMethod as ContactMethod,
              name: formData.name,
              email: formData.email,
              phone: formData.phone,
              eventType: formData.eventType as EventType | '',
              message: formData.message,
              createdAt: new Date(now).toISOString(),
            },
            (id) => ({ reference: bookingReference(id), calendarUid: `${bookingReference(id).toLowerCase()}@${ctx.mailDomain}` }),
          );
          const customerMail = await ctx.outbox.enqueue(tx, bookingConfirmationMail(booking, buildCalendar(calendarEvent(booking, ctx, 'customer'), 'REQUEST')), {
            type: 'booking',
            id: booking.id,
            role: 'customer',
          });
          const companyMail = await ctx.outbox.enqueue(tx, bookingNotificationMail(booking, config.companyInbox, buildCalendar(calendarEvent(booking, ctx, 'company'), 'PUBLISH')), {
            type: 'booking',
            id: booking.id,
            role: 'company',
          });
          return { booking, customerMail, companyMail };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, ONE_BOOKING_PER_SLOT, 'bookings.starts_at')) {
            throw conflict(BOOKING_MESSAGES.slotTaken, { selectedTime: [BOOKING_MESSAGES.slotTaken] });
          }
          throw error;
        });
      const { booking, customerMail, companyMail } = stored;
      // Both mails leave now; the answer waits (briefly) only for the customer's.
      const delivery = await ctx.outbox.deliver([customerMail, companyMail], config.mailWaitMs, [customerMail]);
      return {
        reference: booking.reference,
        service: booking.service.name,
        day: booking.day,
        time: booking.time,
        totalAmount: booking.priceLabel,
        confirmationMail: delivery.get(customerMail.id) ?? 'queued',
      };
    },
  };
}
