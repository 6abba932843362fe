import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, adminLogin, customerLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { PUBLIC_ROUTES } from './support/routes';

/**
 * Layout checks: no public route scrolls sideways on a phone or a small tablet, the
 * header is one row on a phone and at 1280 px in every login state, toasts keep clear of the
 * header's buttons, and the floating chat button stays off the form pages (no-overlap.spec.ts
 * measures what the chat button and the toasts cover).
 */

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The header's visible controls (logo, links, buttons) all sit on one row. */
async function expectHeaderOneRow(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const rows = await nav.evaluate((element) => {
    const controls = [...element.querySelectorAll<HTMLElement>('a, button')].filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !control.classList.contains('skip-link');
    });
    const middles = controls.map((control) => {
      const box = control.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    });
    return { middles, height: element.getBoundingClientRect().height };
  });
  const spread = Math.max(...rows.middles) - Math.min(...rows.middles);
  expect(spread, `control middles ${rows.middles.join(', ')}`).toBeLessThanOrEqual(6);
  expect(rows.height).toBeLessThanOrEqual(72);
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClearOf(toast: Locator, controls: Locator[]) {
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  for (const control of controls) {
    const box = await control.boundingBox();
    if (box && toastBox) expect(overlaps(toastBox, box), `toast covers ${await control.textContent()}`).toBe(false);
  }
}

for (const width of [320, 375, 768]) {
  test(`no public route scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await settled(page);
      const scroll = await sidewaysScroll(page);
      if (scroll > 0) wide.push(`${route} (${scroll} px)`);
    }
    expect(wide).toEqual([]);
  });
}

test('the header is one row on phones (320 and 375 px)', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await settled(page);
    await expectHeaderOneRow(page);
  }
  await expectNoAxeViolations(page, '.site-header');
});

test.describe('the header stays one row at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('as a visitor', async ({ page }) => {
    await page.goto('/contact-us');
    await settled(page);
    await expectHeaderOneRow(page);
  });

  test('as a customer', async ({ page }) => {
    await customerLogin(page);
    await page.goto('/contact-us');
    await settled(page);
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expectHeaderOneRow(page);
  });

  test('as an admin', async ({ page }) => {
    await adminLogin(page, ADMIN);
    await page.goto('/contact-us');
    await settled(page);
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expectHeaderOneRow(page);
  });
});

for (const width of [375, 1280]) {
  test(`a toast keeps clear of the header's buttons at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await customerLogin(page);
    const toast = page.getByTestId('toasts-notices').locator('.toast').filter({ hasText: 'Login successful!' });
    await expect(toast).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const controls = [nav.getByRole('button', { name: 'Search' }), nav.getByRole('button', { name: /bag/i })];
    if (width >= 768)
      controls.push(nav.getByRole('link', { name: 'My Account' }), nav.getByRole('link', { name: 'Book Now' }));
    else controls.push(nav.getByRole('button', { name: 'Toggle navigation' }));
    await expectClearOf(toast, controls);
  });
}

test('the chat button stays off the form pages and shows elsewhere', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  for (const route of ['/register', '/login', '/forgot-password', '/online-booking']) {
    await page.goto(route);
    await settled(page);
    await expect(chat).toHaveCount(0);
  }
  await page.goto('/contact-us');
  await settled(page);
  // Elsewhere it shows where nothing is under it: always at the end of the page (the footer's free strip).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect(chat).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
});
