import { addDays, istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import { createTestApp, type TestApp } from '../../test/testApp';
import { readSeed } from '../../test/seed';
import { SEED_ANCHOR_DATE, datedSeed, seedShiftDays } from './seedDates';

type Dated = { id: number; date: string; type?: string; createdAt: string; updatedAt: string };
const seed = readSeed<{ events: Dated[]; blogPosts: Dated[] }>();
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe('the seed dated for the day the database is made', () => {
  // Every day of three years around the anchor, at 23:30 IST (the IST date, not the UTC one, counts).
  const days = Array.from({ length: 3 * 365 }, (_, i) => addDays(SEED_ANCHOR_DATE, i - 400));

  it.each([0, 1, 6, 7, 13, -1, -7, -8, 365, -365])(
    'moves the anchor into the week of the day, %i days after it',
    (offset) => {
      const today = addDays(SEED_ANCHOR_DATE, offset);
      const shift = seedShiftDays(istDayStart(today) + 23.5 * 3600_000);
      expect(Math.abs(shift % 7)).toBe(0);
      expect(daysBetween(addDays(SEED_ANCHOR_DATE, shift), today)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(addDays(SEED_ANCHOR_DATE, shift), today)).toBeLessThanOrEqual(6);
    },
  );

  it('keeps each event on its weekday, with past and upcoming ones on any day, the next within a week', () => {
    for (const today of days) {
      const now = istDayStart(today) + 23.5 * 3600_000;
      expect(istDateOf(now)).toBe(today);
      const events = datedSeed(seed as never, now).events as unknown as Dated[];
      expect(events.map((e) => weekday(e.date))).toEqual(seed.events.map((e) => weekday(e.date)));
      const ahead = events.map((e) => daysBetween(today, e.date)).sort((a, b) => a - b);
      const upcoming = ahead.filter((d) => d >= 0);
      expect([today, upcoming.length >= 15 && upcoming.length <= 20]).toEqual([today, true]);
      expect([today, Math.min(...upcoming) <= 7, Math.max(...upcoming) <= 135]).toEqual([today, true, true]);
      expect([today, ahead.filter((d) => d < 0).length >= 10]).toEqual([today, true]);
    }
  });

  it('moves Event posts with the events (one upcoming), keeps articles as written, and never dates a change after now', () => {
    const today = addDays(SEED_ANCHOR_DATE, 500);
    const now = istDayStart(today) + 10 * 3600_000;
    const dated = datedSeed(seed as never, now) as unknown as typeof seed;
    const shift = seedShiftDays(now);
    dated.blogPosts.forEach((post, i) => {
      const original = seed.blogPosts[i]!;
      expect(post.date).toBe(post.type === 'Event' ? addDays(original.date, shift) : original.date);
    });
    expect(dated.blogPosts.filter((p) => p.type === 'Event' && p.date >= today)).toHaveLength(1);
    for (const row of [...dated.events, ...dated.blogPosts]) {
      expect(Date.parse(row.updatedAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.parse(row.updatedAt));
    }
    expect(Date.parse(dated.events[0]!.updatedAt)).toBe(Date.parse(seed.events[0]!.updatedAt) + shift * 86_400_000);
  });
});

describe('a new database', () => {
  let t: TestApp;
  afterEach(() => t?.cleanup());

  it('lists some events as upcoming (with Register) and some as past, relative to the day it was made', async () => {
    t = await createTestApp();
    const today = istDateOf(t.clock.now());
    const events = (await t.api.get('/api/events')).body.data as Array<{ date: string; isPast: boolean }>;
    const upcoming = events.filter((e) => !e.isPast);
    expect(upcoming.length).toBeGreaterThanOrEqual(15);
    expect(events.length - upcoming.length).toBeGreaterThanOrEqual(10);
    expect(upcoming.every((e) => e.date >= today && daysBetween(today, e.date) <= 135)).toBe(true);
    const posts = (await t.api.get('/api/blog-posts')).body.data as Array<{ type: string; isPast: boolean }>;
    expect(posts.filter((p) => p.type === 'Event' && !p.isPast)).toHaveLength(1);
  });
});
