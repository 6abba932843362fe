import { Router } from 'express';
import { contactMessageSchema, type ContactMessageInput } from '../../src/shared/validation/contact';
import type { AppContext } from '../context';
import { sendOk } from '../lib/envelope';
import { contactMessageMail } from '../mail/templates/contactMessage';
import { RateLimiter, clientIp } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';

export interface ContactMessageRecord extends ContactMessageInput {
  id: number;
  createdAt: string;
  status: 'new';
}

declare module '../db/schema' {
  interface DbSchema {
    contactMessages: ContactMessageRecord[];
  }
}

const MINUTE = 60_000;

export const CONTACT_MESSAGES = {
  received: 'Thank you for your message! We will get back to you soon.',
  tooMany: 'Too many messages from your network. Please try again in a few minutes.',
} as const;

/** `POST /api/contact-messages`: validates and stores a message, then tells the team by e-mail. */
export function contactMessageRoutes(ctx: AppContext): Router {
  const { db, clock, config, mail } = ctx;
  const router = Router();
  const perIp = new RateLimiter({ max: 5, windowMs: 15 * MINUTE }, clock, config.rateLimitFactor);

  router.post('/', validateBody(contactMessageSchema), (req, res) => {
    const keys = [clientIp(req)];
    perIp.assertAllowed(keys, CONTACT_MESSAGES.tooMany);
    perIp.hit(keys);

    const input = req.body as ContactMessageInput;
    const createdAt = new Date(clock.now()).toISOString();
    const record = db.mutate((state) => {
      state.contactMessages ??= [];
      const stored: ContactMessageRecord = { id: db.nextId('contactMessages'), ...input, createdAt, status: 'new' };
      state.contactMessages.push(stored);
      return stored;
    });
    mail.queue(contactMessageMail({ to: config.companyInbox, id: record.id, message: input, receivedAt: createdAt }));
    sendOk(res, { id: record.id }, CONTACT_MESSAGES.received, 201);
  });

  return router;
}
