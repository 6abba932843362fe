import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TIME_SLOTS } from '../../src/shared/config/booking';
import {
  addDays,
  formatLongBookingDate,
  formatMonth,
  istDateOf,
  monthOf,
  shiftMonth,
} from '../../src/shared/contract/fields/bookingDates';

// Booking dates for the e2e specs: the server runs on the real clock, so every spec books days
// counted from today (IST). Each spec keeps to its own days so runs never collide on a slot.

/** The IST date `days` after today. */
export const dayAhead = (days: number) => addDays(istDateOf(Date.now()), days);

/**
 * The first slot of `date` still free on the server, for a spec on the shared server that books a
 * real slot: a retry (or a run repeated with --repeat-each) finds the slot of the attempt before
 * taken, and books the next one.
 */
export async function freeSlot(request: APIRequestContext, date: string): Promise<string> {
  const res = await request.get(`/api/bookings/availability?date=${date}`);
  expect(res.status()).toBe(200);
  const { taken, closed } = (await res.json()).data as { taken: string[]; closed: string[] };
  const free = TIME_SLOTS.find((time) => !taken.includes(time) && !closed.includes(time));
  if (!free) throw new Error(`no free slot left on ${date}`);
  return free;
}

/** The month view's name for a date: `Saturday, September 12, 2026`. */
export const dayLabel = formatLongBookingDate;

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(name) });
/**
 * The wizard shows that step: its heading, and its own view in place of the loader (a step's
 * code loads on the way, and until then the step before stays in the page, hidden).
 */
export async function expectStepShown(page: Page, name: string) {
  await expect(stepHeading(page, name)).toBeVisible();
  await expect(page.locator('.booking-step').getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
}
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
/** A slot's radio (its name may go on with the visitor's own time). */
export const slot = (page: Page, time: string) => page.getByRole('radio', { name: new RegExp(`^${time}`) });

/** The month view's day button of `iso` (in the DOM only while its month is shown). */
export const dayButton = (scope: Page | Locator, iso: string) =>
  scope.getByRole('button', { name: dayLabel(iso), exact: true });

/**
 * Moves the month view to the month of `iso` with its own Previous month / Next month buttons, as
 * a visitor would: a date a few days ahead is often in the next month (on the last days of a
 * month), and a calendar that opens on a chosen day may show a later month.
 */
export async function showMonthOf(scope: Page | Locator, iso: string) {
  const heading = scope.locator('#month-view-heading');
  const wanted = monthOf(iso);
  // The booking window is 90 days: the shown month is within a few months of today's.
  const today = monthOf(istDateOf(Date.now()));
  const months = Array.from({ length: 9 }, (_, index) => shiftMonth(today, index - 4));
  for (let step = 0; step < 6; step += 1) {
    const text = (await heading.textContent())?.trim();
    const shown = months.find((month) => formatMonth(month) === text);
    if (!shown) throw new Error(`the month view shows "${text}", not a month near today`);
    if (shown === wanted) break;
    const control = shown < wanted ? 'Next month' : 'Previous month';
    await scope.getByRole('button', { name: control }).click();
    await expect(heading).toHaveText(formatMonth(shiftMonth(shown, shown < wanted ? 1 : -1)));
  }
  await expect(heading).toHaveText(formatMonth(wanted));
}

/** Moves the month view to the month of `iso` and chooses that day. */
export async function chooseDay(scope: Page | Locator, iso: string) {
  await showMonthOf(scope, iso);
  await dayButton(scope, iso).click();
  await expect(dayButton(scope, iso)).toHaveAttribute('aria-pressed', 'true');
}

/** Steps 1 and 2 with the mouse. */
export async function chooseWithMouse(
  page: Page,
  options: { category: RegExp; service: string; date: string; time: string; method: string },
) {
  await page.getByRole('button', { name: options.category }).click();
  await page.locator('label', { hasText: options.service }).first().click();
  await next(page).click();
  await chooseDay(page, options.date);
  await page.locator('label', { hasText: options.time }).click();
  await page.getByLabel(/Preferred contact method/).selectOption(options.method);
  await next(page).click();
}

export async function fillDetails(
  page: Page,
  details: { name: string; email: string; phone: string; message: string },
) {
  await page.getByLabel(/Full Name/).fill(details.name);
  await page.getByLabel(/Email Address/).fill(details.email);
  await page.getByLabel(/Phone Number/).fill(details.phone);
  await page.getByLabel(/Event Details/).fill(details.message);
}

/**
 * Staff set "no advance" for these catalogue services (by the admin API), so their bookings are
 * confirmed at once: for specs about booking itself, not money (e2e/booking-advance.spec.ts is).
 */
export async function withoutAdvances(request: APIRequestContext, serviceIds: number[]): Promise<void> {
  const login = await request.post('/api/Auth/login', {
    data: { email: 'admin@example.com', password: 'Admin@12345' },
  });
  const token = (await login.json()).data.tokens.accessToken as string;
  for (const id of serviceIds) {
    const res = await request.put(`/api/admin/bookings/advance-rules/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { kind: 'none' },
    });
    if (!res.ok()) throw new Error(`advance rule of service ${id}: ${res.status()}`);
  }
}
