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

test('a public page is painted from its snapshot, with its own title and description, before any script runs', async ({
  browser,
}) => {
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

test('the snapshot preloads the headings’ web font, served from a hashed file with a year’s cache, and the headings use it', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${server.baseURL}/events`)).text();
  const preload = html.match(
    /<link rel="preload" href="(\/assets\/playfair-display-latin-700-normal\.[0-9a-f]{10}\.woff2)" as="font" type="font\/woff2" crossorigin="">/,
  );
  expect(preload).not.toBeNull();
  // Before the stylesheet, so the font is fetched with the CSS, not after it.
  expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('rel="stylesheet"'));
  const font = await request.get(`${server.baseURL}${preload![1]}`);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.goto(`${server.baseURL}/events`);
  // Measured on the app's own heading: the snapshot's is removed when the app takes its place
  // (a detached element has no computed style; CI once caught it in between).
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const h1 = page.getByRole('heading', { level: 1, name: 'Events' });
  await expect(h1).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(
      () => document.fonts.check('700 32px "Playfair Display"') && document.fonts.check('16px "Source Sans 3"'),
    ),
  ).toBe(true);
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Playfair Display"/);
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Source Sans 3"/);
});

test('a page without a snapshot names its own chunk in the page: fetched once, beside the entry scripts, and the page works', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${server.baseURL}/wishlist`)).text();
  const chunk = html.match(/<script defer="defer" src="(\/assets\/page-wishlist\.[0-9a-f]{10}\.js)"><\/script>/);
  expect(chunk).not.toBeNull();
  // Before main.js, so it is installed by the time the router asks for it.
  expect(html.indexOf(chunk![0])).toBeLessThan(html.search(/src="\/assets\/main\.[0-9a-f]{10}\.js"/));
  expect(html).toMatch(/<link href="\/assets\/page-wishlist\.[0-9a-f]{10}\.css" rel="stylesheet"><\/head>/);

  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/page-(wishlist|checkout)\./.test(sent.url())) fetched.push(new URL(sent.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.baseURL}/wishlist`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${server.baseURL}/checkout`);
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  expect(fetched.filter((file) => file.includes('page-wishlist') && file.endsWith('.js'))).toHaveLength(1);
  expect(fetched.filter((file) => file.includes('page-wishlist') && file.endsWith('.css'))).toHaveLength(1);
  expect(fetched.filter((file) => file.includes('page-checkout') && file.endsWith('.js'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a record's page (product, event, post) arrives rendered from the database, and the app takes over with the record, never a placeholder", async ({
  browser,
  page,
}) => {
  const pages = [
    { path: '/product/darjeeling-tea-hamper', h1: 'Darjeeling Tea Hamper' },
    { path: '/events/event-design-masterclass', h1: 'Event Design Masterclass' },
    { path: '/blogs/10-wedding-decor-trends-for-the-2025-season', h1: '10 Wedding Décor Trends for the 2025 Season' },
  ];
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  for (const record of pages) {
    await bare.goto(`${server.baseURL}${record.path}`);
    await expect(bare).toHaveTitle(`${record.h1} | Utsav Events`);
    const snapshot = bare.locator('#prerendered');
    await expect(snapshot.locator('main h1')).toHaveText(record.h1);
    await expect(snapshot.locator('main img').first()).toBeVisible();
    await expect(snapshot.locator('header')).toBeVisible();
  }
  await noScripts.close();

  // What #root shows the moment the snapshot goes: the record itself (the page held the swap until it came).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.readyState !== 'loading' && !document.getElementById('prerendered')) {
        (window as unknown as { swappedTo?: string }).swappedTo = document.querySelector('#root h1')?.textContent ?? '';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const record of pages) {
    await page.goto(`${server.baseURL}${record.path}`);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: record.h1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { swappedTo?: string }).swappedTo)).toBe(record.h1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  }
  expect(errors).toEqual([]);
});

test('the home page arrives with the first hero slide in its snapshot; the app takes over with the carousel', async ({
  browser,
  page,
}) => {
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto(`${server.baseURL}/`);
  const hero = bare.locator('#prerendered .hero-carousel img');
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await noScripts.close();

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.baseURL}/`);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: /highlights/i }).or(page.locator('.hero-carousel img').first()),
  ).toBeVisible();
  await expect(page.locator('.hero-slide__placeholder')).toHaveCount(0);
  expect(errors).toEqual([]);
});
