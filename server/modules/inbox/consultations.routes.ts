import { Router } from 'express';
import { consultationRequestSchema, type ConsultationRequestInput } from '../../../src/shared/validation/consultation';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import { validateBody } from '../../platform/middleware/validate';
import { CONSULTATION_MESSAGES, CONSULTATION_RATE_LIMIT, submissionService } from './submissions.service';

/** `POST /api/consultations`: the consultation request form, stored and sent to the company inbox. */
export function consultationRoutes(ctx: AppContext): Router {
  const submissions = submissionService(ctx);
  const router = Router();

  router.post(
    '/',
    limitAttemptsPerClient(ctx, 'consultation-ip', CONSULTATION_RATE_LIMIT, CONSULTATION_MESSAGES.tooMany),
    validateBody(consultationRequestSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await submissions.consultation(req.body as ConsultationRequestInput), CONSULTATION_MESSAGES.received, 201);
    }),
  );

  return router;
}
