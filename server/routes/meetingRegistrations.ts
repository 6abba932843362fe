import { Router } from 'express';
import type { SubmissionReceipt } from '../../src/shared/api/types';
import { meetingRegistrationSchema } from '../../src/shared/validation/meeting';
import type { AppContext } from '../context';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { RateLimiter, clientIp } from '../middleware/rateLimit';
import { validateInput } from '../middleware/validate';

export interface MeetingRegistrationRecord {
  id: number;
  reference: string;
  name: string;
  mobile: string;
  age: number;
  city: string;
  profession: string;
  organization: string;
  createdAt: string;
}

declare module '../db/schema' {
  interface DbSchema {
    meetingRegistrations: MeetingRegistrationRecord[];
  }
}

export const MEETING_MESSAGES = {
  registered: 'Registration Successful!',
  alreadyRegistered: 'You are already registered for this meeting.',
  tooMany: 'Too many registrations from this connection. Please wait a few minutes and try again.',
} as const;

const MINUTE = 60_000;
export const MEETING_RATE_LIMIT = { max: 10, windowMs: 15 * MINUTE };

export const meetingReference = (id: number) => `MR-${String(id).padStart(6, '0')}`;

/** The same number typed with or without spaces, dashes or +91 is the same person. */
export const mobileKey = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

/**
 * `POST /api/meeting-registrations`: Join Our Meeting. A second registration with the same mobile
 * number is answered like the first (same reference) and not stored twice.
 */
export function meetingRegistrationRoutes(ctx: AppContext): Router {
  const { db, clock, config } = ctx;
  const router = Router();
  const perClient = new RateLimiter(MEETING_RATE_LIMIT, clock, config.rateLimitFactor);

  router.post(
    '/',
    asyncHandler(async (req, res) => {
      const keys = [clientIp(req)];
      perClient.assertAllowed(keys, MEETING_MESSAGES.tooMany);
      perClient.hit(keys);
      const input = await validateInput(meetingRegistrationSchema, req.body);
      const existing = db.all('meetingRegistrations').find((record) => mobileKey(record.mobile) === mobileKey(input.mobile));
      if (existing) {
        const data: SubmissionReceipt = { reference: existing.reference };
        sendOk(res, data, MEETING_MESSAGES.alreadyRegistered);
        return;
      }
      const record = db.mutate((state) => {
        const id = db.nextId('meetingRegistrations');
        const created: MeetingRegistrationRecord = {
          id,
          reference: meetingReference(id),
          name: input.name,
          mobile: input.mobile,
          age: input.age,
          city: input.city,
          profession: input.profession,
          organization: input.organization,
          createdAt: new Date(clock.now()).toISOString(),
        };
        state.meetingRegistrations.push(created);
        return created;
      });
      const data: SubmissionReceipt = { reference: record.reference };
      sendOk(res, data, MEETING_MESSAGES.registered, 201);
    }),
  );

  return router;
}
