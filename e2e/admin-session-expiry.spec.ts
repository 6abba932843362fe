import { expect, test } from '@playwright/test';
import { adminLogin, fillProduct } from './support/admin';
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
  await expect(page).toHaveURL(/\/admin\/login\?session=expired$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Session expired. Please login again.' }).first(),
  ).toBeVisible();
  // The store writes the browser's storage a moment after the state changes: polled.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
