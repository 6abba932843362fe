import { Router } from 'express';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notificationsService } from './notifications.service';

/** `GET /api/admin/notifications`: `{ items: [{ id, kind, title, body, href, createdAt }], unread }` (Admin only). */
export function adminNotificationsRoutes(ctx: AppContext): Router {
  const notifications = notificationsService(ctx);
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (_req, res) => sendOk(res, await notifications.list())),
  );
  return router;
}
