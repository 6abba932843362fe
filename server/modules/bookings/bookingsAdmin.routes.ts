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
import { advanceRulesService } from './bookingAdvances.service';
import {
  ADVANCE_RULE_MESSAGES,
  advanceRuleSchema,
  type AdvanceRuleInput,
} from '../../../src/shared/contract/bookingAdvance';
import { BOOKING_ADMIN_MESSAGES as M, bookingAdminService } from './bookingAdmin.service';
import {
  ADVANCE_REFUND_MESSAGES,
  advanceRefundTiersSchema,
  confirmAdvanceRefundSchema,
  staffCancelSchema,
  type AdvanceRefundTiersInput,
} from '../../../src/shared/contract/advanceRefund';
import { toAdvanceRefundView } from './advanceRefunds.repository';
import { advanceRefundsAdmin } from './advanceRefunds.service';

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
 * `GET /agenda?date=` a day by slot, `GET /:id`, `POST /:id/cancel|reschedule|resend|mark-advance-paid`,
 * `GET /advance-rules` and `PUT /advance-rules/:serviceId` (staff's advance per service),
 * `GET /:id/refund-quote` (what cancelling refunds now), `GET|PUT /refund-tiers` and
 * `POST /advance-refunds/:refundId/confirm` `{ reference }` (a UPI refund staff paid).
 */
export function adminBookingRoutes(ctx: AppContext): Router {
  const bookings = bookingAdminService(ctx);
  const rules = advanceRulesService(ctx);
  const refunds = advanceRefundsAdmin(ctx);
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
    validateBody(staffCancelSchema),
    asyncHandler(async (req, res) =>
      sendOk(res, await bookings.cancel(req.user!, bookingId(req), req.body?.waive === true), M.cancelled),
    ),
  );
  router.get(
    '/:id/refund-quote',
    asyncHandler(async (req, res) => sendOk(res, await bookings.refundQuote(bookingId(req)))),
  );
  router.get(
    '/refund-tiers',
    asyncHandler(async (_req, res) => sendOk(res, await refunds.settings())),
  );
  router.put(
    '/refund-tiers',
    validateBody(advanceRefundTiersSchema),
    asyncHandler(async (req, res) =>
      sendOk(
        res,
        await refunds.saveSettings(req.user!.email, req.body as AdvanceRefundTiersInput),
        ADVANCE_REFUND_MESSAGES.saved,
      ),
    ),
  );
  router.post(
    '/advance-refunds/:refundId/confirm',
    validateBody(confirmAdvanceRefundSchema),
    asyncHandler(async (req, res) => {
      const id = Number(req.params.refundId);
      if (!Number.isSafeInteger(id)) throw notFound(ADVANCE_REFUND_MESSAGES.notFound);
      const row = await refunds.confirmTransfer(req.user!.email, id, (req.body as { reference: string }).reference);
      sendOk(res, toAdvanceRefundView(row), ADVANCE_REFUND_MESSAGES.confirmed);
    }),
  );
  router.post(
    '/:id/reschedule',
    validateBody(rescheduleSchema),
    asyncHandler(async (req, res) => {
      const { selectedDate, selectedTime } = req.body as { selectedDate: string; selectedTime: TimeSlot };
      sendOk(res, await bookings.reschedule(req.user!, bookingId(req), selectedDate, selectedTime), M.rescheduled);
    }),
  );
  router.get(
    '/advance-rules',
    asyncHandler(async (_req, res) => sendOk(res, await rules.list())),
  );
  router.put(
    '/advance-rules/:serviceId',
    validateBody(advanceRuleSchema),
    asyncHandler(async (req, res) => {
      const serviceId = Number(req.params.serviceId);
      if (!Number.isSafeInteger(serviceId)) throw notFound(ADVANCE_RULE_MESSAGES.notFound);
      sendOk(
        res,
        await rules.save(req.user!.email, serviceId, req.body as AdvanceRuleInput),
        ADVANCE_RULE_MESSAGES.saved,
      );
    }),
  );
  router.get(
    '/:id',
    asyncHandler(async (req, res) => sendOk(res, await bookings.find(bookingId(req)))),
  );
  router.post(
    '/:id/mark-advance-paid',
    asyncHandler(async (req, res) => {
      const note = typeof req.body?.note === 'string' ? req.body.note.slice(0, 200) : '';
      sendOk(res, await bookings.markAdvancePaid(req.user!, bookingId(req), note), M.advancePaid);
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
