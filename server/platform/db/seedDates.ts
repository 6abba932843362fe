import { addDays, istDateOf, isIsoDate } from '../../../src/shared/contract/fields/bookingDates';
import type { Snapshot, SnapshotRow } from './seedSnapshot';

/*
 * The seed's events and Event posts are dated for one day, SEED_ANCHOR_DATE. A database made on
 * another day gets them moved by whole weeks, so that the anchor falls in the week the database is
 * made: about a third of the events have taken place, the rest come in the next four months, and
 * each keeps its weekday (a Saturday workshop stays on a Saturday, with its time). Blog articles
 * keep their own dates (they were written when they say).
 */

/** The IST day db.json's event dates are written for. */
export const SEED_ANCHOR_DATE = '2025-12-07';

const DAY_MS = 86_400_000;

/** Whole weeks (in days) from the anchor to the week of `now` in IST: 0 on the anchor day and the six after it. */
export function seedShiftDays(now: number): number {
  const days = Math.round((Date.parse(istDateOf(now)) - Date.parse(SEED_ANCHOR_DATE)) / DAY_MS);
  return Math.floor(days / 7) * 7;
}

/** A row's date moved by `days`; its created and updated times with it, never later than `now`. */
function shifted(row: SnapshotRow, days: number, now: number): SnapshotRow {
  const moved = { ...row };
  if (isIsoDate(row.date)) moved.date = addDays(row.date, days);
  for (const key of ['createdAt', 'updatedAt'] as const) {
    const at = typeof row[key] === 'string' ? Date.parse(row[key]) : NaN;
    if (!Number.isNaN(at)) moved[key] = new Date(Math.min(at + days * DAY_MS, now)).toISOString();
  }
  return moved;
}

/** The seed as of `now`: its events and Event posts dated relative to that day (see above). */
export function datedSeed(seed: Snapshot, now: number): Snapshot {
  const days = seedShiftDays(now);
  return {
    ...seed,
    events: seed.events?.map((event) => shifted(event, days, now)),
    blogPosts: seed.blogPosts?.map((post) => (post.type === 'Event' ? shifted(post, days, now) : post)),
  };
}
