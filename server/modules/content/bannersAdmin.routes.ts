import { Router } from 'express';
import { activeSchema, bannerSchema, moveSchema, type BannerInput } from '../../../src/shared/validation/content';
import type { AppContext } from '../../context';
import { idParam } from '../../platform/lib/adminListParams';
import { sendList } from '../../platform/lib/listParams';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest, notFound } from '../../platform/lib/httpError';
import { productUpload } from '../catalogue/productUpload';
import { validateBody } from '../../platform/middleware/validate';
import { BANNER_API_MESSAGES as M, bannersService } from './banners.service';
import { UploadBatch } from '../catalogue/productMedia';

export const UPLOAD_MESSAGES = {
  uploaded: 'File uploaded',
  oneFile: 'Send exactly one file, as Images (an image) or Videos (a video)',
} as const;

/**
 * `/api/admin/banners` (the hero slides, in their order: a short list, so no paging) and
 * `/api/admin/uploads` (one image or video for a content form, through the product upload
 * pipeline: signature checks, size limits, staging, generated names). Admin only.
 */
export function adminBannerRoutes(ctx: AppContext): Router {
  const banners = bannersService(ctx);
  const router = Router();
  router.use(['/banners', '/uploads'], ctx.auth.requireAuth, ctx.auth.requireRole('Admin'));
  const bannerId = (req: Parameters<typeof idParam>[0]) => idParam(req, () => notFound(M.notFound));
  const upload = productUpload(ctx.config.uploadsDir);

  router.get(
    '/banners',
    asyncHandler(async (_req, res) => {
      const all = await banners.all();
      sendList(res, { items: all, total: all.length }, M.listed);
    }),
  );
  router.get('/banners/:id', asyncHandler(async (req, res) => sendOk(res, await banners.one(bannerId(req)), M.loaded)));
  router.post(
    '/banners',
    validateBody(bannerSchema),
    asyncHandler(async (req, res) => sendOk(res, await banners.create(req.body as BannerInput), M.created, 201)),
  );
  router.put(
    '/banners/:id',
    validateBody(bannerSchema),
    asyncHandler(async (req, res) => sendOk(res, await banners.update(bannerId(req), req.body as BannerInput), M.updated)),
  );
  router.patch(
    '/banners/:id',
    validateBody(activeSchema),
    asyncHandler(async (req, res) => sendOk(res, await banners.update(bannerId(req), req.body as { active: boolean }), M.updated)),
  );
  router.post(
    '/banners/:id/move',
    validateBody(moveSchema),
    asyncHandler(async (req, res) => sendOk(res, await banners.move(bannerId(req), (req.body as { direction: 'up' | 'down' }).direction), M.moved)),
  );
  router.delete(
    '/banners/:id',
    asyncHandler(async (req, res) => {
      await banners.remove(bannerId(req));
      sendOk(res, null, M.deleted);
    }),
  );

  // The same pipeline as product photos (signature checks, sharp re-encoding and AVIF/WebP
  // variants); a banner or post keeps the URL of the re-encoded original.
  router.post(
    '/uploads',
    upload,
    asyncHandler(async (req, res) => {
      const batch = new UploadBatch(req, ctx.config.uploadsDir);
      if (batch.images.length + batch.videos.length !== 1) {
        batch.discard();
        throw badRequest(UPLOAD_MESSAGES.oneFile, { file: [UPLOAD_MESSAGES.oneFile] });
      }
      const { images, videoUrls } = await batch.commit();
      sendOk(res, images.length ? { url: images[0].imageUrl, kind: 'image' } : { url: videoUrls[0], kind: 'video' }, UPLOAD_MESSAGES.uploaded, 201);
    }),
  );
  return router;
}
