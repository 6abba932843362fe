import { expect, test } from '@playwright/test';
import { dayAhead, dayButton, expectStepShown, fillDetails, next, showMonthOf, slot } from './support/booking';
import {
  addDays,
  formatBookingDate,
  formatMonth,
  istDayStart,
  monthOf,
  shiftMonth,
} from '../src/shared/contract/fields/bookingDates';

// The wizard on the last day of a month, whatever today is: the browser's clock is set to the last
// day of next month at 08:00 IST (every slot of that day is then inside the 12-hour notice), while
// the server keeps the real clock, so the days the visitor sees are inside its booking window too.
// The other booking specs run on the real date and meet month ends only when they happen.

const monthAfterNext = `${shiftMonth(monthOf(dayAhead(0)), 2)}-01`;
const lastDay = addDays(monthAfterNext, -1);
const EIGHT_AM_IST = istDayStart(lastDay) + 8 * 3_600_000;

test('on the last day of a month, once its slots are inside the notice, the month view opens on the next month', async ({
  page,
}) => {
  await page.clock.setFixedTime(EIGHT_AM_IST);
  await page.goto('/online-booking');
  await page.getByRole('button', { name: /^Services/ }).click();
  await page.locator('label', { hasText: 'Caricature' }).first().click();
  await next(page).click();
  await expectStepShown(page, 'Select Date & Time');

  const heading = page.locator('#month-view-heading');
  await expect(heading).toHaveText(formatMonth(monthOf(monthAfterNext)));
  // The month that ends today has nothing left to book; the visitor can still look at it.
  await showMonthOf(page, lastDay);
  await expect(dayButton(page, lastDay)).toBeDisabled();
  await expect(page.locator('.month-view__day[tabindex="0"]')).toHaveCount(0);
  await showMonthOf(page, monthAfterNext);

  // Tab reaches the first day that can be booked, the next month's first; Enter chooses it.
  await page.locator('#booking-day-legend').click();
  const firstDay = dayButton(page, monthAfterNext);
  for (
    let presses = 0;
    presses < 10 && !(await firstDay.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(firstDay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  await page.locator('label', { hasText: '11:00 AM' }).click();
  await expect(slot(page, '11:00 AM')).toBeChecked();
  await page.getByLabel(/Preferred contact method/).selectOption('video-call');
  await next(page).click();

  await expectStepShown(page, 'Your Information');
  await fillDetails(page, {
    name: 'Meera Month-End',
    email: 'meera.monthend@example.com',
    phone: '+91 98100 55555',
    message: 'Caricature artist for a New Year party',
  });
  await next(page).click();
  await expectStepShown(page, 'Review & Confirm');
  await expect(page.locator('.booking-review')).toContainText(formatBookingDate(monthAfterNext));
});
