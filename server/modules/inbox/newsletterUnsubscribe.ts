import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/lib/httpError';

export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'You have been unsubscribed. You will receive no more newsletter e-mails from us.',
  status: 'Confirm to unsubscribe.',
  invalid: 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.',
  expired: 'This unsubscribe link has expired. Reply to any of our e-mails and we will remove your address.',
} as const;

/** How long the link in a welcome mail keeps working (a mail may be read months later). */
export const UNSUBSCRIBE_TOKEN_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

type LinkContext = Pick<AppContext, 'store' | 'clock' | 'config' | 'linkKey'>;

// A token is `u1-<subscription id>-<expiry, epoch seconds base 36>-<HMAC, base64url>`, signed
// with the link key over a prefix of its own (booking links sign `booking-manage:`, so neither
// can stand for the other) and the address, so a token stops working if the row's e-mail changes.
const signature = (key: Buffer, id: number, email: string, expires: string) =>
  crypto
    .createHmac('sha256', key)
    .update(`newsletter-unsubscribe:${id}:${email.toLowerCase()}:${expires}`)
    .digest('base64url');

const TOKEN_SHAPE = /^u1-([1-9]\d{0,14})-([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/;

export function unsubscribeToken(key: Buffer, subscription: { id: number; email: string }, now: number): string {
  const expires = Math.floor((now + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000).toString(36);
  return `u1-${subscription.id}-${expires}-${signature(key, subscription.id, subscription.email, expires)}`;
}

/** The links a newsletter mail carries: the page (body) and the one-click POST target (header). */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/newsletter/unsubscribe?${query}`,
    oneClick: `${publicUrl}/api/newsletter/unsubscribe?${query}`,
  };
}

/** Unsubscribing by the signed link of a newsletter mail (no login). */
export function unsubscribeService(ctx: LinkContext) {
  const { store, clock, linkKey } = ctx;

  /** The subscription of a valid token; 400 for a forged or unknown one, 410 once expired. */
  async function subscriptionOf(token: unknown) {
    const match = typeof token === 'string' ? TOKEN_SHAPE.exec(token) : null;
    if (!match) throw new HttpError(400, UNSUBSCRIBE_MESSAGES.invalid);
    const [, idText, expires, sig] = match;
    const subscription = await store.submissions.findSubscriptionById(Number(idText));
    const expected = subscription
      ? Buffer.from(signature(linkKey, subscription.id, subscription.email, expires))
      : Buffer.alloc(0);
    const given = Buffer.from(sig);
    if (!subscription || expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
      throw new HttpError(400, UNSUBSCRIBE_MESSAGES.invalid);
    if (parseInt(expires, 36) * 1000 < clock.now()) throw new HttpError(410, UNSUBSCRIBE_MESSAGES.expired);
    return subscription;
  }

  return {
    /** What the confirmation page shows; changes nothing (mail scanners follow links). */
    async status(token: unknown): Promise<{ email: string; subscribed: boolean }> {
      const subscription = await subscriptionOf(token);
      return { email: subscription.email, subscribed: subscription.unsubscribedAt === null };
    },

    /** Unsubscribes (once: a second request keeps the first time). */
    async unsubscribe(token: unknown): Promise<{ email: string; subscribed: false }> {
      const subscription = await subscriptionOf(token);
      await store.submissions.unsubscribe(subscription.id, new Date(clock.now()).toISOString());
      return { email: subscription.email, subscribed: false };
    },
  };
}
