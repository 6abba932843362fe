import { Router } from 'express';
import { rescheduleSchema } from '../../../src/shared/contract/booking';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { validateBody } from '../../platform/middleware/validate';
import type { TimeSlot } from '../../../src/shared/config/booking';
import { MANAGE_MESSAGES, bookingManageService } from './bookingManage.service';

/**
 * A booking managed by its signed link, no login (`/api/bookings/manage/:token`):
 * `GET` the summary with the change deadline and the money, `GET .../pay?method=upi|online` how
 * to pay what is due now, `GET .../invite.ics` the current invite,
 * `POST .../reschedule` `{ selectedDate, selectedTime }` and `POST .../cancel`.
 */
export function bookingManageRoutes(ctx: AppContext): Router {
  const manage = bookingManageService(ctx);
  const router = Router();

  router.get(
    '/:token',
    asyncHandler(async (req, res) => {
      sendOk(res, await manage.view(req.params.token));
    }),
  );

  router.get(
    '/:token/invite.ics',
    asyncHandler(async (req, res) => {
      const { filename, content } = await manage.invite(req.params.token);
      res.type('text/calendar; charset=utf-8').attachment(filename).send(content);
    }),
  );

  router.get(
    '/:token/pay',
    asyncHandler(async (req, res) => {
      const method = req.query.method === 'online' ? 'online' : 'upi';
      sendOk(res, await manage.pay(req.params.token, method));
    }),
  );

  router.post(
    '/:token/reschedule',
    validateBody(rescheduleSchema),
    asyncHandler(async (req, res) => {
      const { selectedDate, selectedTime } = req.body as { selectedDate: string; selectedTime: TimeSlot };
      sendOk(res, await manage.reschedule(req.params.token, selectedDate, selectedTime), MANAGE_MESSAGES.rescheduled);
    }),
  );

  router.post(
    '/:token/cancel',
    asyncHandler(async (req, res) => {
      sendOk(res, await manage.cancel(req.params.token), MANAGE_MESSAGES.cancelledNow);
    }),
  );

  return router;
}
