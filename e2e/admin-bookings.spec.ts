import { expect, type Page } from '@playwright/test';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { chooseDay, chooseWithMouse, dayAhead, dayButton, fillDetails, next, showMonthOf } from './support/booking';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { waitForMail } from './support/outbox';
import { slotTimes } from '../src/shared/contract/fields/bookingDates';

// The back office's bookings against the real server: the admin moves a customer's booking (the
// customer gets the updated invite), blocks a day the public calendar then no longer offers, and
// the dashboard's figures follow. This spec keeps to days 20 to 24 from today (IST).
// On a server of its own: the dashboard's count of upcoming bookings moves only with this spec's
// booking (the booking specs on the other worker book too), and a retry finds its slots free.
const test = testOnServerOfItsOwn();

const compactUtc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace('.000', '');

/** The number on the dashboard card whose link is `label`. */
const figure = (page: Page, label: string) =>
  page.locator('.card', { has: page.getByRole('link', { name: label, exact: true }) }).locator('.h4');

test('a customer books, the admin reschedules from /admin/bookings, the customer gets the updated invite and the dashboard counts it', async ({
  page,
  browser,
  baseURL,
  ownServer,
}) => {
  const email = `asha.admin${Date.now()}@example.com`;
  const [date, newDate] = [dayAhead(20), dayAhead(21)];

  await adminLogin(page);
  await expect(figure(page, 'Upcoming confirmed bookings')).toHaveText(/^\d+$/);
  const upcomingBefore = Number(await figure(page, 'Upcoming confirmed bookings').textContent());
  // The dashboard shows real figures only.
  await expect(page.getByText(/Sample data/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The customer books in a browser of their own.
  const customer = await browser.newPage({ baseURL });
  await customer.goto('/online-booking');
  await chooseWithMouse(customer, {
    category: /^Services/,
    service: 'Live Band',
    date,
    time: '11:00 AM',
    method: 'video-call',
  });
  await fillDetails(customer, {
    name: 'Asha Admin-Test',
    email,
    phone: '+91 98100 22222',
    message: 'Caricature artist for a sangeet',
  });
  await next(customer).click();
  await customer.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(customer).toHaveURL(/\/booking\/confirmed\/BK-\d{6}$/);
  const reference = customer.url().match(/BK-\d{6}/)![0];
  await waitForMail(email, /Subject: Consultation booked/, 10_000, ownServer.dataDir);
  await customer.close();

  await page.reload();
  await expect(figure(page, 'Upcoming confirmed bookings')).toHaveText(String(upcomingBefore + 1));

  // The list finds the booking with its confirmation mail's status.
  await page.getByRole('link', { name: 'Upcoming confirmed bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings/);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search bookings' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Sent');
  await expectNoAxeViolations(page);

  // Reschedule to the next day at 3 PM, from the day's real free slots.
  await row.getByRole('button', { name: `Reschedule: ${reference} (Asha Admin-Test)` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New date (IST)').fill(newDate);
  await dialog.getByRole('radio', { name: '03:00 PM' }).check();
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${reference} moved to` })).toBeVisible();
  await expect(dialog).toBeHidden();

  const update = await waitForMail(email, /Subject: Consultation moved/, 10_000, ownServer.dataDir);
  expect(update).toContain(reference);
  expect(update).toContain('method=REQUEST');
  expect(update).toContain(`DTSTART:${compactUtc(slotTimes(newDate, '03:00 PM').start)}`);
  expect(update).toContain('SEQUENCE:1');

  // The month view shows it on its new day (a grid; at 375 px a list of the days with bookings),
  // and the day opens its agenda, which shows it at 3 PM.
  await page.goto(`/admin/bookings/month?month=${newDate.slice(0, 7)}`);
  const dayName = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${newDate}T00:00:00Z`));
  const grid = page.getByRole('table', { name: /^Confirmed bookings in/ });
  const day = grid.getByRole('button', { name: new RegExp(`^${dayName}, \\d+ bookings?`) });
  await expect(day.locator('xpath=ancestor::td')).toContainText('03:00 PM · Live Band · Asha Admin-Test');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(grid).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: /^03:00 PM · Live Band · Asha Admin-Test$/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/agenda\\?date=${newDate}$`));
  await expect(page.getByRole('listitem').filter({ hasText: '03:00 PM' })).toContainText(reference);
  await expectNoAxeViolations(page);
});

/** A visitor's own browser at step 2 of the booking wizard (the month view). */
async function openCalendar(page: Page, baseURL: string | undefined): Promise<Page> {
  const visitor = await page.context().browser()!.newPage({ baseURL });
  await visitor.goto('/online-booking');
  await visitor.getByRole('button', { name: /^Services/ }).click();
  await visitor.locator('label', { hasText: 'Live Band' }).first().click();
  await next(visitor).click();
  return visitor;
}

test('a date blocked by the admin is no longer offered by the public calendar, and is again once unblocked', async ({
  page,
  baseURL,
}) => {
  const [holiday, open] = [dayAhead(23), dayAhead(24)];
  await adminLogin(page);
  await page.goto('/admin/bookings/blocked');
  await page.getByLabel('Date (IST)').fill(holiday);
  await page.getByLabel('Reason (staff only)').fill('Office holiday');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Blocked; the public calendar no longer offers it.' }),
  ).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Office holiday' });
  await expect(entry).toContainText('Whole day');
  await expectNoAxeViolations(page);

  const visitor = await openCalendar(page, baseURL);
  // The two days may fall in different months: each is looked at in its own.
  await showMonthOf(visitor, holiday);
  await expect(dayButton(visitor, holiday)).toBeDisabled();
  await chooseDay(visitor, open);

  await entry.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Block removed.' })).toBeVisible();
  await visitor.close();
  const again = await openCalendar(page, baseURL);
  await chooseDay(again, holiday);
  await again.close();
});
