import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { ProductImage } from '../../../src/shared/contract/product';
import { PRODUCT_PAYLOAD_FIELDS as F } from '../../../src/shared/config/products';
import { processUploadedImage } from './imageVariants';

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

/** Every file of a photo: the original and the variants its `<source>` srcsets name. */
export function imageFileUrls(image: ProductImage): string[] {
  const variants = (image.sources ?? []).flatMap((source) =>
    source.srcset.split(',').map((entry) => entry.trim().split(/\s+/)[0]),
  );
  return [image.imageUrl, ...variants.filter((url) => url !== undefined && url !== '')];
}

/**
 * The files of one product request: staged while the request is checked, then the photos are
 * re-encoded with their variants (still in the staging folder) and everything is moved into the
 * uploads folder (`commit`), or deleted (`discard`). `discard` also removes committed files, so
 * a request that fails at any point leaves nothing behind.
 */
export class UploadBatch {
  readonly images: Express.Multer.File[];
  readonly videos: Express.Multer.File[];
  /** Files made from the uploads, still in the staging folder. */
  private readonly made: string[] = [];
  private readonly committed: string[] = [];

  constructor(
    req: Request,
    private readonly uploadsDir: string,
  ) {
    const files = Array.isArray(req.files) ? req.files : [];
    this.images = files.filter((file) => file.fieldname === F.images);
    this.videos = files.filter((file) => file.fieldname === F.videos);
  }

  /** Makes the photos' files, then moves everything into the uploads folder; 400 for a photo that is refused. */
  async commit(): Promise<{ images: ProductImage[]; videoUrls: string[] }> {
    const images: ProductImage[] = [];
    for (const file of this.images) {
      const dir = path.dirname(file.path);
      const stem = path.parse(file.filename).name;
      const written = await processUploadedImage(file.path, file.mimetype, dir, stem, UPLOADS_URL_PREFIX);
      this.made.push(...written.files.map((name) => path.join(dir, name)));
      images.push(written.image);
    }
    const move = (from: string, name: string) => {
      const target = path.join(this.uploadsDir, name);
      fs.renameSync(from, target);
      this.committed.push(target);
      return `${UPLOADS_URL_PREFIX}${name}`;
    };
    for (const file of this.made.splice(0)) move(file, path.basename(file));
    for (const file of this.images) fs.rmSync(file.path, { force: true });
    return { images, videoUrls: this.videos.map((file) => move(file.path, file.filename)) };
  }

  discard(): void {
    for (const file of [...this.images, ...this.videos]) fs.rmSync(file.path, { force: true });
    for (const target of [...this.made, ...this.committed]) fs.rmSync(target, { force: true });
    this.made.length = 0;
    this.committed.length = 0;
  }
}
