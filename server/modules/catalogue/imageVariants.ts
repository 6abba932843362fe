import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PRODUCT_MESSAGES as M, type ImageSource, type ProductImage } from '../../../src/shared/contract/product';
import {
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_PAYLOAD_FIELDS as F,
  PRODUCT_UPLOAD_LIMITS as U,
} from '../../../src/shared/config/products';
import { badRequest } from '../../platform/lib/httpError';
import { taskQueue } from '../../platform/lib/taskQueue';

// Responsive product photos: the original re-encoded without its metadata (EXIF with GPS,
// camera serials), plus AVIF and WebP variants at a few widths for <picture> srcsets.

// Each image is one libvips pipeline on one libuv thread at a time, one thread of pixel work
// each (the machine's cores are shared with the web server); no cache, as files are renamed
// and deleted right after.
sharp.concurrency(1);
sharp.cache(false);
const oneImageAtATime = taskQueue(1);

/** Never more than this per libvips operation: a pathological file cannot hold a thread forever. */
const TIMEOUT_SECONDS = 60;
/** Effort 2 of 9: about five times faster than the default 4 for 10 % larger files. */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 75 } as const;

/** Variant formats, best first: a browser takes the first `<source>` it can show. */
const VARIANT_FORMATS = [
  { type: 'image/avif', extension: 'avif', encode: (image: Sharp) => image.avif(AVIF) },
  { type: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp(WEBP) },
] as const;

/** How the original is re-encoded, by the format the upload was recognised as (a GIF keeps its first frame, as PNG). */
const ORIGINAL_FORMATS: Record<string, { decoder: string; extension: string; encode: (image: Sharp) => Sharp }> = {
  'image/jpeg': { decoder: 'jpeg', extension: 'jpg', encode: (image) => image.jpeg({ quality: 85 }) },
  'image/png': { decoder: 'png', extension: 'png', encode: (image) => image.png() },
  'image/gif': { decoder: 'gif', extension: 'png', encode: (image) => image.png() },
  'image/webp': { decoder: 'webp', extension: 'webp', encode: (image) => image.webp({ quality: 85 }) },
  'image/avif': { decoder: 'heif', extension: 'avif', encode: (image) => image.avif({ quality: 60, effort: 2 }) },
};

/** The widths of an image's variants: the standard ones below its own width, then its width capped at the largest. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1]);
  return [...PRODUCT_IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];
}

const refused = (message: string) => badRequest(message, { [F.images]: [message] });

/** What libvips says about a file it cannot decode is a bad upload; anything with an errno (disk full) is ours. */
const asUploadError = (error: unknown) =>
  error instanceof Error && !('code' in error) ? refused(M.imageUnreadable) : error;

export interface WrittenImage {
  image: ProductImage;
  /** Every file written, by name within the output folder (the original first). */
  files: string[];
}

/**
 * Writes AVIF and WebP variants of `source` (already oriented, at most the largest variant
 * width is decoded) as `<stem>-w<width>.<ext>` into `outDir`; returns the `<source>` entries.
 */
async function writeVariants(
  source: () => Sharp,
  width: number,
  outDir: string,
  stem: string,
  urlPrefix: string,
  files: string[],
) {
  const widths = variantWidths(width);
  // One decode and resize to the largest width, kept as raw pixels for the smaller ones.
  const base = await source()
    .resize({ width: widths[widths.length - 1] })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sources: ImageSource[] = [];
  for (const format of VARIANT_FORMATS) {
    const entries: string[] = [];
    for (const variantWidth of widths) {
      const name = `${stem}-w${variantWidth}.${format.extension}`;
      const resized = sharp(base.data, { raw: base.info })
        .resize({ width: variantWidth })
        .timeout({ seconds: TIMEOUT_SECONDS });
      await format.encode(resized).toFile(path.join(outDir, name));
      files.push(name);
      entries.push(`${urlPrefix}${name} ${variantWidth}w`);
    }
    sources.push({ type: format.type, srcset: entries.join(', ') });
  }
  return sources;
}

/** Runs `write` with a list it adds file names to; if it fails, those files are removed. */
async function writingFiles<T>(outDir: string, write: (files: string[]) => Promise<T>): Promise<T> {
  const files: string[] = [];
  try {
    return await write(files);
  } catch (error) {
    for (const name of files) fs.rmSync(path.join(outDir, name), { force: true });
    throw error;
  }
}

/**
 * An uploaded photo: checked (the decoder agrees with the file signature, at most
 * `maxImagePixels` — read from the header, before any pixel is decoded), re-encoded without
 * metadata as `<stem>.<ext>`, and its variants. 400 for a file that is refused or cannot be
 * decoded. Runs one image at a time per process.
 */
export function processUploadedImage(
  input: string,
  mime: string,
  outDir: string,
  stem: string,
  urlPrefix: string,
): Promise<WrittenImage> {
  return oneImageAtATime(async () => {
    const format = ORIGINAL_FORMATS[mime];
    if (!format) throw refused(M.imageType);
    const options = { limitInputPixels: U.maxImagePixels, failOn: 'error', autoOrient: true } as const;
    const metadata = await sharp(input, { limitInputPixels: false })
      .metadata()
      .catch((error: unknown) => Promise.reject(asUploadError(error)));
    if (metadata.format !== format.decoder || !metadata.width || !metadata.height) throw refused(M.imageUnreadable);
    if (metadata.width * metadata.height > U.maxImagePixels) throw refused(M.imageTooManyPixels);
    const source = () => sharp(input, options).timeout({ seconds: TIMEOUT_SECONDS });
    const originalName = `${stem}.${format.extension}`;
    return writingFiles(outDir, async (files) => {
      files.push(originalName);
      const info = await format.encode(source()).toFile(path.join(outDir, originalName));
      const sources = await writeVariants(source, info.width, outDir, stem, urlPrefix, files);
      return {
        image: { imageUrl: `${urlPrefix}${originalName}`, width: info.width, height: info.height, sources },
        files,
      };
    }).catch((error: unknown) => Promise.reject(asUploadError(error)));
  });
}

/** Variants of an image the project ships (the seed's photos): the file itself stays as it is. */
export function describeShippedImage(
  input: string,
  outDir: string,
  stem: string,
  urlPrefix: string,
): Promise<WrittenImage> {
  return oneImageAtATime(async () => {
    const source = () => sharp(input, { autoOrient: true });
    const { width, height } = await source()
      .metadata()
      .then((meta) => meta.autoOrient);
    return writingFiles(outDir, async (files) => {
      const sources = await writeVariants(source, width, outDir, stem, urlPrefix, files);
      return { image: { imageUrl: `${urlPrefix}${path.basename(input)}`, width, height, sources }, files };
    });
  });
}
