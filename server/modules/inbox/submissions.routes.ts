import { Router, type RequestHandler } from 'express';
import type { Schema } from 'yup';
import { consultationRequestSchema, type ConsultationRequestInput } from '../../../src/shared/contract/consultation';
import { contactMessageSchema, type ContactMessageInput } from '../../../src/shared/contract/contactMessage';
import {
  meetingRegistrationSchema,
  type MeetingRegistrationInput,
} from '../../../src/shared/contract/meetingRegistration';
import { newsletterSchema, type NewsletterInput } from '../../../src/shared/contract/newsletter';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import type { RateLimitRule } from '../../platform/middleware/rateLimit';
import { validateBody } from '../../platform/middleware/validate';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_RATE_LIMIT,
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  MEETING_MESSAGES,
  MEETING_RATE_LIMIT,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  submissionService,
} from './submissions.service';

/** What one public form's `POST /` is: its limit per client address, its schema and what it does. */
interface FormSpec<Input> {
  limit: { name: string; rule: RateLimitRule; message: string };
  schema: Schema;
  /**
   * Count only valid sends (a typo costs nothing) rather than every send (each attempt costs a
   * stored record or a mail before validation can refuse it).
   */
  countValidOnly?: boolean;
  handle(input: Input): Promise<{ data: unknown; message: string; status?: number }>;
}

function formRoute<Input>(ctx: AppContext, form: FormSpec<Input>): Router {
  const limit = limitAttemptsPerClient(ctx, form.limit.name, form.limit.rule, form.limit.message);
  const validate = validateBody(form.schema);
  const checks: RequestHandler[] = form.countValidOnly ? [validate, limit] : [limit, validate];
  return Router().post(
    '/',
    ...checks,
    asyncHandler(async (req, res) => {
      const { data, message, status } = await form.handle(req.body as Input);
      sendOk(res, data, message, status);
    }),
  );
}

/**
 * The public forms, each stored and told to the team or the sender by e-mail:
 * `POST /api/contact-messages`, `/api/consultations`, `/api/meeting-registrations` and
 * `/api/newsletter` (one subscription per address; the welcome mail carries the discount code).
 * A second meeting registration with the same mobile number is not stored twice and is answered
 * exactly like a new one (201, no data), so the answer never reveals another person's registration.
 */
export function submissionRoutes(ctx: AppContext): Router {
  const submissions = submissionService(ctx);
  return Router()
    .use(
      '/contact-messages',
      formRoute<ContactMessageInput>(ctx, {
        limit: { name: 'contact-ip', rule: CONTACT_RATE_LIMIT, message: CONTACT_MESSAGES.tooMany },
        schema: contactMessageSchema,
        countValidOnly: true,
        handle: async (input) => ({
          data: await submissions.contact(input),
          message: CONTACT_MESSAGES.received,
          status: 201,
        }),
      }),
    )
    .use(
      '/consultations',
      formRoute<ConsultationRequestInput>(ctx, {
        limit: { name: 'consultation-ip', rule: CONSULTATION_RATE_LIMIT, message: CONSULTATION_MESSAGES.tooMany },
        schema: consultationRequestSchema,
        handle: async (input) => ({
          data: await submissions.consultation(input),
          message: CONSULTATION_MESSAGES.received,
          status: 201,
        }),
      }),
    )
    .use(
      '/meeting-registrations',
      formRoute<MeetingRegistrationInput>(ctx, {
        limit: { name: 'meeting-ip', rule: MEETING_RATE_LIMIT, message: MEETING_MESSAGES.tooMany },
        schema: meetingRegistrationSchema,
        handle: async (input) => {
          await submissions.registerForMeeting(input);
          return { data: null, message: MEETING_MESSAGES.registered, status: 201 };
        },
      }),
    )
    .use(
      '/newsletter',
      formRoute<NewsletterInput>(ctx, {
        limit: { name: 'newsletter-ip', rule: NEWSLETTER_RATE_LIMIT, message: NEWSLETTER_MESSAGES.tooMany },
        schema: newsletterSchema,
        countValidOnly: true,
        handle: async ({ email }) => {
          const receipt = await submissions.subscribe(email);
          return {
            data: receipt,
            message: receipt.welcomeMail === 'sent' ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.queued,
          };
        },
      }),
    );
}
