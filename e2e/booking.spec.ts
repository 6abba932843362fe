import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  chooseDay,
  chooseWithMouse,
  dayAhead,
  dayButton,
  dayLabel,
  fillDetails,
  next,
  slot,
  stepHeading,
  withoutAdvances,
} from './support/booking';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { waitForMail } from './support/outbox';
import { formatBookingDate, formatMonth, monthOf, slotTimes } from '../src/shared/contract/fields/bookingDates';
import { waitForAnimations } from './support/overlays';

// The booking wizard, the consultation request and the meeting registration against the real
// server. Each test books its own day (counted from today, IST) so they never collide on a slot;
// e2e/booking-manage.spec.ts has the confirmation page and the manage links.
// On a server of its own: a retry (a fresh worker, so a fresh server) finds its slots free again,
// where on the shared server the first attempt's booking would have taken them.
const test = testOnServerOfItsOwn();

// About booking itself, not money: Caricature (1) and Badges (42) take no advance on this server,
// so they are confirmed at once (advances: booking-advance.spec.ts).
test.beforeEach(({ request }) => withoutAdvances(request, [1, 42]));

const SUCCESS = 'Your consultation has been booked successfully!';
const MAIL_SENT = 'A confirmation email has been sent.';
const FAILURE = 'There was an error booking your consultation. Please try again.';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoAxeViolations(page: Page, context: string) {
  // Colour contrast is measured on colours at rest, not mid-transition.
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe on ${context}`).toEqual([]);
}

/** Presses Tab (only Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('books Caricature with the keyboard only on the month view; the slot then shows as taken', async ({
  page,
  ownServer,
}) => {
  const date = dayAhead(3);
  await page.goto('/online-booking');
  await expect(stepHeading(page, 'Choose Your Event Service')).toBeVisible();

  // Step 1: the Services tile, then Caricature with Space: the focus moves on to Next.
  await tabTo(page, page.getByRole('button', { name: /^Services/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Services: choose one' })).toBeFocused();
  const caricature = page.getByRole('radio', { name: /Caricature/ });
  await tabTo(page, caricature);
  await page.keyboard.press('Space');
  await expect(caricature).toBeChecked();
  await expect(next(page)).toBeFocused();
  await expect(next(page)).toBeInViewport();
  await page.keyboard.press('Enter');

  // Step 2: Tab reaches one day of the month view; the arrows walk to the day (into the next month
  // when the day is there: three days ahead often is, near a month's end), Enter chooses it.
  await expect(stepHeading(page, 'Select Date & Time')).toBeFocused();
  await tabTo(page, page.locator('.month-view__day[tabindex="0"]'));
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  const first = await focusedDay();
  for (let presses = 0; presses < 10 && (await focusedDay()) !== dayLabel(date); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  const target = dayButton(page, date);
  await expect(target, `from ${first}`).toBeFocused();
  await expect(page.locator('#month-view-heading')).toHaveText(formatMonth(monthOf(date)));
  await page.keyboard.press('Enter');
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await expect(slot(page, '11:00 AM')).toBeEnabled();
  await tabTo(page, slot(page, '09:00 AM'));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slot(page, '11:00 AM')).toBeChecked();
  const method = page.getByLabel(/Preferred contact method/);
  await tabTo(page, method);
  await page.keyboard.press('ArrowDown');
  await expect(method).toHaveValue('video-call');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // Step 3: typed details; Next submits the form.
  await expect(stepHeading(page, 'Your Information')).toBeFocused();
  await expect(page.getByLabel(/Full Name/)).toBeVisible(); // step 3's code loads on its own
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Full Name/)).toBeFocused();
  await page.keyboard.type('Asha Rao');
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha.keyboard@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+91 98100 11111');
  await page.keyboard.press('Tab'); // Event Type stays optional
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Event Details/)).toBeFocused();
  await page.keyboard.type('Caricature artist for a sangeet, 150 guests');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // Step 4: the review, then Confirm Booking with Enter.
  await expect(stepHeading(page, 'Review & Confirm')).toBeFocused();
  const review = page.locator('.booking-review');
  await expect(review).toContainText('Caricature');
  await expect(review).toContainText(formatBookingDate(date));
  await expect(review).toContainText('11:00 AM');
  await expect(review).toContainText('Video Call');
  await expect(review).toContainText('Total Amount₹9,999');
  await expect(page.getByText('What happens next?')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');

  // The confirmation page, its heading focused.
  await expect(page).toHaveURL(/\/booking\/confirmed\/BK-\d{6}$/);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeFocused();
  await expect(page.getByText(MAIL_SENT)).toBeVisible();
  const reference = page.url().match(/BK-\d{6}/)?.[0];
  expect(reference).toBeTruthy();

  const mail = await waitForMail(
    'asha.keyboard@example.com',
    /Subject: Consultation booked: Caricature/,
    10_000,
    ownServer.dataDir,
  );
  expect(mail).toContain(reference!);
  expect(mail).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
  const start = new Date(slotTimes(date, '11:00 AM').start).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(mail).toContain(`DTSTART:${start}`);
  await waitForMail(
    'bookings@utsavevents.example',
    new RegExp(`Subject: New booking ${reference}`),
    10_000,
    ownServer.dataDir,
  );

  // The same slot is now shown as booked.
  await page.goto('/online-booking');
  await page.getByRole('button', { name: /^Services/ }).click();
  await page.locator('label', { hasText: 'Caricature' }).click();
  await next(page).click();
  await chooseDay(page, date);
  await expect(page.getByRole('radio', { name: '11:00 AM (booked)' })).toBeDisabled();
  await expect(slot(page, '12:00 PM')).toBeEnabled();
});

test('a server failure keeps everything typed and shows the error alert', async ({ page }) => {
  await page.route('**/api/send-email', (route) =>
    route.fulfill({
      status: 500,
      json: { isSuccess: false, message: 'Something went wrong on our side. Please try again.' },
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/online-booking');
  const date = dayAhead(4);
  await chooseWithMouse(page, {
    category: /^Events/,
    service: 'Wedding planning',
    date,
    time: '10:00 AM',
    method: 'phone-call',
  });
  await fillDetails(page, {
    name: 'Rohan Verma',
    email: 'rohan@example.com',
    phone: '98100 22222',
    message: 'Winter wedding in Jaipur',
  });
  await next(page).click();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByRole('alert')).toContainText(FAILURE);
  expect(errors.some((text) => text.includes('Booking failed'))).toBe(true);
  await expectNoAxeViolations(page, 'the booking error alert');
  const review = page.locator('.booking-review');
  await expect(review).toContainText('Wedding planning');
  await expect(review).toContainText(formatBookingDate(date));
  await expect(review).toContainText('rohan@example.com');
  await expect(review).toContainText('₹99,999');

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('Rohan Verma');
  await expect(page.getByLabel(/Event Details/)).toHaveValue('Winter wedding in Jaipur');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(dayButton(page, date)).toHaveAttribute('aria-pressed', 'true');
  await expect(slot(page, '10:00 AM')).toBeChecked();
});

test('axe finds no WCAG 2.2 A/AA violations on any wizard step, the confirmation page or an error', async ({
  page,
}) => {
  await page.goto('/online-booking');
  await expect(stepHeading(page, 'Choose Your Event Service')).toBeVisible();
  await expectNoAxeViolations(page, 'step 1 tiles');
  await page.getByRole('button', { name: /^Products/ }).click();
  await page.getByLabel('Search products').fill('badge');
  await expect(page.getByText(/^1 of 19 shown$/)).toBeVisible();
  await page.locator('label', { hasText: 'Badges' }).click();
  await expectNoAxeViolations(page, 'step 1 items, searched');
  await next(page).click();
  await expectNoAxeViolations(page, 'step 2 month view');
  await chooseDay(page, dayAhead(5));
  await page.locator('label', { hasText: '03:00 PM' }).click();
  await page.getByLabel(/Preferred contact method/).selectOption('in-person');
  await expectNoAxeViolations(page, 'step 2');
  await next(page).click();
  await page.getByLabel(/Full Name/).fill('Axe Tester');
  await page.getByLabel(/Email Address/).fill('not-an-email');
  await page.getByLabel(/Phone Number/).fill('98100 33333');
  await page.getByLabel(/Event Details/).fill('Badges for a conference');
  await next(page).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoAxeViolations(page, 'step 3 with an error');
  await page.getByLabel(/Email Address/).fill('axe@example.com');
  await next(page).click();
  await expect(stepHeading(page, 'Review & Confirm')).toBeVisible();
  await expectNoAxeViolations(page, 'step 4');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expectNoAxeViolations(page, 'the confirmation page');
});

test('online consultation: the catalogue lists, the steps and a request that reaches the company', async ({
  page,
  ownServer,
}) => {
  await page.goto('/online-consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Online Consultation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activities (40)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Printing and Gifting (19)' })).toBeVisible();
  await expectNoAxeViolations(page, 'the consultation page');

  await page.getByRole('tab', { name: 'Event Packages (28)' }).click();
  await expect(page.getByRole('heading', { name: 'Wedding planning' })).toBeVisible();
  await page.getByRole('button', { name: 'Enquire about Annual Day' }).click();
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expect(page.getByLabel(/Consultation type/)).toHaveValue('packages');

  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expectNoAxeViolations(page, 'the consultation form with errors');

  await page.getByLabel(/^Name/).fill('Kavya Iyer');
  await page.getByLabel(/^Email/).fill('kavya@example.com');
  await page.getByLabel(/^Phone/).fill('98100 44444');
  await page.getByLabel(/Preferred contact method/).selectOption('video-call');
  await page.getByLabel(/Budget/).selectOption('200000-500000');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your consultation request has been sent.' }),
  ).toBeVisible();
  const mail = await waitForMail(
    'bookings@utsavevents.example',
    /Reply-To: kavya@example.com/,
    10_000,
    ownServer.dataDir,
  );
  expect(mail).toContain('Annual Day');
});

test('meeting registration end to end: progress bar, enable rule, success view and join link', async ({ page }) => {
  await page.goto('/global-event-summit-2025');
  await expect(page.getByRole('heading', { name: 'Join Our Meeting' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Form completion' });
  const submit = page.getByRole('button', { name: 'Submit Details' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page, 'the meeting page');

  await page.getByLabel(/^Name/).fill('Neha Gupta');
  await page.getByLabel(/Mobile Number/).fill('+91 98765 43210');
  await page.getByLabel(/Age/).fill('34');
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await page.getByLabel(/City/).fill('   ');
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await page.getByLabel(/City/).fill('Gurugram');
  await page.getByLabel(/Profession/).fill('Event manager');
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Organization/).fill('Acme Corp');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(submit).toBeEnabled();

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/meeting-registrations'));
  await submit.click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(page.getByText("Welcome aboard! You're all set to join our exclusive meeting.")).toBeVisible();
  const join = page.getByRole('link', { name: /Join the Meeting/ });
  await expect(join).toHaveAttribute('href', /^https:\/\//);
  await expect(join).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'the meeting success view');
});
