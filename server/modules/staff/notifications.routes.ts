import { Router } from 'express';
import {
  NOTIFICATION_MESSAGES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../../../src/shared/contract/notification';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { refuseMultipart } from '../../platform/middleware/security';
import { validateBody } from '../../platform/middleware/validate';
import { notificationsService } from './notifications.service';

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * `/api/admin/notifications` (Admin only), each for the signed-in staff member:
 * `GET /` `{ items, unread }` (newest first, at most 20), `POST /:id/read` one read,
 * `POST /read-all` all read, `GET`/`PUT /preferences` `{ mail: 'immediate' | 'digest' | 'off' }`.
 * A path id that is not a stored notification's is a 404.
 */
export function adminNotificationsRoutes(ctx: AppContext): Router {
  const notifications = notificationsService(ctx);
  // No route here takes files: a multipart body is refused like any other non-JSON one.
  const router = Router().use(refuseMultipart);
  router.get(
    '/',
    asyncHandler(async (req, res) => sendOk(res, await notifications.list(req.user!.id))),
  );
  router.post(
    '/read-all',
    asyncHandler(async (req, res) =>
      sendOk(res, { marked: await notifications.markAllRead(req.user!.id) }, NOTIFICATION_MESSAGES.allRead),
    ),
  );
  router.get(
    '/preferences',
    asyncHandler(async (req, res) =>
      sendOk<NotificationPreferences>(res, { mail: await notifications.preference(req.user!.id) }),
    ),
  );
  router.put(
    '/preferences',
    validateBody(notificationPreferencesSchema),
    asyncHandler(async (req, res) => {
      const { mail } = req.body as NotificationPreferences;
      await notifications.setPreference(req.user!.id, mail);
      sendOk<NotificationPreferences>(res, { mail }, NOTIFICATION_MESSAGES.saved);
    }),
  );
  router.post(
    '/:id/read',
    asyncHandler(async (req, res) => {
      if (!ID.test(req.params.id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
      await notifications.markRead(req.user!.id, Number(req.params.id));
      sendOk(res, null, NOTIFICATION_MESSAGES.read);
    }),
  );
  return router;
}
