import { Router } from 'express';
import type { BookingAvailability, BookingConfirmation } from '../../src/shared/api/types';
import { COMPANY } from '../../src/content/company';
import { BOOKING_NEXT_STEPS, CONTACT_METHOD_LABELS } from '../../src/content/booking';
import { findCatalogueItem } from '../../src/content/catalogue';
import { availabilityQuerySchema, bookingRequestSchema, type BookingRequestInput } from '../../src/shared/validation/booking';
import type { AppContext } from '../context';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { buildCalendar, type CalendarEvent } from '../mail/ics';
import { bookingConfirmationMail, bookingNotificationMail } from '../mail/templates/booking';
import { limitAttemptsPerClient } from '../middleware/attemptLimit';
import { validateBody, validateInput } from '../middleware/validate';
import { BOOKING_MESSAGES, recordMailStatus, slotTimes, storeBooking, takenSlots, type BookingRecord } from '../services/bookings';

const MINUTE = 60_000;
/** Booking attempts per client address (times RATE_LIMIT_FACTOR). */
export const BOOKING_RATE_LIMIT = { max: 10, windowMs: 15 * MINUTE };

const requestSchema = bookingRequestSchema((id) => findCatalogueItem(id) !== undefined);

function calendarEvent(booking: BookingRecord, ctx: AppContext): CalendarEvent {
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
    attendees: [{ name: booking.name, email: booking.email }],
    alarmMinutesBefore: BOOKING_NEXT_STEPS.meetingLinkMinutesBefore,
  };
}

/**
 * `POST /api/send-email` (the spec's booking call) and `GET /api/bookings/availability?day=N`.
 * A booking is validated and priced against the catalogue, stored, and only then mailed: a mail
 * failure never loses it (its mail status is recorded on the booking).
 */
export function bookingRoutes(ctx: AppContext): Router {
  const { db, clock, config, mail, log } = ctx;
  const router = Router();
  const calendarDomain = new URL(config.publicUrl).hostname;

  const sendMails = (booking: BookingRecord) => {
    const event = calendarEvent(booking, ctx);
    const customer = mail.queue(bookingConfirmationMail(booking, buildCalendar(event, 'REQUEST')));
    const company = mail.queue(bookingNotificationMail(booking, config.companyInbox, buildCalendar(event, 'PUBLISH')));
    // One write records both outcomes (each is a whole-file atomic write).
    void Promise.all([customer, company]).then(([customerSent, companySent]) => {
      try {
        recordMailStatus(db, booking.id, { customer: customerSent ? 'sent' : 'failed', company: companySent ? 'sent' : 'failed' });
      } catch (error) {
        log(error);
      }
    });
  };

  router.post(
    '/send-email',
    limitAttemptsPerClient(ctx, BOOKING_RATE_LIMIT, BOOKING_MESSAGES.tooMany),
    validateBody(requestSchema),
    (req, res) => {
      const booking = storeBooking(db, req.body as BookingRequestInput, { now: clock.now(), calendarDomain });
      sendMails(booking);
      const data: BookingConfirmation = {
        reference: booking.reference,
        service: booking.service.name,
        day: booking.day,
        time: booking.time,
        totalAmount: booking.priceLabel,
      };
      sendOk(res, data, BOOKING_MESSAGES.booked, 201);
    },
  );

  router.get(
    '/bookings/availability',
    asyncHandler(async (req, res) => {
      const { day } = await validateInput(availabilityQuerySchema, { day: req.query.day });
      const data: BookingAvailability = { day, taken: takenSlots(db, day) };
      sendOk(res, data);
    }),
  );

  return router;
}
