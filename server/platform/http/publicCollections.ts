import { Router, type RequestHandler } from 'express';
import jsonServer from 'json-server';
import { readSnapshot } from '../db/seedSnapshot';
import { sendFailure } from '../lib/envelope';

/**
 * Collections json-server's router serves, read-only, from the committed seed (held in memory;
 * nothing written at run time is among them). Everything else lives in the database and is
 * reachable only through the custom routes that check the caller.
 */
export const PUBLIC_COLLECTIONS = ['categories'] as const;

/** Query parameters that make json-server reach other collections or stall the answer. */
const FORBIDDEN_PARAMS = new Set(['_embed', '_expand', '_delay', 'callback']);
const MAX_PARAM_LENGTH = 200;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Lets through only `GET /<public collection>` and `GET /<public collection>/<id>`: no /db, no
 * nested routes (they would list another collection), no writes. `_like` values become literal
 * text, because json-server builds a RegExp from them (a catastrophic pattern would hang the process).
 */
const guard: RequestHandler = (req, res, next) => {
  const segments = req.path.split('/').filter(Boolean);
  const collection = segments[0];
  const isPublic = (PUBLIC_COLLECTIONS as readonly string[]).includes(collection ?? '');
  if (!isPublic || segments.length > 2) {
    sendFailure(res, 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') res.status(204).end();
    else sendFailure(res, 405, `${req.method} is not allowed: this collection is read-only`);
    return;
  }
  for (const key of Object.keys(req.query)) {
    const value = req.query[key];
    if (FORBIDDEN_PARAMS.has(key) || typeof value !== 'string' || value.length > MAX_PARAM_LENGTH) {
      sendFailure(res, 400, `The query parameter "${key}" is not allowed`);
      return;
    }
    if (key.endsWith('_like')) req.query[key] = escapeRegExp(value);
  }
  next();
};

export function publicCollectionsRouter(seedFile: string): Router {
  const seed = readSnapshot(seedFile);
  const collections = Object.fromEntries(PUBLIC_COLLECTIONS.map((name) => [name, seed[name] ?? []]));
  // An object (not a file name) gives json-server an in-memory database. foreignKeySuffix: no
  // field ends with it, so json-server never cascades anything.
  const router = jsonServer.router(collections, { foreignKeySuffix: '__noCascade' });
  // Answers in the envelope, as JSON (json-server's default render is JSONP-capable). json-server
  // answers an unknown id with status 404 and `{}`: that is a failure, not `isSuccess: true`.
  Object.assign(router, {
    render: ((_req, res) => {
      if (res.statusCode === 404) sendFailure(res, 404, 'Record not found');
      else res.json({ isSuccess: true, message: 'OK', data: res.locals.data });
    }) satisfies RequestHandler,
  });
  // json-server's router ends with an error handler that answers 500 with `err.stack` (absolute
  // paths included). Removed, so its errors reach the app's handler: the envelope, no internals.
  router.stack = router.stack.filter((layer: { handle: { length: number } }) => layer.handle.length !== 4);
  return Router().use(guard, router);
}
