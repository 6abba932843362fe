import { Router, type Request } from 'express';
import { BOOKING_MAIL_STATES, BOOKING_SORTS, BOOKING_STATUSES } from '../../../src/shared/config/bookingAdmin';
import type { TimeSlot } from '../../../src/shared/config/booking';
import { rescheduleSchema } from '../../../src/shared/contract/booking';
import { bookingBlockSchema, type BookingBlockInput } from '../../../src/shared/contract/bookingBlock';
import { isIsoDate } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { idParam } from '../../platform/lib/adminListParams';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest, notFound } from '../../platform/lib/httpError';
import { likePattern, listHandler, parseFilter } from '../../platform/lib/listParams';
import { validateBody } from '../../platform/middleware/validate';
import { resourceRoutes } from '../../platform/http/resourceRoutes';
import { BLOCK_MESSAGES, bookingBlockService } from './bookingBlocks.service';
import { BOOKING_ADMIN_MESSAGES as M, bookingAdminService } from './bookingAdmin.service';

/** An optional IST date of the query (`?from=2025-09-01`); 400 on anything but a real date. */
function dateQuery(req: Request, name: string, required = false): string | undefined {
  const value = req.query[name];
  if ((value === undefined || value === '') && !required) return undefined;
  if (typeof value !== 'string' || !isIsoDate(value))
    throw badRequest('Invalid list parameters', { [name]: [`${name} must be a date (YYYY-MM-DD)`] });
  return value;
}

/**
 * `/api/admin/bookings` (the admin guard is the back office router's): `GET /` the list (`q` over
 * name, e-mail, phone and reference; `status`, `mail`, `from`, `to`; X-Total-Count),
 * `GET /agenda?date=` a day by slot, `POST /:id/cancel|reschedule|resend`.
 */
export function adminBookingRoutes(ctx: AppContext): Router {
  const bookings = bookingAdminService(ctx);
  const router = Router();
  const bookingId = (req: Request) => idParam(req, () => notFound(M.notFound));

  router.get(
    '/',
    listHandler({ sortable: BOOKING_SORTS, defaultSort: 'startsAt', defaultOrder: 'desc' }, (params, req) =>
      bookings.list({
        ...params,
        pattern: params.q ? likePattern(params.q) : undefined,
        status: parseFilter(req.query, 'status', BOOKING_STATUSES),
        mail: parseFilter(req.query, 'mail', BOOKING_MAIL_STATES),
        from: dateQuery(req, 'from'),
        to: dateQuery(req, 'to'),
      }),
    ),
  );
  router.get(
    '/agenda',
    asyncHandler(async (req, res) => sendOk(res, await bookings.agenda(dateQuery(req, 'date', true)!))),
  );
  router.post(
    '/:id/cancel',
    asyncHandler(async (req, res) => sendOk(res, await bookings.cancel(bookingId(req)), M.cancelled)),
  );
  router.post(
    '/:id/reschedule',
    validateBody(rescheduleSchema),
    asyncHandler(async (req, res) => {
      const { selectedDate, selectedTime } = req.body as { selectedDate: string; selectedTime: TimeSlot };
      sendOk(res, await bookings.reschedule(bookingId(req), selectedDate, selectedTime), M.rescheduled);
    }),
  );
  router.post(
    '/:id/resend',
    asyncHandler(async (req, res) => sendOk(res, await bookings.resend(bookingId(req)), M.resent)),
  );
  return router;
}

/** `/api/admin/booking-blocks`: closed dates and slots (`GET ?from=&to=`, `POST`, `PUT /:id`, `DELETE /:id`). */
export function adminBookingBlockRoutes(ctx: AppContext): Router {
  const blocks = bookingBlockService(ctx);
  return resourceRoutes<BookingBlockInput, Awaited<ReturnType<typeof blocks.create>>>({
    schema: bookingBlockSchema,
    messages: { ...BLOCK_MESSAGES, deleted: BLOCK_MESSAGES.removed },
    list: async (req) => {
      const all = await blocks.list({ from: dateQuery(req, 'from'), to: dateQuery(req, 'to') });
      return { items: all, total: all.length };
    },
    create: blocks.create,
    update: blocks.update,
    remove: blocks.remove,
  });
}
