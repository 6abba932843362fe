import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { PUBLIC_URL_PLACEHOLDER } from '../../../src/shared/config/publicUrl';

/** A page made from a built file: `key` names it in the cache, `transform` makes it from the file's text. */
export interface PageVariant {
  key: string;
  transform: (html: string) => string;
}

/** About 50 KB each (the page and its brotli and gzip forms): a few tens of MB at most. */
const MAX_CACHED_PAGES = 500;

interface Page {
  mtimeMs: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The build has no idea where it will be served: index.html and every page snapshot carry
 * PUBLIC_URL_PLACEHOLDER (in `<meta name="public-url">`, canonical links, Open Graph tags and
 * JSON-LD). This sends such a page with the server's PUBLIC_URL in its place. Each page is
 * rewritten and compressed (brotli, gzip) once per process and build, then served from memory
 * with an ETag, so a revalidation costs a 304. `publicUrl` undefined sends the files as built
 * (the prerender step, which must keep the placeholder in the snapshots it writes).
 */
export function publicUrlPages(distDir: string, publicUrl: string | undefined) {
  // The origin only: it is made of characters safe in an attribute and in a JSON string.
  const origin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
  const cache = new Map<string, Page>();
  /** Pages rendered from the database add a variant per record and version: the oldest go first. */
  const remember = (key: string, page: Page) => {
    cache.delete(key);
    cache.set(key, page);
    if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
  };

  const load = (file: string, variant?: PageVariant): Page | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const key = variant ? `${file}#${variant.key}` : file;
    const cached = cache.get(key);
    if (cached?.mtimeMs === mtimeMs) {
      remember(key, cached);
      return cached;
    }
    const read = fs.readFileSync(file, 'utf8');
    const built = variant ? variant.transform(read) : read;
    const html = origin === undefined ? built : built.split(PUBLIC_URL_PLACEHOLDER).join(origin);
    const identity = Buffer.from(html);
    const page: Page = {
      mtimeMs,
      etag: `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
    remember(key, page);
    return page;
  };

  /**
   * Sends `relativeFile` (an .html file under distDir), changed by `variant` when given (cached
   * under its key for as long as the file is unchanged); calls next() when there is no such file.
   */
  return function sendPage(
    req: Request,
    res: Response,
    next: NextFunction,
    relativeFile: string,
    variant?: PageVariant,
  ) {
    const page = load(path.join(distDir, relativeFile), variant);
    if (!page) {
      next();
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', page.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    // A page sent as a 404 (an address without a page) is never answered 304.
    if (res.statusCode === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    // The status set before (a 404 for an address without a page), else 200.
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
