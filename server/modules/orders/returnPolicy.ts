import { NEXT_RETURN_STATUSES, type ReturnStatus } from '../../../src/shared/config/shop';

/*
 * Return periods of the exchange and refund policy (spec admin document, "Exchange and refund";
 * src/content/policies/exchangeRefund.ts) by the shop's category slug. The policy names five
 * categories; the shop's other categories (gifting, hampers, art, corporate gifts) are closest to
 * its "home decor" row, so they get its 14 days (DEFAULT_RETURN_DAYS).
 */
export const RETURN_DAYS_BY_CATEGORY: Readonly<Record<string, number>> = {
  clothing: 30,
  electronics: 7,
  'home-decor': 14,
  beauty: 7,
  books: 14,
};
export const DEFAULT_RETURN_DAYS = 14;

const DAY = 24 * 60 * 60_000;

export const returnDaysFor = (categorySlug: string | undefined) =>
  (categorySlug && RETURN_DAYS_BY_CATEGORY[categorySlug]) || DEFAULT_RETURN_DAYS;

/** The last moment a return may be asked for (ISO), counted from delivery. */
export const returnableUntil = (deliveredAt: string, days: number) =>
  new Date(Date.parse(deliveredAt) + days * DAY).toISOString();

/** The return's state machine lives with the statuses (the back office offers the same next steps). */
export { NEXT_RETURN_STATUSES } from '../../../src/shared/config/shop';

export const canAdvance = (from: ReturnStatus, to: ReturnStatus) => NEXT_RETURN_STATUSES[from].includes(to);
