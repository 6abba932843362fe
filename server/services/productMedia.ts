import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { PRODUCT_PAYLOAD_FIELDS as F } from '../../src/shared/config/products';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Only names the server generates (or the seed ships): no separators, no leading dot. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The file an `/uploads/<name>` URL points at, or null when the URL is not one of ours. */
export function uploadedFilePath(uploadsDir: string, url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return SAFE_FILE_NAME.test(name) ? path.join(uploadsDir, name) : null;
}

/** Deletes uploaded files by URL; a file that is already gone is not an error. */
export function removeUploadedFiles(uploadsDir: string, urls: string[], log: (error: unknown) => void): void {
  for (const url of urls) {
    const file = uploadedFilePath(uploadsDir, url);
    if (!file) continue;
    try {
      fs.rmSync(file, { force: true });
    } catch (error) {
      log(error);
    }
  }
}

/**
 * The files of one product request: staged while the request is checked, then either moved
 * into the uploads folder (`commit`) or deleted (`discard`). `discard` also removes committed
 * files, so a request that fails at any point leaves nothing behind.
 */
export class UploadBatch {
  readonly images: Express.Multer.File[];
  readonly videos: Express.Multer.File[];
  private readonly committed: string[] = [];

  constructor(
    req: Request,
    private readonly uploadsDir: string,
  ) {
    const files = Array.isArray(req.files) ? req.files : [];
    this.images = files.filter((file) => file.fieldname === F.images);
    this.videos = files.filter((file) => file.fieldname === F.videos);
  }

  /** Moves the staged files into the uploads folder; returns their URLs (images, then videos). */
  commit(): { imageUrls: string[]; videoUrls: string[] } {
    const move = (file: Express.Multer.File) => {
      const target = path.join(this.uploadsDir, file.filename);
      fs.renameSync(file.path, target);
      this.committed.push(target);
      return `${UPLOADS_URL_PREFIX}${file.filename}`;
    };
    return { imageUrls: this.images.map(move), videoUrls: this.videos.map(move) };
  }

  discard(): void {
    for (const file of [...this.images, ...this.videos]) fs.rmSync(file.path, { force: true });
    for (const target of this.committed) fs.rmSync(target, { force: true });
    this.committed.length = 0;
  }
}
