import { expect, test } from '@playwright/test';

test('the home page loads with its title and heading', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Utsav Events/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Event planning/);
});

test('an unknown path answers 404 with a not-found page that offers the search and the main pages', async ({
  page,
}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/this\/page\/does-not-exist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Utsav Events');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await page.getByRole('searchbox', { name: /Search products, events and blog posts/ }).fill('hamper');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=hamper$/);
});

test('/admin lands on the admin login when logged out', async ({ page }) => {
  await page.goto('/admin');
  // The login page keeps where the visitor was going (`returnTo`), to go there after logging in.
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin(%2Fdashboard)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
});

test('the API answers login per the contract and hides json-server internals', async ({ request }) => {
  const login = await request.post('/api/Auth/login', {
    data: { email: 'customer@example.com', password: 'Customer@12345' },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(body.isSuccess).toBe(true);
  expect(body.data.tokens.accessToken).toBeTruthy();
  expect(body.data.user.role).toBe('Customer');
  expect((await request.get('/api/db')).status()).toBe(404);
});

test('static assets are precompressed and cached for a year; the page itself is not', async ({ request, page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0], { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const html = await request.get('/events');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(await html.text()).toContain('<div id="root">');
});
