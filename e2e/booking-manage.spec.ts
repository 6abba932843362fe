import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { calendarParts, lineProblems, parseInvite } from '../server/test/invites';
import { formatBookingDate, slotTimes } from '../src/shared/contract/fields/bookingDates';
import { chooseDay, dayAhead, fillDetails, next, slot, stepHeading } from './support/booking';
import { startIsolatedServer, testOnServerOfItsOwn } from './support/isolatedServer';
import { expectOverlaySettled, waitForAnimations } from './support/overlays';
import { waitForMail } from './support/outbox';

// After booking: the confirmation page with calendar links, and rescheduling or cancelling by the
// link in the e-mail, before and after the deadline. Days 6 to 12 ahead are this spec's own.
// On a server of its own: a retry (a fresh worker, so a fresh server) finds its slots free again,
// where on the shared server the first attempt's booking would have taken them.
const test = testOnServerOfItsOwn();

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoAxeViolations(page: Page, context: string) {
  // Colour contrast is measured on colours at rest, not mid-transition.
  await waitForAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe on ${context}`).toEqual([]);
}

const compactUtc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace('.000', '');

/** Books through the API (the wizard has its own tests) and returns the manage links of the mail. */
async function bookByApi(
  request: APIRequestContext,
  options: { date: string; time: string; email: string; method?: string; baseURL?: string; dataDir?: string },
) {
  const res = await request.post(`${options.baseURL ?? ''}/api/send-email`, {
    data: {
      selectedService: { id: 8 },
      selectedDate: options.date,
      selectedTime: options.time,
      formData: {
        name: 'Meera Kapoor',
        email: options.email,
        phone: '+91 98100 55555',
        eventType: '',
        message: 'Anniversary dinner',
        preferredMethod: options.method ?? 'phone-call',
      },
    },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(options.email, /Subject: Consultation booked/, 10_000, options.dataDir);
  const link = (label: string) => new RegExp(`${label}: (http\\S+)`).exec(mail)?.[1];
  return {
    reference: (await res.json()).data.reference as string,
    reschedule: link('Reschedule')!,
    cancel: link('Cancel')!,
    mail,
  };
}

test.describe('in a browser on London time', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('a booking shows each slot in the visitor zone too, and ends on the confirmation page with working calendar links', async ({
    page,
    ownServer,
  }) => {
    const date = dayAhead(6);
    await page.goto('/online-booking');
    await page.getByRole('button', { name: /^Services/ }).click();
    await page.locator('label', { hasText: 'Live Band' }).click();
    await next(page).click();
    await chooseDay(page, date);
    await expect(page.getByText('Times are in India Standard Time (IST).')).toBeVisible();
    await expect(
      page.getByText('Your time zone is Europe/London: each time is also shown in your local time.'),
    ).toBeVisible();
    const london = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/London',
    }).format(slotTimes(date, '11:00 AM').start);
    await expect(page.getByRole('radio', { name: `11:00 AM ${london} your time` })).toBeEnabled();
    await slot(page, '11:00 AM').check({ force: true });
    await page.getByLabel(/Preferred contact method/).selectOption('video-call');
    await next(page).click();
    await fillDetails(page, {
      name: 'Kabir Malhotra',
      email: 'kabir.calendar@example.com',
      phone: '+91 98100 66666',
      message: 'Caricatures for a launch party',
    });
    await next(page).click();
    await expect(stepHeading(page, 'Review & Confirm')).toBeVisible();
    await expect(page.locator('.booking-review')).toContainText(formatBookingDate(date));
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page).toHaveURL(/\/booking\/confirmed\/BK-\d{6}$/);
    const reference = page.url().match(/BK-\d{6}/)![0];
    await expect(page.getByRole('heading', { name: 'Your consultation has been booked successfully!' })).toBeVisible();
    await expect(page.getByText('A confirmation email has been sent.')).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    const facts = page.locator('.booking-review');
    await expect(facts).toContainText(formatBookingDate(date));
    await expect(facts).toContainText('11:00 AM (India Standard Time)');
    await expect(facts).toContainText('Video Call');
    await expect(
      page.getByText('Our team will contact you 24 hours before your consultation to confirm the details.'),
    ).toBeVisible();
    await expect(page.getByText('You will receive the meeting link 30 minutes before the session.')).toBeVisible();
    await expectNoAxeViolations(page, 'the confirmation page');

    // Google and Outlook get the consultation's UTC times; the .ics is the mailed invite's event.
    const { start, end } = slotTimes(date, '11:00 AM');
    const google = new URL((await page.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!);
    expect([
      google.origin + google.pathname,
      google.searchParams.get('action'),
      google.searchParams.get('dates'),
    ]).toEqual(['https://calendar.google.com/calendar/render', 'TEMPLATE', `${compactUtc(start)}/${compactUtc(end)}`]);
    expect(google.searchParams.get('text')).toBe('Utsav Events consultation: Live Band');
    const outlook = new URL((await page.getByRole('link', { name: /Outlook/ }).getAttribute('href'))!);
    expect([outlook.hostname, outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt')]).toEqual([
      'outlook.live.com',
      new Date(start).toISOString(),
      new Date(end).toISOString(),
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .ics file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`consultation-${reference}.ics`);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(lineProblems(ics)).toEqual([]);
    const event = parseInvite(ics);
    expect(event).toMatchObject({
      method: 'PUBLISH',
      sequence: 0,
      start: new Date(start).toISOString(),
      attendees: [],
    });
    const mail = await waitForMail(
      'kabir.calendar@example.com',
      new RegExp(`Subject: Consultation booked.*\\n?.*${reference}`),
      10_000,
      ownServer.dataDir,
    );
    expect(mail).toContain(`UID:${event.uid}`);
  });
});

test('reschedule, then cancel, by the links in the e-mail before the deadline', async ({
  page,
  request,
  ownServer,
}) => {
  const email = 'meera.manage@example.com';
  const { dataDir } = ownServer;
  const { reference, reschedule, cancel } = await bookByApi(request, {
    date: dayAhead(8),
    time: '10:00 AM',
    email,
    dataDir,
  });

  await page.goto(reschedule);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Booking' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(
    page.getByText(/You can reschedule or cancel online until .* IST \(24 hours before the consultation\)\./),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a new day and time' })).toBeVisible();
  await expectNoAxeViolations(page, 'the manage page, rescheduling');
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Choose a new day and time' }) });
  const newDate = dayAhead(9);
  await chooseDay(panel, newDate);
  await panel.locator('label', { hasText: '02:00 PM' }).click();
  await page.getByRole('button', { name: 'Move my consultation' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your consultation has been moved. We have e-mailed you the updated invitation.',
  );
  await expect(page.locator('.booking-review')).toContainText(formatBookingDate(newDate));
  await expect(page.locator('.booking-review')).toContainText('02:00 PM');
  const moved = await waitForMail(email, /Subject: Consultation moved/, 10_000, dataDir);
  expect(moved).toContain('METHOD:REQUEST');
  expect(moved).toContain('SEQUENCE:1');
  expect(moved).toContain(`DTSTART:${compactUtc(slotTimes(newDate, '02:00 PM').start)}`);
  await waitForMail('bookings@utsavevents.example', new RegExp(`Subject: Booking ${reference} moved`), 10_000, dataDir);

  await page.goto(cancel);
  const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' });
  await expectOverlaySettled(dialog);
  await expectNoAxeViolations(page, 'the cancel question');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('This booking has been cancelled. The time slot is free again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the manage page, cancelled');
  const cancelled = await waitForMail(email, /Subject: Consultation cancelled/, 10_000, dataDir);
  expect(cancelled).toContain('METHOD:CANCEL');
  expect(cancelled).toContain('SEQUENCE:2');
  // The raw mail keeps CRLF in the inline invite too, and it parses.
  const raw = fs.readFileSync(latestMailFile(dataDir, email, 'Consultation cancelled'), 'utf8');
  for (const part of calendarParts(raw)) {
    expect(lineProblems(part.text)).toEqual([]);
    expect(parseInvite(part.text)).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
  }
});

test('after the deadline the link page explains how to reach the team, and changes are refused', async ({
  page,
  request,
}) => {
  // A deadline longer than the booking window: every booking is already past it.
  const server = await startIsolatedServer({ BOOKING_CHANGE_DEADLINE_HOURS: '2200' });
  try {
    const email = 'late.changer@example.com';
    const { reschedule, cancel } = await bookByApi(request, {
      date: dayAhead(10),
      time: '03:00 PM',
      email,
      baseURL: server.baseURL,
      dataDir: server.dataDir,
    });
    expect(reschedule.startsWith(server.baseURL)).toBe(true);
    await page.goto(cancel);
    await expect(
      page.getByText(
        /The deadline to change this booking online has passed .*\. To reschedule or cancel, please call us on \+91 98100 12345/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the manage page after the deadline');
    const token = new URL(cancel).pathname.split('/').pop();
    const refused = await request.post(`${server.baseURL}/api/bookings/manage/${token}/cancel`, { data: {} });
    expect(refused.status()).toBe(409);
  } finally {
    await server.stop();
  }
});

/** The newest .eml of the outbox of the server whose data folder is `dataDir` to `to` with `subject`. */
function latestMailFile(dataDir: string, to: string, subject: string): string {
  const dir = `${dataDir}/outbox`;
  const files = fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => `${dir}/${file}`);
  const found = files.find((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`);
  });
  if (!found) throw new Error(`no mail to ${to} about ${subject}`);
  return found;
}
