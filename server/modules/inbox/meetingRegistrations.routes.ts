import { Router } from 'express';
import { meetingRegistrationSchema, type MeetingRegistrationInput } from '../../../src/shared/validation/meeting';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import { validateBody } from '../../platform/middleware/validate';
import { MEETING_MESSAGES, MEETING_RATE_LIMIT, submissionService } from './submissions.service';

/**
 * `POST /api/meeting-registrations`: Join Our Meeting. A second registration with the same mobile
 * number is not stored twice, and is answered exactly like a new one (201, no data), so the
 * answer never reveals another person's registration.
 */
export function meetingRegistrationRoutes(ctx: AppContext): Router {
  const submissions = submissionService(ctx);
  const router = Router();

  router.post(
    '/',
    limitAttemptsPerClient(ctx, 'meeting-ip', MEETING_RATE_LIMIT, MEETING_MESSAGES.tooMany),
    validateBody(meetingRegistrationSchema),
    asyncHandler(async (req, res) => {
      await submissions.registerForMeeting(req.body as MeetingRegistrationInput);
      sendOk(res, null, MEETING_MESSAGES.registered, 201);
    }),
  );

  return router;
}
