import { Router } from 'express';
import { newsletterSchema, type NewsletterInput } from '../../src/shared/validation/newsletter';
import type { AppContext } from '../context';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { limitAttemptsPerClient } from '../middleware/attemptLimit';
import { validateBody } from '../middleware/validate';
import { NEWSLETTER_MESSAGES, NEWSLETTER_RATE_LIMIT, submissionService } from '../services/submissions';

/** `POST /api/newsletter`: stores a subscription once per address and mails the discount code. */
export function newsletterRoutes(ctx: AppContext): Router {
  const submissions = submissionService(ctx);
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

  return router;
}
