import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type * as RouteTable from '../../../src/app/routeTable';
import { prerenderedFileName } from './prerenderedPages';
import { pageHtml } from '../../scripts/snapshotHtml';
import { staticSite } from './static';

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><title>Utsav Events</title><script defer src="/assets/main.1234567890.js"></script>' +
  '<link href="/assets/main.1234567890.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

describe('the route table the lists come from', () => {
  it('loads on the server without React or any page', () => {
    jest.isolateModules(() => {
      jest.doMock('react', () => {
        throw new Error('the route table loaded React');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const table = require('../../../src/app/routeTable') as typeof RouteTable;
      expect(table.prerenderedRoutes()).toContain('/events');
    });
  });
});

describe('prerenderedFileName', () => {
  it('names the snapshot of each public page, ignoring a trailing slash', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/events')).toBe('events.html');
    expect(prerenderedFileName('/events/')).toBe('events.html');
    expect(prerenderedFileName('/products/art')).toBe('products__art.html');
    expect(prerenderedFileName('/admin/login')).toBe('admin__login.html');
  });

  it('has none for pages that depend on the visitor, unknown paths or traversal attempts', () => {
    for (const pathname of [
      '/checkout',
      '/user/profile',
      '/admin/dashboard',
      '/admin',
      '/reset-password',
      '/nowhere',
      '/../db.json',
      '/products/../../x',
    ]) {
      expect(prerenderedFileName(pathname)).toBeNull();
    }
  });
});

const STARTER = '/assets/start-after-paint.0123456789.js';

describe('pageHtml', () => {
  const page = {
    title: 'Events & more | Utsav Events',
    headTags: ['<meta name="description" content="Upcoming events">'],
    markup: '<main><h1>Events</h1></main>',
    scripts: ['/assets/main.1234567890.js', '/assets/page-events.abcdef1234.js'],
    styles: ['/assets/main.1234567890.css', '/assets/page-events.abcdef1234.css'],
  };

  it('puts the page’s title, tags and own CSS in the head, its scripts as placeholders for the starter, and the inert snapshot before a hidden #root', () => {
    const html = pageHtml(TEMPLATE, page, STARTER);
    expect(html).toContain('<title>Events &amp; more | Utsav Events</title>');
    expect(html).toContain(
      '<meta name="description" content="Upcoming events"><link rel="stylesheet" href="/assets/page-events.abcdef1234.css">',
    );
    // No script runs (or downloads) before the starter, itself deferred, runs after the first paint.
    expect(html).toContain(
      '<script type="text/plain" data-app-script="entry" data-src="/assets/main.1234567890.js"></script>',
    );
    expect(html).toContain(
      '<script type="text/plain" data-app-script="page" data-src="/assets/page-events.abcdef1234.js"></script><script defer src="/assets/start-after-paint.0123456789.js"></script></head>',
    );
    expect(html.match(/<script(?! type="text\/plain")[^>]*>/g)).toEqual([
      '<script defer src="/assets/start-after-paint.0123456789.js">',
    ]);
    // Files the template already loads are not named twice.
    expect(html.match(/main\.1234567890\.js/g)).toHaveLength(1);
    expect(html.match(/main\.1234567890\.css/g)).toHaveLength(1);
    expect(html).toContain(
      '<body><div id="prerendered" inert><main><h1>Events</h1></main></div><div id="root" style="position:absolute;top:0;left:0;width:100%;visibility:hidden" aria-hidden="true"></div></body>',
    );
  });

  it('for a page drawn by the app anyway, defers its scripts with the page, its chunks before the entry, and no starter', () => {
    const html = pageHtml(TEMPLATE, page, null);
    expect(html).toContain(
      '<script defer="defer" src="/assets/page-events.abcdef1234.js"></script><script defer src="/assets/main.1234567890.js"></script>',
    );
    expect(html).not.toContain('data-app-script');
    expect(html).not.toContain('start-after-paint');
    expect(html).toContain(
      '<meta name="description" content="Upcoming events"><link rel="stylesheet" href="/assets/page-events.abcdef1234.css"></head>',
    );
    expect(html).toContain('<div id="prerendered" inert><main><h1>Events</h1></main></div>');
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(pageHtml(TEMPLATE, { ...page, markup: "<p>Fees from $& and $'</p>" }, STARTER)).toContain(
      "<p>Fees from $& and $'</p>",
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), page, STARTER)).toThrow(/root/);
  });
});

describe('serving snapshots', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'events-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(dist, 'prerendered'));
    fs.writeFileSync(path.join(dist, 'prerendered', 'events.html'), '<p>events snapshot</p>');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const appServing = (prerenderedPages: boolean) => express().use(staticSite(dist, { prerenderedPages }));

  it('sends a public page its snapshot, uncached, and other routes the bare index.html', async () => {
    const app = appServing(true);
    const events = await request(app).get('/events');
    expect(events.status).toBe(200);
    expect(events.text).toBe('<p>events snapshot</p>');
    expect(events.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/events/')).text).toBe('<p>events snapshot</p>');
    // A public page whose snapshot was not made, and a page that never has one.
    expect((await request(app).get('/blogs')).text).toBe(TEMPLATE);
    expect((await request(app).get('/checkout')).text).toBe(TEMPLATE);
  });

  it('sends the bare index.html everywhere when snapshots are switched off', async () => {
    expect((await request(appServing(false)).get('/events')).text).toBe(TEMPLATE);
  });
});
