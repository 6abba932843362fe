import { BOOKING_MONTH_INDEX, BOOKING_YEAR, CONSULTATION_MINUTES, IST_OFFSET_MINUTES } from '../../src/shared/config/booking';
import type { ContactMethod, EventType, TimeSlot } from '../../src/shared/config/booking';
import type { BookingRequestInput } from '../../src/shared/validation/booking';
import { findCatalogueItem, formatCataloguePrice, parseCataloguePrice } from '../../src/content/catalogue';
import type { Database } from '../db/database';
import { conflict } from '../lib/httpError';

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface BookingRecord {
  id: number;
  /** Shown to the customer and in every e-mail. */
  reference: string;
  /** The calendar invite's UID: fixed at creation, so re-sent invites update the same event. */
  calendarUid: string;
  status: 'confirmed';
  /** Priced from the catalogue on the server, never from the request. */
  service: { id: number; name: string; price: string };
  /** The catalogue price in rupees (per person or per package as the price says); null = on request. */
  amount: number | null;
  /** `₹9,999`, `₹49 per person` or `To be determined`, as the review showed it. */
  priceLabel: string;
  day: number;
  time: TimeSlot;
  /** The slot's start in UTC (ISO), converted from India Standard Time. */
  startsAt: string;
  preferredMethod: ContactMethod;
  name: string;
  email: string;
  phone: string;
  eventType: EventType | '';
  message: string;
  createdAt: string;
  mail: { customer: MailStatus; company: MailStatus };
}

declare module '../db/schema' {
  interface DbSchema {
    bookings: BookingRecord[];
  }
}

export const BOOKING_MESSAGES = {
  slotTaken: 'This time slot has just been booked. Please choose another time.',
  booked: 'Your consultation has been booked.',
  tooMany: 'Too many booking attempts from this connection. Please wait a few minutes and try again.',
} as const;

/** The total shown when the catalogue has no price (spec: `To be determined`). */
export const TO_BE_DETERMINED = 'To be determined';

/** `09:00 AM` -> 9, `12:00 PM` -> 12, `07:00 PM` -> 19. */
function hour24(time: TimeSlot): number {
  const [clock, meridiem] = time.split(' ');
  const hour = Number(clock.split(':')[0]) % 12;
  return meridiem === 'PM' ? hour + 12 : hour;
}

/** Start and end (epoch ms, UTC) of a slot in the spec's fixed month, given in IST. */
export function slotTimes(day: number, time: TimeSlot): { start: number; end: number } {
  const minutes = time.split(' ')[0].split(':')[1];
  const start = Date.UTC(BOOKING_YEAR, BOOKING_MONTH_INDEX, day, hour24(time), Number(minutes)) - IST_OFFSET_MINUTES * 60_000;
  return { start, end: start + CONSULTATION_MINUTES * 60_000 };
}

export const bookingReference = (id: number) => `BK-${String(id).padStart(6, '0')}`;

export const takenSlots = (db: Database, day: number): TimeSlot[] =>
  db
    .all('bookings')
    .filter((booking) => booking.day === day && booking.status === 'confirmed')
    .map((booking) => booking.time);

/**
 * Checks the slot and stores the booking in one synchronous step: nothing else runs in between,
 * so of any number of concurrent requests for a slot exactly one is stored and the rest get 409.
 */
export function storeBooking(db: Database, input: BookingRequestInput, options: { now: number; calendarDomain: string }): BookingRecord {
  const item = findCatalogueItem(input.selectedService.id);
  if (!item) throw new Error(`Service ${input.selectedService.id} passed validation but is not in the catalogue`);
  const time = input.selectedTime as TimeSlot;
  if (takenSlots(db, input.selectedDate).includes(time)) {
    throw conflict(BOOKING_MESSAGES.slotTaken, { selectedTime: [BOOKING_MESSAGES.slotTaken] });
  }
  const { formData } = input;
  return db.mutate((state) => {
    const id = db.nextId('bookings');
    const reference = bookingReference(id);
    const record: BookingRecord = {
      id,
      reference,
      calendarUid: `${reference.toLowerCase()}@${options.calendarDomain}`,
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
      createdAt: new Date(options.now).toISOString(),
      mail: { customer: 'queued', company: 'queued' },
    };
    state.bookings.push(record);
    return record;
  });
}

/** A mail's outcome is bookkeeping: lost in a crash it reads `queued`, which is true enough. */
export function recordMailStatus(db: Database, bookingId: number, status: BookingRecord['mail']): void {
  db.mutateSoon((state) => {
    const booking = state.bookings.find((record) => record.id === bookingId);
    if (booking) booking.mail = status;
  });
}
