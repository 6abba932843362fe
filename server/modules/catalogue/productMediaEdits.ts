import {
  PRODUCT_MESSAGES as M,
  type ProductImage,
  type ProductPayloadInput,
} from '../../../src/shared/contract/product';
import { PRODUCT_PAYLOAD_FIELDS as F, PRODUCT_UPLOAD_LIMITS as U } from '../../../src/shared/config/products';
import type { ProductRecord } from './tables';
import { badRequest } from '../../platform/lib/httpError';

// The media part of a product edit: which of the current images and videos stay (`KeepImages`,
// `KeepVideos`, in the admin's order) and where the new files go (after them).

type Video = ProductRecord['videos'][number];

/** The current media an edit keeps, in its order; undefined for a list the client did not send (new files then replace all). */
export interface KeptMedia {
  images?: ProductImage[];
  videos?: Video[];
}

const KEEP_FIELDS = [
  [F.keepImages, M.keepImages],
  [F.keepVideos, M.keepVideos],
] as const;

/**
 * Parses the multipart `KeepImages` and `KeepVideos` fields (JSON text) so the payload schema sees
 * lists; bad JSON, or anything but a list of texts, is a 400 on that field.
 */
export function withParsedKeptMedia(body: Record<string, unknown>): Record<string, unknown> {
  const parsed = { ...body };
  for (const [field, message] of KEEP_FIELDS) {
    const raw = body[field];
    if (typeof raw !== 'string') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(message, { [field]: [message] });
    }
    if (!Array.isArray(value) || !value.every((url) => typeof url === 'string'))
      throw badRequest(message, { [field]: [message] });
    parsed[field] = value;
  }
  return parsed;
}

/** The current items named by `urls`, in that order; a URL the product does not have is a 400 on `field`. */
function pick<T>(
  current: T[],
  urlOf: (item: T) => string,
  urls: string[] | undefined,
  field: string,
  message: string,
): T[] | undefined {
  if (urls === undefined) return undefined;
  const byUrl = new Map(current.map((item) => [urlOf(item), item]));
  const foreign = urls.filter((url) => !byUrl.has(url));
  if (foreign.length > 0) throw badRequest(message, { [field]: [message] });
  return urls.map((url) => byUrl.get(url)!);
}

/**
 * What an edit keeps of `current`'s media; 400 for a URL that is not the product's own, or when the
 * kept and the new files together pass the limits (10 images, 3 videos).
 */
export function keptMedia(
  current: Pick<ProductRecord, 'images' | 'videos'>,
  input: ProductPayloadInput,
  uploads: { images: unknown[]; videos: unknown[] },
): KeptMedia {
  const kept: KeptMedia = {
    images: pick(current.images, (image) => image.imageUrl, input.KeepImages, F.keepImages, M.keepImages),
    videos: pick(current.videos, (video) => video.videoUrl, input.KeepVideos, F.keepVideos, M.keepVideos),
  };
  if ((kept.images?.length ?? 0) + uploads.images.length > U.maxImages)
    throw badRequest(M.tooManyImages, { [F.images]: [M.tooManyImages] });
  if ((kept.videos?.length ?? 0) + uploads.videos.length > U.maxVideos)
    throw badRequest(M.tooManyVideos, { [F.videos]: [M.tooManyVideos] });
  return kept;
}

/** The lists the product will have: the kept ones then the new files; without a kept list, new files replace the current ones (the old rule). */
export function mediaAfterEdit<T>(current: T[], kept: T[] | undefined, added: T[]): T[] {
  if (kept) return [...kept, ...added];
  return added.length > 0 ? added : current;
}
