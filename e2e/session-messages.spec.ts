import { expect, test, type Page } from '@playwright/test';
import { customerLogin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { registerCustomer } from './support/shop';

/** What the site says when a session cannot go on (spec: admin-and-account.md, Roles and permissions; public-site.md, States and transitions). */
// Each test logs in a customer of its own: both end the session on the server, so nothing another
// worker does meanwhile with the demo customer depends on them.

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    user: localStorage.getItem('user'),
  }));

test('a customer opening /admin/product-entry is told "You need admin privileges to access this page" and logged out', async ({
  page,
}) => {
  await customerLogin(page, await registerCustomer(page.request, 'admin-denied'));
  await page.goto('/admin/product-entry');
  // Not "expired": the session was refused, and an admin logging in here goes back to the page.
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fproduct-entry$/);
  await expect(
    page.getByTestId('toasts-errors').getByText('You need admin privileges to access this page'),
  ).toBeVisible();
  await expect.poll(() => storedSession(page)).toEqual({ accessToken: null, refreshToken: null, user: null });
  await expectNoAxeViolations(page);

  // Logged out on the public site too.
  await page.goto('/contact-us');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a customer whose session died is told "Session expired. Please login again." and can log in again', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'session-died');
  await customerLogin(page, customer);
  // Let the account page's own calls (orders, the wishlist merge at login) finish first: one still
  // in flight after the revocation would end the session before the visit this test is about.
  await page.waitForLoadState('networkidle');
  // The session is revoked on the server (a logout elsewhere) and the access token is no longer
  // accepted, so the next call fails and its refresh fails too.
  const { refreshToken } = await storedSession(page);
  expect((await request.post('/api/User/logout', { data: { refreshToken } })).ok()).toBe(true);
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired-or-forged'));

  await page.goto('/user/profile?tab=orders');
  await expect(page.getByTestId('toasts-errors').getByText('Session expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?session=expired&returnTo=%2Fuser%2Fprofile%3Ftab%3Dorders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Session expired. Please login again.' })).toBeVisible();
  await expect.poll(() => storedSession(page)).toEqual({ accessToken: null, refreshToken: null, user: null });
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/profile\?tab=orders$/);
});

test("a logged-out visitor opening /user/profile reads both of the account page's texts where they land", async ({
  page,
}) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/$/);
  const notices = page.getByTestId('toasts-notices');
  await expect(notices.getByText('Please login to view your profile')).toBeVisible();
  await expect(notices.getByText('You need to be logged in to access this page')).toBeVisible();
});
