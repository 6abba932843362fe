import { Router } from 'express';
import { contactMessageSchema, type ContactMessageInput } from '../../../src/shared/validation/contact';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import { validateBody } from '../../platform/middleware/validate';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, submissionService } from './submissions.service';

/** `POST /api/contact-messages`: validates and stores a message, then tells the team by e-mail. */
export function contactMessageRoutes(ctx: AppContext): Router {
  const submissions = submissionService(ctx);
  const router = Router();

  router.post(
    '/',
    validateBody(contactMessageSchema),
    limitAttemptsPerClient(ctx, 'contact-ip', CONTACT_RATE_LIMIT, CONTACT_MESSAGES.tooMany),
    asyncHandler(async (req, res) => {
      sendOk(res, await submissions.contact(req.body as ContactMessageInput), CONTACT_MESSAGES.received, 201);
    }),
  );

  return router;
}
