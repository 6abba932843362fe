import { Router } from 'express';
import type { SubmissionReceipt } from '../../src/shared/api/types';
import { meetingRegistrationSchema, type MeetingRegistrationInput } from '../../src/shared/validation/meeting';
import type { AppContext } from '../context';
import { sendOk } from '../lib/envelope';
import { limitAttemptsPerClient } from '../middleware/attemptLimit';
import { validateBody } from '../middleware/validate';

export interface MeetingRegistrationRecord extends MeetingRegistrationInput {
  id: number;
  reference: string;
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
  const { db, clock } = ctx;
  const router = Router();

  router.post(
    '/',
    limitAttemptsPerClient(ctx, MEETING_RATE_LIMIT, MEETING_MESSAGES.tooMany),
    validateBody(meetingRegistrationSchema),
    (req, res) => {
      const input = req.body as MeetingRegistrationInput;
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
    },
  );

  return router;
}
