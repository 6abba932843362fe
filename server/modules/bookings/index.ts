import { Router } from 'express';
import type { ServerModule } from '../../context';
import { bookingManageRoutes } from './bookingManage.routes';
import { bookingRoutes } from './bookings.routes';
import { registerBookingPayments, scheduleBalanceMails } from './bookingPayments';
import { adminBookingBlockRoutes, adminBookingRoutes } from './bookingsAdmin.routes';

/** Bookings: the wizard's `POST /send-email` and `GET /bookings/availability`, the manage links; the back office's bookings and closed dates. */
// Bookings pay their advances and balances through the payments module's requests.
registerBookingPayments();

export const bookingsModule: ServerModule = {
  api: (ctx) => Router().use(bookingRoutes(ctx)).use('/bookings/manage', bookingManageRoutes(ctx)),
  admin: (ctx) =>
    Router().use('/bookings', adminBookingRoutes(ctx)).use('/booking-blocks', adminBookingBlockRoutes(ctx)),
  background: (ctx) => scheduleBalanceMails(ctx),
};

export { isDateTaken, reserveEventDate, type EventDateOutcome } from './eventDates';
