import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createTestApp, type TestApp } from './testApp';
import { TEMPLATE_ROUTES, templateFileName, PRERENDERED_DIR } from '../platform/site/prerenderedPages';
import { MAIN_MARKER } from '../platform/site/pageDocument';
import { HERO_PLACEHOLDER } from '../modules/content/contentPageFacts';

/**
 * A built site in miniature for the server's rendering of records' pages: index.html, the share
 * card, and a template per record route with the layout around the marker, as the prerender step
 * writes them.
 */
export function miniatureSite(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-dist-'));
  const page = (main: string) =>
    `<!doctype html><html lang="en-IN"><head><title>Utsav Events</title></head><body><div id="prerendered" inert><header>Utsav Events</header><main id="main-content">${main}</main><footer>Footer</footer></div><div id="root"></div></body></html>`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    page('').replace(/<div id="prerendered".*<\/div><div id="root">/, '<div id="root">'),
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'share-card.0123456789.jpg'), '');
  fs.mkdirSync(path.join(dir, PRERENDERED_DIR));
  // The home page's snapshot, with the hero's placeholder where the server puts the first slide.
  fs.writeFileSync(
    path.join(dir, PRERENDERED_DIR, 'index.html'),
    page(`<div class="hero-carousel" aria-busy="true">${HERO_PLACEHOLDER}</div><h1>Utsav Events</h1>`),
  );
  for (const route of TEMPLATE_ROUTES)
    fs.writeFileSync(path.join(dir, PRERENDERED_DIR, templateFileName(route)), page(MAIN_MARKER));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** What a link preview or a crawler reads off a served page (no script runs). */
export function readPage(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    robots: meta('meta[name="robots"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    og: (property: string) => meta(`meta[property="og:${property}"]`),
    twitter: (name: string) => meta(`meta[name="twitter:${name}"]`),
    jsonLd: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown> & { '@type': string },
    ),
    main: document.querySelector('main'),
  };
}

/** For each test: a fresh app serving a miniature site (above); `onReady` gets both, removed after the test. */
export function freshAppServingSite(onReady: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  let site: ReturnType<typeof miniatureSite> | undefined;
  beforeEach(async () => {
    site = miniatureSite();
    app = await createTestApp({ serveSite: true, config: { distDir: site.dir, prerenderedPages: true } });
    onReady(app);
  });
  afterEach(async () => {
    await app?.cleanup();
    site?.remove();
  });
}
