import { Router } from 'express';
import { COMPANY } from '../../src/content/company';
import { WELCOME_DISCOUNT } from '../../src/content/promotions';
import { newsletterSchema, type NewsletterInput } from '../../src/shared/validation/newsletter';
import type { AppContext } from '../context';
import { sendOk } from '../lib/envelope';
import { newsletterWelcomeMail } from '../mail/templates/newsletterWelcome';
import { RateLimiter, clientIp } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';

export interface NewsletterSubscriptionRecord {
  id: number;
  email: string;
  createdAt: string;
  /** When the welcome mail last went out (ms); a repeat sign-up re-sends it at most once a day. */
  lastMailedAt: number;
}

declare module '../db/schema' {
  interface DbSchema {
    newsletterSubscriptions: NewsletterSubscriptionRecord[];
  }
}

const MINUTE = 60_000;
export const WELCOME_RESEND_AFTER_MS = 24 * 60 * MINUTE;

export const NEWSLETTER_MESSAGES = {
  // The same answer for a new and a known address: the form does not reveal who subscribed.
  subscribed: 'Thank you! Your 10% discount code has been sent to your email.',
  tooMany: 'Too many sign-ups from your network. Please try again in a few minutes.',
} as const;

/** `POST /api/newsletter`: stores a subscription once per address and mails the discount code. */
export function newsletterRoutes(ctx: AppContext): Router {
  const { db, clock, config, mail } = ctx;
  const router = Router();
  const perIp = new RateLimiter({ max: 10, windowMs: 15 * MINUTE }, clock, config.rateLimitFactor);

  router.post('/', validateBody(newsletterSchema), (req, res) => {
    const keys = [clientIp(req)];
    perIp.assertAllowed(keys, NEWSLETTER_MESSAGES.tooMany);
    perIp.hit(keys);

    const { email } = req.body as NewsletterInput;
    const now = clock.now();
    const shouldMail = db.mutate((state) => {
      state.newsletterSubscriptions ??= [];
      const existing = state.newsletterSubscriptions.find((record) => record.email === email);
      if (!existing) {
        state.newsletterSubscriptions.push({ id: db.nextId('newsletterSubscriptions'), email, createdAt: new Date(now).toISOString(), lastMailedAt: now });
        return true;
      }
      // A repeat sign-up is not stored twice; the code is mailed again only after a day (no mail bombing).
      if (now - existing.lastMailedAt < WELCOME_RESEND_AFTER_MS) return false;
      existing.lastMailedAt = now;
      return true;
    });
    if (shouldMail) {
      mail.queue(newsletterWelcomeMail({ to: email, code: WELCOME_DISCOUNT.code, percent: WELCOME_DISCOUNT.percent, siteUrl: config.publicUrl, companyName: COMPANY.name }));
    }
    sendOk(res, null, NEWSLETTER_MESSAGES.subscribed);
  });

  return router;
}
