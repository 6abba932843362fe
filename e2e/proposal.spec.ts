import { expect, type Page } from '@playwright/test';
import { formatInr } from '../src/shared/lib/formatInr';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { dayAhead, dayButton, next, showMonthOf } from './support/booking';
import { testOnServerOfItsOwn } from './support/isolatedServer';
import { waitForMail } from './support/outbox';

// A proposal from the back office to the client's acceptance: the staff member builds and sends
// it, the client opens the link in the mail, reads it, accepts it by typing their name, and the
// booking wizard no longer offers the event's date. Day 27 from today (IST) is this spec's own.
// On a server of its own, so a retry finds the date free again.
const test = testOnServerOfItsOwn();

const CLIENT = { name: 'Ishita Bansal', email: 'ishita.proposal@example.com' };

async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await test.step(`axe on ${what} at ${width} px`, () => expectNoAxeViolations(page));
  }
}

test('staff send a proposal; the client accepts it from the mail and the date leaves the booking calendar', async ({
  page,
  browser,
  baseURL,
  ownServer,
}) => {
  const eventDate = dayAhead(27);
  await adminLogin(page);
  await page.goto('/admin/proposals/new');
  await page.getByLabel('Client’s name').fill(CLIENT.name);
  await page.getByLabel('Client’s e-mail').fill(CLIENT.email);
  await page.getByLabel('Event date').fill(eventDate);
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('Roseate House, Aerocity');
  const firstLine = page.getByRole('group', { name: 'Line 1' });
  await firstLine.getByLabel('Service').selectOption({ label: 'Activities: Caricature (₹9,999)' });
  await page.getByRole('button', { name: 'Add a custom line' }).click();
  const secondLine = page.getByRole('group', { name: 'Line 2' });
  await secondLine.getByLabel('Description').fill('Stage and lighting');
  await secondLine.getByLabel(/^Unit price/).fill('15000');
  await page.getByLabel('Valid until').fill(dayAhead(20));
  // Live totals: ₹9,999 + ₹15,000, GST inside.
  await expect(page.getByTestId('proposal-total')).toHaveText(formatInr(24_999));
  await axeAtBothWidths(page, 'the builder');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/PR-\d{6}/);
  const number = /PR-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
  const staffPage = page.url();
  await page.getByRole('button', { name: 'Send to the client' }).click();
  const sendDialog = page.getByRole('dialog', { name: `Send ${number} to the client?` });
  await expect(sendDialog).toContainText(/Mails version 1 of PR-\d{6} \(₹[\d,.]+, GST included\) to /);
  await sendDialog.getByRole('button', { name: 'Send to the client' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sent: the client has been e-mailed the link.' }),
  ).toBeVisible();

  // The list shows it as sent.
  await page.goto('/admin/proposals');
  await page.getByLabel('Status').selectOption('sent');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Sent (version 1)');
  await axeAtBothWidths(page, 'the list');

  // The client's mail, and the page it links to (in a browser of the client's own).
  const mail = await waitForMail(
    CLIENT.email,
    new RegExp(`Subject: Your proposal ${number}`),
    10_000,
    ownServer.dataDir,
  );
  const link = /https?:\/\/\S+?(\/proposal\/[A-Za-z0-9_-]{32})/.exec(mail)![1];
  // The client's own browser (a context of its own: no staff session, and axe needs one).
  const context = await browser.newContext({ baseURL });
  const client = await context.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1, name: `Proposal ${number}` })).toBeVisible();
  await expect(client.getByRole('cell', { name: 'Stage and lighting' })).toBeVisible();
  await expect(client.getByText(formatInr(24_999), { exact: true }).first()).toBeVisible();
  await expect(client.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute('href', /\/pdf$/);
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axeAtBothWidths(client, 'the client’s proposal');

  await client.getByLabel('Your full name').fill(CLIENT.name);
  await client.getByLabel('I have read and agree to the terms of this proposal').check();
  await client.getByRole('button', { name: 'Accept the proposal' }).click();
  await expect(client.getByRole('status').filter({ hasText: `Accepted by ${CLIENT.name} on` })).toContainText('IST');
  await expect(client.getByRole('heading', { name: 'Pay the advance' })).toBeVisible();
  // 25 % of ₹24,999, GST included.
  await expect(client.getByTestId('proposal-advance')).toHaveText(formatInr(6_249.75));
  await expect(client.getByRole('button', { name: 'Accept the proposal' })).toHaveCount(0);
  // The advance is paid by UPI: the page shows the QR and the app link for the advance.
  await expect(client.getByRole('img', { name: 'UPI QR code for the advance' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?.*am=6249\\.75.*tn=${number}-A`),
  );
  await axeAtBothWidths(client, 'the accepted proposal');

  // Staff see the money arrive and mark the advance paid (a confirmation names the consequence).
  await page.goto(staffPage);
  await expect(page.getByTestId('proposal-admin-advance')).toContainText('awaited');
  await page.getByRole('button', { name: 'Mark advance paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark advance paid' });
  await expect(dialog).toContainText('the client is e-mailed a receipt');
  await dialog.getByRole('button', { name: 'Mark advance paid' }).click();
  await expect(page.getByTestId('proposal-admin-advance')).toContainText(/paid on .* IST, receipt RV\//);
  const receiptMail = await waitForMail(
    CLIENT.email,
    new RegExp(`Subject: Advance received for proposal ${number}`),
    10_000,
    ownServer.dataDir,
  );
  expect(receiptMail).toContain('application/pdf');
  await client.reload();
  await expect(client.getByTestId('proposal-advance-paid')).toContainText(/Advance received on .* IST, receipt RV\//);
  await expect(client.getByRole('link', { name: 'Open in a UPI app' })).toHaveCount(0);

  // The booking wizard no longer offers the event's date.
  await client.goto('/online-booking');
  await client.getByRole('button', { name: /^Services/ }).click();
  await client.locator('label', { hasText: 'Caricature' }).first().click();
  await next(client).click();
  await showMonthOf(client, eventDate);
  await expect(dayButton(client, eventDate)).toBeDisabled();
  await context.close();
});
