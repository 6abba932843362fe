import { Router } from 'express';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { UNSUBSCRIBE_MESSAGES, unsubscribeService } from './newsletterUnsubscribe';

/** `GET|POST /api/newsletter/unsubscribe?token=…`: the signed link of the newsletter's mails. */
export function newsletterUnsubscribeRoutes(ctx: AppContext): Router {
  const unsubscribe = unsubscribeService(ctx);
  const router = Router();

  // The confirm page asks what the link is about; a GET never unsubscribes (mail scanners follow links).
  router.get(
    '/',
    asyncHandler(async (req, res) => {
      sendOk(res, await unsubscribe.status(req.query.token), UNSUBSCRIBE_MESSAGES.status);
    }),
  );

  // The confirm button (JSON `{ token }`) and mail clients' one-click POST (RFC 8058: the token in
  // the URL, a form body `List-Unsubscribe=One-Click`, which is not read).
  router.post(
    '/',
    asyncHandler(async (req, res) => {
      const fromBody = req.is('application/json') ? (req.body as { token?: unknown } | undefined)?.token : undefined;
      sendOk(res, await unsubscribe.unsubscribe(fromBody ?? req.query.token), UNSUBSCRIBE_MESSAGES.unsubscribed);
    }),
  );

  return router;
}
