import { Router } from 'express';
import { newsletterSchema, type NewsletterInput } from '../../../src/shared/validation/newsletter';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import { validateBody } from '../../platform/middleware/validate';
import { UNSUBSCRIBE_MESSAGES, unsubscribeService } from './newsletterUnsubscribe';
import { NEWSLETTER_MESSAGES, NEWSLETTER_RATE_LIMIT, submissionService } from './submissions.service';

/**
 * `POST /api/newsletter`: stores a subscription once per address and mails the discount code.
 * `GET|POST /api/newsletter/unsubscribe?token=…`: the signed link of that mail.
 */
export function newsletterRoutes(ctx: AppContext): Router {
  const submissions = submissionService(ctx);
  const unsubscribe = unsubscribeService(ctx);
  const router = Router();

  router.post(
    '/',
    validateBody(newsletterSchema),
    limitAttemptsPerClient(ctx, 'newsletter-ip', NEWSLETTER_RATE_LIMIT, NEWSLETTER_MESSAGES.tooMany),
    asyncHandler(async (req, res) => {
      const receipt = await submissions.subscribe((req.body as NewsletterInput).email);
      sendOk(res, receipt, receipt.welcomeMail === 'sent' ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.queued);
    }),
  );

  // The confirm page asks what the link is about; a GET never unsubscribes (mail scanners follow links).
  router.get(
    '/unsubscribe',
    asyncHandler(async (req, res) => {
      sendOk(res, await unsubscribe.status(req.query.token), UNSUBSCRIBE_MESSAGES.status);
    }),
  );

  // The confirm button (JSON `{ token }`) and mail clients' one-click POST (RFC 8058: the token in
  // the URL, a form body `List-Unsubscribe=One-Click`, which is not read).
  router.post(
    '/unsubscribe',
    asyncHandler(async (req, res) => {
      const fromBody = req.is('application/json') ? (req.body as { token?: unknown } | undefined)?.token : undefined;
      sendOk(res, await unsubscribe.unsubscribe(fromBody ?? req.query.token), UNSUBSCRIBE_MESSAGES.unsubscribed);
    }),
  );

  return router;
}
