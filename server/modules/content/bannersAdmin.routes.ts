import { Router } from 'express';
import { activeSchema, bannerSchema, moveSchema, type BannerInput } from '../../../src/shared/contract/banner';
import type { AppContext } from '../../context';
import { resourceId, resourceRoutes } from '../../platform/http/resourceRoutes';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest } from '../../platform/lib/httpError';
import { validateBody } from '../../platform/middleware/validate';
import { UploadBatch, productUpload } from '../catalogue';
import { BANNER_API_MESSAGES as M, bannersService } from './banners.service';

export const UPLOAD_MESSAGES = {
  uploaded: 'File uploaded',
  oneFile: 'Send exactly one file, as Images (an image) or Videos (a video)',
} as const;

/** `/api/admin/banners`: the hero slides, in their order (a short list, so no paging), shown or hidden, moved up or down. */
export function adminBannerRoutes(ctx: AppContext): Router {
  const banners = bannersService(ctx);
  const router = resourceRoutes<BannerInput, Awaited<ReturnType<typeof banners.one>>>({
    schema: bannerSchema,
    messages: M,
    list: async () => {
      const all = await banners.all();
      return { items: all, total: all.length };
    },
    get: banners.one,
    create: banners.create,
    update: banners.update,
    remove: banners.remove,
    patch: { schema: activeSchema, apply: (id, body) => banners.update(id, body as { active: boolean }) },
  });
  router.post(
    '/:id/move',
    validateBody(moveSchema),
    asyncHandler(async (req, res) =>
      sendOk(
        res,
        await banners.move(resourceId(req, M), (req.body as { direction: 'up' | 'down' }).direction),
        M.moved,
      ),
    ),
  );
  return router;
}

/**
 * `/api/admin/uploads`: one image or video for a content form, through the product photos'
 * pipeline (signature checks, size limits, staging, sharp re-encoding and AVIF/WebP variants,
 * generated names); a banner or post keeps the URL of the re-encoded original.
 */
export function adminUploadRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(
    '/',
    productUpload(ctx.config.uploadsDir),
    asyncHandler(async (req, res) => {
      const batch = new UploadBatch(req, ctx.config.uploadsDir);
      if (batch.images.length + batch.videos.length !== 1) {
        batch.discard();
        throw badRequest(UPLOAD_MESSAGES.oneFile, { file: [UPLOAD_MESSAGES.oneFile] });
      }
      const { images, videoUrls } = await batch.commit();
      sendOk(
        res,
        images.length ? { url: images[0].imageUrl, kind: 'image' } : { url: videoUrls[0], kind: 'video' },
        UPLOAD_MESSAGES.uploaded,
        201,
      );
    }),
  );
  return router;
}
