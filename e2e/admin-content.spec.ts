import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminLogin, dismissToasts } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { expectOverlaySettled } from './support/overlays';
import { testOnServerOfItsOwn } from './support/isolatedServer';

/**
 * Content the staff keep current: events, blog posts and hero slides edited in the
 * back office show (or stop showing) on the public pages, and past events take no registrations.
 */
const FIXTURES = path.join(__dirname, 'fixtures');
// The events, slides and categories made here would otherwise show on the shared server while
// other specs count the seed's.
const test = testOnServerOfItsOwn();

/** An IST date `days` from today, YYYY-MM-DD. */
const istDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^Delete:? ${name}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
}

test('an upcoming event the admin creates shows on /events with Register; a past one says "Past event" without Register', async ({
  page,
}) => {
  const title = `E2E Rangoli Workshop ${Date.now()}`;
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New event' }).click();

  // The rules answer under the fields first.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a title')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Type/).fill('Workshop');
  await page.getByLabel(/^Date/).fill(istDate(30));
  await page.getByLabel(/^Time/).fill('11:00 AM - 1:00 PM');
  await page.getByLabel(/^Location/).fill('Saket, New Delhi');
  await page
    .getByLabel(/^Description/)
    .fill('Colours, patterns and stencils for festive rangoli, with all materials provided.');
  await page.getByLabel(/^Price/).fill('799');
  await page.getByLabel(/^Original price/).fill('999');
  await page.getByLabel('Upload a file (Image)').setInputFiles(path.join(FIXTURES, 'lantern-front.png'));
  await expect(page.getByText('File uploaded.')).toBeVisible();
  await expect(page.getByLabel(/^Image$/)).toHaveValue(/^\/uploads\/.+\.png$/);
  await page.getByLabel('Image alt text').fill('A paper lantern');
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved, a new event is a draft: the editor says so, and its public address is not found.
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  const bar = page.getByRole('region', { name: 'Publishing status' });
  await expect(bar).toContainText('Saved as draft — not on the site yet');
  const slug = await page.getByLabel(/^Slug/).inputValue();
  expect((await page.request.get(`/events/${slug}`)).status()).toBe(404);
  expect((await page.request.get(`/api/events/${slug}`)).status()).toBe(404);
  await expectNoAxeViolations(page);

  // Staff preview it as its page will look.
  await bar.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Preview of a draft/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Back to the editor' }).click();

  // Publish, confirmed with what it does; then the public page shows it.
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish' });
  await expect(confirm).toContainText(`Publishes “${title}” at /events/${slug} for everyone.`);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(bar).toContainText(`Published: on the site at /events/${slug}`);
  expect((await page.request.get(`/events/${slug}`)).status()).toBe(200);
  await page.goto('/admin/events');
  // The list renders a table row and, for narrow screens, a card: the visible one is the row.
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto('/events');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Past event');
  // Upcoming events come first.
  await expect(page.getByRole('article').first()).not.toContainText('Past event');
  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/online-consultation');
  await expect(dialog.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The seed's Sufi Night is dated three weeks before the seed's anchor day, so on a database made
  // on any day it is over (server/platform/db/seedDates.ts); it is listed under "Past events".
  await expect(
    page.getByRole('region', { name: 'Past events' }).getByRole('article').filter({ hasText: title }),
  ).toHaveCount(0);
  const past = page
    .getByRole('region', { name: 'Past events' })
    .getByRole('article')
    .filter({ hasText: 'Sufi Night under the Stars' });
  await expect(past).toContainText('Past event');
  await past.getByRole('button', { name: 'Sufi Night under the Stars' }).click();
  const pastDialog = page.getByRole('dialog', { name: 'Sufi Night under the Stars' });
  await expect(pastDialog).toContainText('registrations are closed');
  await expect(pastDialog.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await expectOverlaySettled(pastDialog);
  await expectNoAxeViolations(page);
  await pastDialog.getByRole('button', { name: 'Close' }).last().click();

  // Clean up: the event goes, and with it its card.
  await page.goto('/admin/events');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await confirmDelete(page, title);
  await page.goto('/events');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('a slide the admin adds shows in the home carousel; deleting it takes it away', async ({ page }) => {
  const title = `E2E Lantern Festival ${Date.now()}`;
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Banner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New slide' }).click();

  await page.getByLabel('Upload a file (Desktop source)').setInputFiles(path.join(FIXTURES, 'lantern-front.png'));
  await expect(page.getByLabel(/^Desktop source/)).toHaveValue(/^\/uploads\/.+\.png$/);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Button text/).fill('See events');
  await page.getByLabel(/^Button link/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alt text is required')).toBeVisible();
  await expect(page.getByText('The link must be a path on this site')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Alt text/).fill('Paper lanterns glowing over a courtyard');
  await page.getByLabel(/^Button link/).fill('/events');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByText(title)).toBeVisible();

  await page.goto('/');
  const hero = page.getByRole('group', { name: 'Highlights' });
  await hero.getByRole('button', { name: 'Pause slide' }).click();
  const dots = hero.getByRole('button', { name: /^Show slide \d+ of \d+$/ });
  await dots.last().click();
  await expect(hero.getByRole('heading', { name: title })).toBeVisible();
  await expect(hero.getByRole('img', { name: 'Paper lanterns glowing over a courtyard' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'See events' })).toHaveAttribute('href', '/events');

  await page.goto('/admin/banners');
  await dismissToasts(page);
  await confirmDelete(page, title);
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('unpublishing a post hides it from /blogs; publishing brings it back', async ({ page }) => {
  const title = 'Corporate Gifting: What Clients Actually Keep';
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  const unpublishDialog = page.getByRole('dialog', { name: 'Unpublish' });
  await expect(unpublishDialog).toContainText(`Takes “${title}” off the site`);
  await unpublishDialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible();

  await page.goto('/blogs');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  await page.goto('/admin/blog');
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  const publishDialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(publishDialog).toContainText(`Publishes “${title}” at /blog`);
  await publishDialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
  await page.goto('/blogs');
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);
});

test('categories: a category in use cannot be deleted (the reason is shown); a new one can', async ({ page }) => {
  const name = `E2E Corporate ${Date.now()}`;
  await adminLogin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Category' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The seed files five products under Gift Hampers.
  await page.getByRole('button', { name: 'Delete Gift Hampers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/This category is used by \d+ products?/)).toBeVisible();

  await page.getByRole('link', { name: 'New category' }).click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await dismissToasts(page);
  await confirmDelete(page, name);
});
