import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminLogin, customerLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { PUBLIC_ROUTES } from './support/routes';

/**
 * The accessibility sweep: axe with the WCAG 2.2 A and AA rules finds nothing on
 * every route of the route table, as a visitor, a customer and an admin would open them. The
 * open states (modals, drawer, share dialog, wizard steps, product form errors) are checked in
 * the specs of their features; a toast is checked here.
 */
const CUSTOMER_ROUTES = ['/user/profile', '/user/profile?tab=orders', '/user/profile?tab=addresses', '/checkout'];
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/master',
  '/admin/product-entry',
  '/admin/product-entry/profile',
  '/admin/orders',
  '/admin/payments',
  '/admin/inbox',
  '/admin/newsletter',
  '/admin/admins',
  '/admin/events',
  '/admin/events/new',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/banners',
  '/admin/banners/new',
  '/admin/categories',
  '/admin/categories/new',
  '/admin/billing',
  '/admin/proposals',
];

/** The page has settled: its heading is on screen and nothing is loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility sweep (axe, WCAG 2.2 A/AA)', () => {
  // One test per route: axe takes 3-5 s a page on a 2-core machine, and one test for all 29
  // routes ran into any single timeout (and both workers can share the routes).
  for (const route of PUBLIC_ROUTES) {
    test(`public route ${route}, as a visitor`, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the account and checkout routes, as a customer, with the login toast on screen', async ({ page }) => {
    await customerLogin(page);
    const toast = page.getByTestId('toasts-notices').getByText('Login successful!');
    await expect(toast).toBeVisible();
    await expectNoAxeViolations(page);
    for (const route of CUSTOMER_ROUTES) {
      await test.step(route, async () => {
        await page.goto(route);
        await settled(page);
        await expectNoAxeViolations(page);
      });
    }
  });

  test('the admin routes, as an admin', async ({ page }) => {
    await adminLogin(page, ADMIN);
    for (const route of ADMIN_ROUTES) {
      await test.step(route, async () => {
        await page.goto(route);
        await settled(page);
        await expectNoAxeViolations(page);
      });
    }
  });
});
