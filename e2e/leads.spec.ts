import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';

/** Today's date in IST (the follow-up dates are IST calendar dates). */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }
}

test('a consultation request becomes a lead; staff move it to contacted with an owner and a follow-up today, and the bell shows it', async ({
  page,
}) => {
  const name = `Lead ${Date.now()}`;
  await page.goto('/online-consultation');
  // The form loads when it scrolls into view.
  await page.getByRole('heading', { name: 'Request a consultation' }).scrollIntoViewIfNeeded();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill('lead.e2e@example.com');
  await page.getByLabel(/^Phone/).fill('98111 22233');
  await page.getByLabel(/Consultation type/).selectOption('packages');
  await page.getByLabel(/Preferred contact method/).selectOption('phone-call');
  await page.getByLabel(/^Message/).fill('Annual day for 400 employees in December');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you! Your consultation request has been sent.')).toBeVisible();

  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search leads' }).press('Enter');
  const row = page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row.getByText('Consultation request')).toBeVisible();
  await axeAtBothWidths(page);

  // The board: one column per stage with its count; the lead is in New.
  await page.getByRole('navigation', { name: 'Views of the leads' }).getByRole('link', { name: 'Board' }).click();
  const newColumn = page.getByRole('region', { name: /^New \(\d+\)$/ });
  await expect(newColumn.getByRole('link', { name })).toBeVisible();
  await axeAtBothWidths(page);

  // The lead page: contacted, owned by the admin, follow-up today.
  await newColumn.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Stage', { exact: true }).selectOption('contacted');
  await page.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`${name} moved to Contacted.`)).toBeAttached();
  await page.getByLabel('Owner').selectOption({ label: 'Aarav Admin' });
  await page.getByLabel('Follow-up date (IST)').fill(istToday());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeAttached();
  const history = page.getByRole('heading', { name: 'History' }).locator('..');
  await expect(history.getByText(/admin@example.com: stage New → Contacted/)).toBeVisible();
  await expect(history.getByText(/admin@example.com: owner — → Aarav Admin/)).toBeVisible();
  await page.getByLabel('Stage', { exact: true }).selectOption('lost');
  await expect(page.getByLabel('Why was it lost?')).toBeVisible();
  await page.getByLabel('Stage', { exact: true }).selectOption('contacted');
  await axeAtBothWidths(page);

  // The bell: the follow-up due today, with a link to the lead.
  await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
  const notification = page.getByRole('link', { name: new RegExp(`Follow up today: ${name}`) });
  await expect(notification).toBeVisible();
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
  await page.getByRole('link', { name: new RegExp(`Follow up today: ${name}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
