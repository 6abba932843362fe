import { expect, test } from '@playwright/test';
import { ADMIN, adminLogin, fillProduct } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { startIsolatedServer, type IsolatedServer } from './support/isolatedServer';

/**
 * Session expiry against a server of its own whose access tokens live 4 seconds, so the specs
 * can wait one out; every other spec keeps the normal 15 minutes.
 */
const ACCESS_TOKEN_TTL_SECONDS = 4;
const waitOutAccessToken = () => new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 1.5) * 1000));

let server: IsolatedServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer({ ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS) });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an access token that expired before the save is refreshed silently and the save goes through', async ({
  page,
}) => {
  const unauthorized: string[] = [];
  const refreshes: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${pathname}`);
    if (pathname === '/api/Auth/refresh-token' && response.ok()) refreshes.push(response.status());
  });

  await adminLogin(page, undefined, server.baseURL);
  await page.goto(`${server.baseURL}/admin/product-entry`);
  await fillProduct(page, { name: 'Expiry-proof Banner Stand', price: '2999', stock: '3' });
  await waitOutAccessToken();
  unauthorized.length = 0;
  refreshes.length = 0;

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Operation successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product-entry$/);
  await expect(page.getByRole('row', { name: /Expiry-proof Banner Stand/ })).toBeVisible();
  expect(unauthorized.length).toBeGreaterThan(0);
  expect(refreshes).toHaveLength(1);
  await expect(page.getByText('Session expired. Please login again.')).toHaveCount(0);
});

test('a revoked refresh token sends the admin to /admin/login?session=expired', async ({ page, request }) => {
  await adminLogin(page, undefined, server.baseURL);
  await page.goto(`${server.baseURL}/admin/product-entry`);
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  // The session is revoked on the server (as a logout elsewhere would), while this tab keeps its tokens.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect((await request.post(`${server.baseURL}/api/User/logout`, { data: { refreshToken } })).ok()).toBe(true);
  await waitOutAccessToken();

  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?session=expired&returnTo=%2Fadmin%2Fproduct-entry$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Session expired. Please login again.' }).first(),
  ).toBeVisible();
  // The store writes the browser's storage a moment after the state changes: polled.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a half-filled product form survives a session that died: the reload lands on the expiry login, logging in returns to the form, Restore refills it', async ({
  page,
  request,
}) => {
  await adminLogin(page, undefined, server.baseURL);
  await page.goto(`${server.baseURL}/admin/product-entry`);
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  // Half the form: the save is not even possible yet.
  await page.getByLabel(/^Name/).fill('Half-filled Marigold Garland');
  await page.getByLabel(/^Price/).fill('1299');

  // The session dies on the server (a logout elsewhere) and the access token is no longer accepted:
  // loading the page again fails its refresh.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect((await request.post(`${server.baseURL}/api/User/logout`, { data: { refreshToken } })).ok()).toBe(true);
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired-or-forged'));
  // The form's own guard asks before the page unloads with unsaved changes: leave.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login\?session=expired&returnTo=%2Fadmin%2Fproduct-entry$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Session expired. Please login again.' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/product-entry$/);
  const offer = page.getByRole('status').filter({ hasText: /You have unsaved changes from \d\d:\d\d IST/ });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Half-filled Marigold Garland');
  await expect(page.getByLabel(/^Price/)).toHaveValue('1299');
  await expect(offer).toHaveCount(0);
  // Nothing but the form's values was kept: no password or token.
  const kept = await page.evaluate(() => sessionStorage.getItem('formDraft:product:new') ?? '');
  expect(kept).toContain('Half-filled Marigold Garland');
  expect(kept).not.toMatch(/password|Bearer|refreshToken/i);
});
