import type { RequestHandler, Router } from 'express';
import { sendFailure } from '../lib/envelope';

/**
 * The parts of Express 4's router this reads (not in its type definitions): each layer of a
 * router's stack is a route (`route.methods`) or middleware, a nested router among them (`handle.stack`).
 */
interface Layer {
  handle: unknown;
  regexp: RegExp & { fast_slash?: boolean; fast_star?: boolean };
  route?: { methods: Record<string, boolean> };
}

/** Routers that answer wrong methods themselves (json-server's collections): never walked. */
const ownMethodChecks = new WeakSet<object>();

/** Marks a router whose own guard answers 405/404 (its inner routes are not what it serves). */
export function withOwnMethodCheck<T extends object>(router: T): T {
  ownMethodChecks.add(router);
  return router;
}

function stackOf(handle: unknown): Layer[] | undefined {
  const stack: unknown = typeof handle === 'function' ? (handle as unknown as { stack?: unknown }).stack : undefined;
  return Array.isArray(stack) ? (stack as Layer[]) : undefined;
}

/**
 * The methods the routes under `stack` accept on `path` (GET brings HEAD), or 'any' when a route
 * takes every method; an empty set when no route has this path at all.
 */
export function methodsFor(stack: Layer[], path: string, found: Set<string> = new Set()): Set<string> | 'any' {
  for (const layer of stack) {
    if (layer.route) {
      if (!layer.regexp.test(path)) continue;
      if (layer.route.methods._all) return 'any';
      for (const method of Object.keys(layer.route.methods)) found.add(method.toUpperCase());
      if (layer.route.methods.get) found.add('HEAD');
      continue;
    }
    const inner = stackOf(layer.handle);
    if (!inner || ownMethodChecks.has(layer.handle as object)) continue;
    // A mounted router: its routes see the rest of the path after its mount point.
    let rest: string;
    if (layer.regexp.fast_slash) rest = path;
    else {
      const match = layer.regexp.exec(path);
      if (!match) continue;
      rest = path.slice(match[0].length) || '/';
    }
    if (methodsFor(inner, rest, found) === 'any') return 'any';
  }
  return found;
}

/** `Allow` lists the methods in a fixed, readable order. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const allowHeader = (methods: Set<string>) =>
  [...methods, 'OPTIONS']
    .filter((method, index, all) => all.indexOf(method) === index)
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .join(', ');

/**
 * Mounted first in the API router: a path the API has, asked with a method none of its routes
 * takes, answers 405 with `Allow` (RFC 9110) before any auth or body parsing; OPTIONS on such a
 * path answers 204 with `Allow` (a CORS preflight from an allowed origin was answered before).
 * The methods are read from the router's stack on each request, so every route added later is covered.
 */
export function methodNotAllowed(router: Router): RequestHandler {
  return (req, res, next) => {
    const methods = methodsFor(router.stack as unknown as Layer[], req.path);
    if (methods === 'any' || methods.size === 0 || methods.has(req.method)) {
      next();
      return;
    }
    res.setHeader('Allow', allowHeader(methods));
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    sendFailure(
      res,
      405,
      `${req.method} is not allowed on ${req.baseUrl}${req.path}. Allowed: ${allowHeader(methods)}`,
    );
  };
}
