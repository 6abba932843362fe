import { expect, test, type Page } from '@playwright/test';
import { chooseDay, dayAhead, expectStepShown, freeSlot, next, stepHeading } from './support/booking';
import { expectNoEngineFindings } from './support/engines';
import { expectOverlaySettled } from './support/overlays';
import { PUBLIC_ROUTES } from './support/routes';

/**
 * The second and third opinion beside axe (e2e/a11y.spec.ts): HTML_CodeSniffer's WCAG2AA (what
 * pa11y runs) and IBM Equal Access find nothing on every public route and in the open states a
 * visitor reaches: drawers, the mobile menu, every booking step, and forms showing their errors.
 */
async function settled(page: Page) {
  // A page's chunk can take a while on a 2-core machine busy with the other engines' runs.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

const submitInMain = (page: Page) => page.locator('main button[type="submit"]').first();

test.describe('pa11y (HTML_CodeSniffer WCAG2AA) and IBM Equal Access', () => {
  // The engines measure colours as drawn: with motion reduced (the site then turns transitions
  // off) they see settled colours, not a chosen time slot halfway through its 0.15 s fade.
  test.use({ reducedMotion: 'reduce' });

  for (const route of PUBLIC_ROUTES) {
    test(`public route ${route}`, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      await expectNoEngineFindings(page, route);
    });
  }

  test('the bag drawer open on a product page', async ({ page }) => {
    // The T-shirt has size and colour pickers (the hampers of /item-desc have neither).
    await page.goto('/product/workshop-series-2025-t-shirt');
    await settled(page);
    await page.locator('label[for="size-M"]').click();
    await page.locator('label[for="colour-green"]').click();
    await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
    const bag = page.getByRole('dialog', { name: /Your Bag/ });
    await expectOverlaySettled(bag);
    await expect.poll(() => bag.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectNoEngineFindings(page, 'bag drawer');
  });

  test('at 375 px: the mobile menu open, then the filter drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/products');
    await settled(page);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).first(),
    ).toBeVisible();
    await expectNoEngineFindings(page, 'mobile menu');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    // Checked once it has slid in.
    await expectOverlaySettled(page.getByRole('dialog', { name: /Filter/ }));
    await expectNoEngineFindings(page, 'filter drawer');
  });

  test('login, register, forgot password, contact and newsletter forms showing their errors (the newsletter on the home page)', async ({
    page,
  }) => {
    await page.goto('/login');
    await settled(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/required/i).first()).toBeVisible();
    await expectNoEngineFindings(page, 'login errors');

    await page.goto('/register');
    await settled(page);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/required/i).first()).toBeVisible();
    await expectNoEngineFindings(page, 'register errors');

    await page.goto('/forgot-password');
    await settled(page);
    await submitInMain(page).click();
    await expect(page.locator('main .invalid-feedback').first()).toBeVisible();
    await expectNoEngineFindings(page, 'forgot password error');

    await page.goto('/contact-us');
    await settled(page);
    await submitInMain(page).click();
    await expect(page.locator('main .invalid-feedback').first()).toBeVisible();
    await expectNoEngineFindings(page, 'contact errors');

    await page.goto('/');
    await settled(page);
    // The form's chunk loads when its section comes near the viewport.
    await page.getByRole('heading', { name: 'Get 10% off your first order' }).scrollIntoViewIfNeeded();
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    await newsletter.locator('button[type="submit"]').click();
    await expect(newsletter.locator('.invalid-feedback').first()).toBeVisible();
    await expectNoEngineFindings(page, 'newsletter error');
  });

  test('every booking wizard step, a field error and the confirmation', async ({ page }) => {
    // It books a real slot on the shared server: the first one a retry finds free.
    const date = dayAhead(12);
    const time = await freeSlot(page.request, date);
    await page.goto('/online-booking');
    await expect(stepHeading(page, 'Choose Your Event Service')).toBeVisible();
    await expectNoEngineFindings(page, 'step 1 tiles');
    await page.getByRole('button', { name: /^Products/ }).click();
    await page.locator('label', { hasText: 'Badges' }).click();
    await expectNoEngineFindings(page, 'step 1 items');
    await next(page).click();
    await expectStepShown(page, 'Select Date & Time');
    await expectNoEngineFindings(page, 'step 2 month view');
    await chooseDay(page, date);
    await page.locator('label', { hasText: time }).click();
    await page.getByLabel(/Preferred contact method/).selectOption('in-person');
    await expectNoEngineFindings(page, 'step 2 chosen');
    await next(page).click();
    await expectStepShown(page, 'Your Information');
    await page.getByLabel(/Full Name/).fill('Engine Tester');
    await page.getByLabel(/Email Address/).fill('not-an-email');
    await page.getByLabel(/Phone Number/).fill('98100 44444');
    await page.getByLabel(/Event Details/).fill('Badges for a product launch');
    await next(page).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoEngineFindings(page, 'step 3 with an error');
    await page.getByLabel(/Email Address/).fill('engines@example.com');
    await next(page).click();
    await expectStepShown(page, 'Review & Confirm');
    await expectNoEngineFindings(page, 'step 4');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // Badges takes an advance by default: the booking is held, and the page shows how to pay it.
    await expect(
      page.getByRole('heading', { name: 'Your booking is almost done: pay the advance to confirm it.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible();
    await expectNoEngineFindings(page, 'confirmation, the advance to pay');
  });
});
