import { Router } from 'express';
import {
  availabilityQuerySchema,
  bookingRequestSchema,
  type BookingAvailability,
  type BookingClosedDates,
  type BookingRequestInput,
} from '../../../src/shared/contract/booking';
import { bookingWindow } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { findCatalogueItem, parseCataloguePrice } from '../../../src/content/serviceCatalogue';
import { ADVANCE_RULE_MESSAGES, type BookingAdvanceQuote } from '../../../src/shared/contract/bookingAdvance';
import { notFound } from '../../platform/lib/httpError';
import { advanceFor } from './bookingAdvances.service';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import { validateBody, validateInput } from '../../platform/middleware/validate';
import { bookingBlockService, closedSlots } from './bookingBlocks.service';
import { phoneKey } from '../../platform/lib/phone';
import { BOOKING_MESSAGES, bookingService } from './bookings.service';

const MINUTE = 60_000;
/** Booking attempts per client address (times RATE_LIMIT_FACTOR). */
export const BOOKING_RATE_LIMIT = { max: 10, windowMs: 15 * MINUTE };
/**
 * Valid booking attempts per e-mail address and per phone number, whichever client sends them
 * (times RATE_LIMIT_FACTOR): many client addresses cannot book for, or mail, one person again and again.
 */
export const BOOKING_CUSTOMER_RATE_LIMIT = { max: 5, windowMs: 60 * MINUTE };

const requestSchema = bookingRequestSchema((id) => findCatalogueItem(id) !== undefined);

/**
 * `POST /api/send-email` (the spec's booking call), `GET /api/bookings/availability?date=YYYY-MM-DD`
 * (booked and closed slots), `GET /api/bookings/advance?serviceId=` (the advance a booking takes)
 * and `GET /api/bookings/closed-dates` (whole days blocked in the window).
 * A booking is validated and priced against the catalogue, stored with its mails in the outbox,
 * and answered with whether the customer's confirmation has gone out yet.
 */
export function bookingRoutes(ctx: AppContext): Router {
  const bookings = bookingService(ctx);
  const blocked = bookingBlockService(ctx);
  const perCustomer = ctx.rateLimiter('booking-customer', BOOKING_CUSTOMER_RATE_LIMIT);
  const router = Router();

  router.post(
    '/send-email',
    limitAttemptsPerClient(ctx, 'booking-ip', BOOKING_RATE_LIMIT, BOOKING_MESSAGES.tooMany),
    validateBody(requestSchema),
    asyncHandler(async (req, res) => {
      const input = req.body as BookingRequestInput;
      // Counted in the database before the booking is tried, so a burst cannot slip past it.
      await perCustomer.consume(
        [`email:${input.formData.email.toLowerCase()}`, `phone:${phoneKey(input.formData.phone)}`],
        BOOKING_MESSAGES.tooManyForCustomer,
      );
      sendOk(res, await bookings.book(input), BOOKING_MESSAGES.booked, 201);
    }),
  );

  router.get(
    '/bookings/availability',
    asyncHandler(async (req, res) => {
      const { date } = await validateInput(availabilityQuerySchema, { date: req.query.date });
      const [taken, blocks] = await Promise.all([bookings.takenSlots(date), blocked.list({ from: date, to: date })]);
      const data: BookingAvailability = { date, taken, closed: closedSlots(blocks, date) };
      sendOk(res, data);
    }),
  );

  // What the review step says is paid now and later for a service (the rule is staff's, on the server).
  router.get(
    '/bookings/advance',
    asyncHandler(async (req, res) => {
      const item = findCatalogueItem(Number(req.query.serviceId));
      if (!item) throw notFound(ADVANCE_RULE_MESSAGES.notFound);
      const amount = parseCataloguePrice(item.price)?.amount ?? null;
      const data: BookingAdvanceQuote = {
        serviceId: item.id,
        totalPaise: amount === null ? null : Math.round(amount * 100),
        advancePaise: await advanceFor(ctx.store, item.id, amount),
        balanceDueDays: ctx.config.balanceDueDays,
        holdMinutes: ctx.config.paymentHoldMinutes,
      };
      sendOk(res, data);
    }),
  );

  router.get(
    '/bookings/closed-dates',
    asyncHandler(async (_req, res) => {
      const { first, last } = bookingWindow(ctx.clock.now());
      const data: BookingClosedDates = { from: first, to: last, dates: await blocked.closedDates(first, last) };
      sendOk(res, data);
    }),
  );

  return router;
}
