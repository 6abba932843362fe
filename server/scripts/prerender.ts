import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp } from '../app';
import { loadConfig } from '../platform/config';
import { MAIN_MARKER } from '../platform/site/pageDocument';
import {
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  SCRIPTS_WITH_PAGE,
  TEMPLATE_ROUTES,
  prerenderedFileName,
  templateAddress,
  templateFileName,
} from '../platform/site/prerenderedPages';
import { PAGE_SHOWN_ATTRIBUTE, SNAPSHOT_FLAG } from '../../src/shared/config/prerender';
import { START_AFTER_PAINT, pageHtml, type Capture } from './snapshotHtml';

/**
 * Build step after webpack: opens every public page of the fresh build in Debian's Chromium (at
 * a phone's size, as a first-time visitor), and writes `dist/prerendered/<page>.html`: the
 * built index.html with the page's title and meta tags, its CSS, a preload of its script chunks,
 * and the rendered markup as an inert snapshot the browser paints before any JavaScript has run.
 * Without Chromium it writes nothing and the server sends the bare index.html, as before.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const OUT = path.join(DIST, PRERENDERED_DIR);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The build stamp the snapshots were made from (ensureBuild compares it). */
export const SNAPSHOT_STAMP = path.join(OUT, '.build-inputs');

/**
 * Runs in the page (as source text, so no transpiler helper can leak into it): the rendered #root
 * with its ids (its labels, aria references and in-page links point at them; the app's own copy
 * renders out of sight and uses ids only once the snapshot is gone), the managed head tags, and
 * the files it loaded.
 */
const capturePage = (template: boolean) => `((template) => {
  const root = document.getElementById('root').cloneNode(true);
  // A template keeps the layout; the server puts each record's content where the page's was.
  if (template) root.querySelector('main').innerHTML = ${JSON.stringify(MAIN_MARKER)};
  const own = (url) => new URL(url, location.href).pathname;
  const managed = 'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], script[type="application/ld+json"]';
  return {
    title: document.title,
    headTags: template ? [] : Array.from(document.head.querySelectorAll(managed), (element) => element.outerHTML),
    markup: root.innerHTML,
    scripts: performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script').map((entry) => own(entry.name)),
    styles: Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => own(link.href)),
  };
})(${template})`;

/** Writes the starter under a content-hashed name in dist/assets (cached like every asset). */
function writeStarter(): string {
  const hash = crypto.createHash('sha256').update(START_AFTER_PAINT).digest('hex').slice(0, 10);
  const file = `assets/start-after-paint.${hash}.js`;
  fs.writeFileSync(path.join(DIST, file), START_AFTER_PAINT);
  return `/${file}`;
}

function writeCompressed(file: string, html: string) {
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

async function main() {
  const template = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  fs.rmSync(OUT, { recursive: true, force: true });
  if (!fs.existsSync(CHROMIUM)) {
    console.warn(`Prerender skipped: no Chromium at ${CHROMIUM}. Pages are served without snapshots.`);
    return;
  }
  const { chromium } = await import('@playwright/test');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-prerender-'));
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir });
  // Its own throwaway SQLite database, whatever DATABASE_URL says: snapshots show the seed.
  // The pages keep the PUBLIC_URL placeholder: the server that serves the snapshots fills in its own.
  const { app, close } = await createApp({
    config: { ...base, databaseUrl: undefined, prerenderedPages: false, rateLimitFactor: 0 },
    serveSite: true,
    keepPublicUrlPlaceholder: true,
    log: () => undefined,
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const started = Date.now();
  try {
    // Lighthouse's phone: 412 x 823 CSS pixels.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    // Content the staff manage is left as placeholders in every snapshot (see SNAPSHOT_FLAG).
    await context.addInitScript(`window[${JSON.stringify(SNAPSHOT_FLAG)}] = true;`);
    fs.mkdirSync(OUT, { recursive: true });
    const starter = writeStarter();
    const sizes: string[] = [];
    // The fixed pages, then the layouts the server renders records' pages into (their content
    // drawn in the HTML, so their scripts start after its paint).
    const jobs = [
      ...PRERENDERED_ROUTES.map((route) => ({
        route,
        address: route,
        file: prerenderedFileName(route)!,
        template: false,
      })),
      ...TEMPLATE_ROUTES.map((route) => ({
        route,
        address: templateAddress(route),
        file: templateFileName(route),
        template: true,
      })),
    ];
    for (const job of jobs) {
      const page = await context.newPage();
      await page.goto(`${origin}${job.address}`);
      await page.waitForSelector(`html[${PAGE_SHOWN_ATTRIBUTE}]`, { state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const html = pageHtml(
        template,
        (await page.evaluate(capturePage(job.template))) as Capture,
        SCRIPTS_WITH_PAGE.includes(job.route) ? null : starter,
      );
      if (job.template && !html.includes(MAIN_MARKER)) throw new Error(`The template of ${job.route} has no <main>`);
      writeCompressed(path.join(OUT, job.file), html);
      sizes.push(`${job.address} ${(zlib.gzipSync(html, { level: 9 }).length / 1024).toFixed(1)} KB`);
      await page.close();
    }
    const stamp = path.join(DIST, '.build-inputs');
    if (fs.existsSync(stamp)) fs.copyFileSync(stamp, SNAPSHOT_STAMP);
    console.log(
      `Prerendered ${jobs.length} pages and templates in ${((Date.now() - started) / 1000).toFixed(1)} s (gzip): ${sizes.join(', ')}`,
    );
  } finally {
    await browser.close();
    server.close();
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
