import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { sendFailure } from '../lib/envelope';

/**
 * json-server's router honours X-HTTP-Method-Override, which would let a POST act as a DELETE
 * past any method check. The header is removed before anything routes the request.
 */
export const stripMethodOverride: RequestHandler = (req, _res, next) => {
  delete req.headers['x-http-method-override'];
  delete req.headers['x-http-method'];
  delete req.headers['x-method-override'];
  next();
};

/** CORS for an allow-list of origins only (json-server's defaults() reflects any origin). */
export function corsAllowList(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // Admin lists tell their total in a header (server/platform/lib/listParams.ts); a dev origin reads it too.
    exposedHeaders: ['X-Total-Count'],
    maxAge: 600,
  });
}

/** Security headers. The site loads its own scripts only; YouTube is allowed in frames for testimonials. */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      'media-src': ["'self'", 'blob:'],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // HSTS belongs to the TLS terminator in front of the site, not to a plain-HTTP local server.
  strictTransportSecurity: false,
});

/**
 * Powerful browser features the site never uses, switched off for its pages and any frame they
 * embed (the YouTube players), so an injected script or a compromised embed cannot ask for them.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()';

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};

/** API answers are personal or change often: never cache them in shared caches. */
export const noStoreApi: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Mail clients' one-click unsubscribe (RFC 8058) posts a form body, which that route ignores. */
const FORM_BODY_PATHS = new Set(['/newsletter/unsubscribe']);

/** Only JSON (and multipart where a route accepts files) is accepted on bodies. */
export const requireJsonOrMultipart: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (
    !hasBody ||
    req.is(['application/json', 'multipart/form-data']) ||
    (FORM_BODY_PATHS.has(req.path) && req.is('application/x-www-form-urlencoded'))
  ) {
    next();
    return;
  }
  sendFailure(res, 415, 'Send the request body as JSON');
};

/** For a router that takes no files: a multipart body is refused like any other non-JSON body. */
export const refuseMultipart: RequestHandler = (req, res, next) => {
  if (req.is('multipart/form-data')) {
    sendFailure(res, 415, 'Send the request body as JSON');
    return;
  }
  next();
};
