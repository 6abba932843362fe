import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Files the seed's records point at (product and order images), copied into the uploads folder. */
export const SEED_UPLOADS_DIR = path.join(__dirname, '..', 'db', 'seed-uploads');

/** Copies seed images that are not in the uploads folder yet (first start, after db:reset). */
export function ensureSeedUploads(uploadsDir: string, seedDir = SEED_UPLOADS_DIR): void {
  fs.mkdirSync(uploadsDir, { recursive: true });
  if (!fs.existsSync(seedDir)) return;
  for (const name of fs.readdirSync(seedDir)) {
    const target = path.join(uploadsDir, name);
    if (!name.startsWith('.') && !fs.existsSync(target)) fs.copyFileSync(path.join(seedDir, name), target);
  }
}

/**
 * Uploaded files under /uploads: never listed, never sniffed as another type (helmet sets
 * nosniff), never run as a page (a sandboxing CSP), cached for a day. `send` refuses `..`.
 */
export function uploadsStatic(uploadsDir: string): Router {
  const router = express.Router();
  router.use(
    express.static(uploadsDir, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      setHeaders: (res, filePath) => {
        // `send` does not know AVIF; with nosniff the browser needs the right type to show it.
        if (filePath.endsWith('.avif')) res.setHeader('Content-Type', 'image/avif');
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
