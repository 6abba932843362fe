import type { RequestHandler } from 'express';
import { sendFailure } from '../lib/envelope';

/** The site's pages and files are only ever read. */
const SITE_METHODS = 'GET, HEAD, OPTIONS';

/**
 * The last stop outside the API, instead of Express's HTML "Cannot GET" page: OPTIONS answers
 * 204 with `Allow` (never index.html), another method 405, and a missing file 404, in the envelope.
 */
export const siteFallback: RequestHandler = (req, res) => {
  if (req.method === 'OPTIONS') {
    res.setHeader('Allow', SITE_METHODS);
    res.status(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', SITE_METHODS);
    sendFailure(res, 405, `${req.method} is not allowed here. Allowed: ${SITE_METHODS}`);
    return;
  }
  sendFailure(res, 404, `Nothing at ${req.path}`);
};
