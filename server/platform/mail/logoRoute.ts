import path from 'node:path';
import { Router } from 'express';
import { MAIL_LOGO_PATH } from './layout';

const LOGO_FILE = path.join(__dirname, 'assets', 'logo.png');

/**
 * The logo the e-mails show, at an address that never changes (mails already sent keep
 * pointing at it). Webmail shows it from another origin, so it may be embedded cross-origin.
 */
export function mailLogoRoute(): Router {
  const router = Router();
  router.get(MAIL_LOGO_PATH, (_req, res, next) => {
    res.setHeader('Cache-Control', 'public, max-age=604800');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.type('png').sendFile(LOGO_FILE, (error) => error && next(error));
  });
  return router;
}
