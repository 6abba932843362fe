import { Router } from 'express';
import type { SubmissionReceipt } from '../../src/shared/api/types';
import type { ConsultationBudget, ConsultationType, ContactMethod, EventType } from '../../src/shared/config/booking';
import { consultationRequestSchema, type ConsultationRequestInput } from '../../src/shared/validation/consultation';
import type { AppContext } from '../context';
import { sendOk } from '../lib/envelope';
import { consultationNotificationMail } from '../mail/templates/consultation';
import { limitAttemptsPerClient } from '../middleware/attemptLimit';
import { validateBody } from '../middleware/validate';

export interface ConsultationRecord {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  consultationType: ConsultationType;
  preferredMethod: ContactMethod;
  message: string;
  eventType: EventType | '';
  budget: ConsultationBudget | '';
  createdAt: string;
}

declare module '../db/schema' {
  interface DbSchema {
    consultations: ConsultationRecord[];
  }
}

export const CONSULTATION_MESSAGES = {
  received: 'Thank you! Your consultation request has been received.',
  tooMany: 'Too many requests from this connection. Please wait a few minutes and try again.',
} as const;

const MINUTE = 60_000;
export const CONSULTATION_RATE_LIMIT = { max: 5, windowMs: 15 * MINUTE };

export const consultationReference = (id: number) => `CR-${String(id).padStart(6, '0')}`;

/** `POST /api/consultations`: the consultation request form, stored and sent to the company inbox. */
export function consultationRoutes(ctx: AppContext): Router {
  const { db, clock, config, mail } = ctx;
  const router = Router();

  router.post(
    '/',
    limitAttemptsPerClient(ctx, CONSULTATION_RATE_LIMIT, CONSULTATION_MESSAGES.tooMany),
    validateBody(consultationRequestSchema),
    (req, res) => {
      const input = req.body as ConsultationRequestInput;
      const record = db.mutate((state) => {
        const id = db.nextId('consultations');
        const created: ConsultationRecord = {
          id,
          reference: consultationReference(id),
          name: input.name,
          email: input.email,
          phone: input.phone,
          consultationType: input.consultationType as ConsultationType,
          preferredMethod: input.preferredMethod as ContactMethod,
          message: input.message,
          eventType: input.eventType as EventType | '',
          budget: input.budget as ConsultationBudget | '',
          createdAt: new Date(clock.now()).toISOString(),
        };
        state.consultations.push(created);
        return created;
      });
      void mail.queue(consultationNotificationMail(record, config.companyInbox));
      const data: SubmissionReceipt = { reference: record.reference };
      sendOk(res, data, CONSULTATION_MESSAGES.received, 201);
    },
  );

  return router;
}
