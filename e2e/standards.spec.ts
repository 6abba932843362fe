import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { structuredDataTest } from 'structured-data-testing-tool';
import { Facebook, Google, Twitter } from 'structured-data-testing-tool/presets';
import { PRERENDERED_ROUTES } from '../server/platform/site/prerenderedPages';
import { startIsolatedServer, type IsolatedServer } from './support/isolatedServer';

/**
 * Web standards on the pages as served (the build-time snapshots) and as rendered by the app:
 * the Nu HTML Checker (vnu-jar, run locally on Java) finds no error, and the share tags and
 * structured data pass structured-data-testing-tool's Google, Twitter and Facebook presets, with
 * every absolute URL on PUBLIC_URL. The server runs with a PUBLIC_URL other than its own address,
 * as behind a proxy, so a URL taken from the request or the build machine would show.
 */
const PUBLIC_URL = 'https://www.utsavevents.example';
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ PRERENDERED_PAGES: '1', PUBLIC_URL });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The page once the app has replaced the snapshot and loaded what it lazily fetches. */
async function rendered(page: Page, route: string): Promise<string> {
  await page.goto(`${server.baseURL}${route}`);
  await expect(page.locator('html[data-page-shown]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** Runs the checker once over all files; its errors as `file: message (extract)`. */
function vnuErrors(files: string[]): string[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error')
    .map((m) => `${path.basename(m.url)}: ${m.message} (${(m.extract ?? '').trim().slice(0, 80)})`);
}

test('the Nu HTML Checker finds no error on any public page, served or rendered', async ({ page, request }) => {
  test.setTimeout(360_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-vnu-'));
  try {
    const files: string[] = [];
    for (const route of [...PRERENDERED_ROUTES, ...RECORD_PAGES]) {
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '__');
      const served = await request.get(`${server.baseURL}${route}`);
      expect(served.status(), route).toBe(200);
      files.push(path.join(dir, `${name}.served.html`));
      fs.writeFileSync(files.at(-1)!, await served.text());
      files.push(path.join(dir, `${name}.rendered.html`));
      fs.writeFileSync(files.at(-1)!, await rendered(page, route));
    }
    expect(vnuErrors(files)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Records' pages the server renders from the database (a product, an event, a post). */
const RECORD_PAGES = [
  '/product/darjeeling-tea-hamper',
  '/events/event-design-masterclass',
  '/blogs/10-wedding-decor-trends-for-the-2025-season',
];
const SHARED_PAGES = ['/', '/products', '/item-desc2', '/blogs', '/contact-us', '/our-story', ...RECORD_PAGES];
/** A product's share card is its photo; every other page's the site's card. */
const SHARE_IMAGE = (route: string) =>
  /^\/(item-desc2|product\/)/.test(route)
    ? '/uploads/shop-darjeeling-hamper\\.webp'
    : '/assets/share-card\\.[0-9a-f]+\\.jpg';
/** A page's own address: the spec's /item-desc2 shows a product whose address is /product/<slug>. */
const canonicalOf = (route: string) => (route === '/item-desc2' ? '/product/darjeeling-tea-hamper' : route);

/** The presets' failed tests (an empty list when all pass). */
async function structuredDataFailures(html: string): Promise<string[]> {
  try {
    await structuredDataTest(Buffer.from(html), { presets: [Google, Twitter, Facebook] });
    return [];
  } catch (error) {
    const failed = (error as { res?: { failed: Array<{ test: string; description?: string }> } }).res?.failed;
    if (!failed) throw error;
    return failed.map((t) => `${t.description ?? ''}: ${t.test}`);
  }
}

const absoluteUrlsIn = (html: string) =>
  [...html.matchAll(/https?:\/\/[^"'\s<>\\]+/g)]
    .map(([url]) => url)
    .filter(
      (url) =>
        !/^https?:\/\/(schema\.org|www\.w3\.org|www\.(facebook|instagram|linkedin|youtube)\.com|twitter\.com)/.test(
          url,
        ),
    );

for (const route of SHARED_PAGES) {
  test(`${route}: share tags and structured data pass the Google, Twitter and Facebook presets, on PUBLIC_URL`, async ({
    page,
    request,
  }) => {
    const served = await (await request.get(`${server.baseURL}${route}`)).text();
    expect(await structuredDataFailures(served)).toEqual([]);
    const head = served.slice(0, served.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}${canonicalOf(route)}"`);
    expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}${canonicalOf(route)}"`);
    expect(head).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}${SHARE_IMAGE(route)}"`));
    // Nothing points at the build machine or at the address the server was reached at.
    expect(absoluteUrlsIn(head).filter((url) => url !== PUBLIC_URL && !url.startsWith(`${PUBLIC_URL}/`))).toEqual([]);

    // After the app has taken over, the tags still name PUBLIC_URL, not the address in the browser.
    const html = await rendered(page, route);
    expect(await structuredDataFailures(html)).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}${canonicalOf(route)}`);
    expect(
      absoluteUrlsIn(html.slice(0, html.indexOf('</head>'))).filter(
        (url) => url !== PUBLIC_URL && !url.startsWith(`${PUBLIC_URL}/`),
      ),
    ).toEqual([]);
  });
}

test('home and contact describe the company as a LocalBusiness: address, phone and opening hours', async ({
  request,
}) => {
  for (const route of ['/', '/contact-us']) {
    const html = await (await request.get(`${server.baseURL}${route}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    );
    const business = blocks.find((block) => block['@type'] === 'LocalBusiness');
    expect(business, route).toMatchObject({
      name: 'Utsav Events',
      url: `${PUBLIC_URL}/`,
      telephone: '+919810012345',
      address: { '@type': 'PostalAddress', addressLocality: 'New Delhi', postalCode: '110017', addressCountry: 'IN' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '19:00' }],
    });
  }
});
