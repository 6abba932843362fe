import { expect, test } from '@playwright/test';
import { startIsolatedServer, type IsolatedServer } from './support/isolatedServer';

/**
 * Public pages arrive with a build-time snapshot of their markup (server/scripts/prerender.ts,
 * run by `npm run build`), which the browser paints before any script ran; the app then takes
 * its place. The other specs run with PRERENDERED_PAGES=0 and test the app itself.
 */
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ PRERENDERED_PAGES: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a public page is painted from its snapshot, with its own title and description, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/events`);
  await expect(page).toHaveTitle('Events | Utsav Events');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /events/i);
  const snapshot = page.locator('#prerendered');
  await expect(snapshot).toHaveAttribute('inert', '');
  await expect(snapshot.locator('h1')).toBeVisible();
  await expect(snapshot.locator('h1')).toHaveText('Events');
  // Nothing in it pretends to work: it is inert, and the app's container is empty and hidden.
  await expect(page.locator('#root')).toBeEmpty();
  await context.close();
});

test('the app takes the snapshot’s place: one copy of the page, working, no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.baseURL}/events`);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('style', /.*/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  // The head tags the snapshot brought are not doubled by the app's own.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Events | Utsav Events');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('pages that depend on the visitor are never snapshotted', async ({ request }) => {
  for (const route of ['/checkout', '/user/profile', '/admin/dashboard', '/reset-password?token=x']) {
    const html = await (await request.get(`${server.baseURL}${route}`)).text();
    expect(html, route).toContain('<div id="root"></div>');
    expect(html, route).not.toContain('id="prerendered"');
  }
  const home = await (await request.get(`${server.baseURL}/`)).text();
  expect(home).toContain('id="prerendered"');
});
