import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { parseCsv } from './support/csv';
import { waitForMail } from './support/outbox';

test('a contact message reaches the inbox unread; the admin opens it, marks it handled and filters by type', async ({
  page,
}) => {
  const marker = `Inbox${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByLabel(/First name/).fill('Asha');
  await page.getByLabel(/Last name/).fill('Verma');
  await page.getByLabel(/^Email/).fill('asha.inbox@example.com');
  await page.getByLabel(/Phone/).fill('98100 12345');
  await page.getByLabel(/Enquiry type/).selectOption('SUPPORT');
  await page.getByLabel(/Message/).fill(`${marker}: please call me about a 200-guest party.`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toasts-notices').filter({ hasText: 'Thank you for your message!' })).toBeVisible();

  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the inbox' }).fill(marker);
  await page.getByRole('searchbox', { name: 'Search the inbox' }).press('Enter');
  const table = page.getByRole('table', { name: 'Inbox messages' });
  const row = table.getByRole('row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Unread')).toBeVisible();
  await expect(row.getByText('Contact message')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: 'Asha Verma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact message from Asha Verma' })).toBeVisible();
  await expect(page.getByText('Read', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked as handled.')).toBeAttached();
  await expect(page.getByText(/Handled by Aarav Admin/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A reply from the form: the subject is prefilled, the body required (the error under it); sent,
  // it shows in the thread and reaches the outbox with the customer's text quoted below it.
  await expect(page.getByLabel(/^Subject/)).toHaveValue('Re: Your message to Utsav Events (Support)');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByLabel(/^Your reply/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Write the reply.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Your reply/).fill(`Namaste Asha, we will call you today (${marker}).`);
  await page.getByRole('button', { name: 'Send reply' }).click();
  const thread = page.getByRole('region', { name: 'Replies' });
  await expect(thread).toContainText(`we will call you today (${marker})`);
  await expect(thread).toContainText(/Sent by Aarav Admin at .+ IST/);
  const mail = await waitForMail('asha.inbox@example.com', new RegExp(`we will call you today \\(${marker}\\)`));
  expect(mail).toContain('Subject: Re: Your message to Utsav Events (Support)');
  expect(mail.indexOf(`> ${marker}: please call me`)).toBeGreaterThan(mail.indexOf('we will call you today'));
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the list: the search is restored, the message is handled now.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?q=${marker}`));
  await expect(row.getByText('Handled', { exact: true })).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Consultation request' });
  await expect(table.getByText('No messages match.')).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Contact message' });
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/type=contact/);

  // At 375 px the rows are cards; the row's action stays on screen, the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row.getByRole('button', { name: 'Mark unhandled: Asha Verma' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('a subscriber unsubscribes through the mailed link; the admin sees it and exports the list as CSV', async ({
  page,
}) => {
  const email = `unsub-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('heading', { name: 'Get 10% off your first order' }).scrollIntoViewIfNeeded();
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you! Your 10% discount code has been sent to your email.')).toBeVisible();

  const mail = (await waitForMail(email, /APP10/)).replace(/\n[ \t]+/g, ' ');
  expect(mail).toMatch(
    /List-Unsubscribe: <http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:/,
  );
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = /Unsubscribe: (http\S+\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expect(page.getByText(`Do you want to stop receiving the newsletter at ${email}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`${email} has been unsubscribed.`, { exact: false })).toBeVisible();

  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).press('Enter');
  const row = page.getByRole('table', { name: 'Newsletter subscribers' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Unsubscribed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const rows = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual(['E-mail', 'Subscribed on', 'State', 'Unsubscribed on']);
  expect(rows).toHaveLength(2);
  expect(rows[1][0]).toBe(email);
  expect(rows[1][1]).toMatch(/ IST$/);
  expect(rows[1][2]).toBe('Unsubscribed');
  expect(rows[1][3]).toMatch(/ IST$/);
});

test('a self-registered admin is approved in the back office and can then log in', async ({
  page,
  request,
  browser,
}) => {
  const email = `pending-${Date.now()}@example.com`;
  const password = 'Secret#123';
  const registered = await request.post('/api/Auth/register-admin', {
    data: {
      firstName: 'Kiran',
      lastName: 'Rao',
      email,
      phoneNumber: '',
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);

  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Admin accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin accounts' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Admin accounts' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending approval')).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Approve Kiran Rao' }).click();
  await expect(page.getByText('Kiran Rao: Admin approved: they can log in now.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const other = await browser.newContext();
  const newAdmin = await other.newPage();
  await adminLogin(newAdmin, { email, password });
  await other.close();
});
