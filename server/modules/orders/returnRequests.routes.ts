import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import {
  RETURN_NOTE_MAX,
  RETURN_PHOTO_FIELD,
  RETURN_PHOTO_MAX,
  RETURN_REQUEST_STATUSES,
} from '../../../src/shared/config/shop';
import { PRODUCT_UPLOAD_LIMITS } from '../../../src/shared/config/products';
import {
  RETURN_QUEUE_FILTERS,
  rejectReturnSchema,
  type RejectReturnInput,
} from '../../../src/shared/contract/orderReturn';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest, notFound } from '../../platform/lib/httpError';
import { listHandler, parseFilter } from '../../platform/lib/listParams';
import { validateBody } from '../../platform/middleware/validate';
import { stagedUpload, type FileRule } from '../catalogue';
import { RETURN_REQUEST_NOT_FOUND, returnRequestsService, type StagedPhoto } from './returnRequests.service';

export const RETURN_PHOTO_MESSAGES = {
  tooMany: `Please add at most ${RETURN_PHOTO_MAX} photos`,
  tooLarge: `Each photo must be under ${PRODUCT_UPLOAD_LIMITS.maxImageBytes / (1024 * 1024)} MB`,
  type: 'Photos must be JPEG, PNG, WebP, AVIF or GIF images',
  items: 'Please choose the items to return',
} as const;

const PHOTO_RULES: Record<string, FileRule> = {
  [RETURN_PHOTO_FIELD]: {
    kind: 'image',
    max: RETURN_PHOTO_MAX,
    maxBytes: PRODUCT_UPLOAD_LIMITS.maxImageBytes,
    tooMany: RETURN_PHOTO_MESSAGES.tooMany,
    tooLarge: RETURN_PHOTO_MESSAGES.tooLarge,
    wrongType: RETURN_PHOTO_MESSAGES.type,
  },
};

/** Where the photos are kept: the data folder, never the public uploads. */
export const returnPhotosDir = (ctx: Pick<AppContext, 'config'>) => path.join(ctx.config.dataDir, 'return-photos');

/**
 * A return request's body as JSON, or multipart with `items` as JSON text and up to three
 * `Photos` (checked and staged by the product pipeline's upload); the staged files are in
 * `req.files`.
 */
export function returnRequestUpload(ctx: Pick<AppContext, 'config'>): RequestHandler[] {
  const upload = stagedUpload(returnPhotosDir(ctx), PHOTO_RULES, { fields: 6, fieldSize: RETURN_NOTE_MAX * 4 * 2 });
  return [
    upload,
    (req, _res, next) => {
      if (typeof req.body?.items !== 'string') return next();
      try {
        req.body = { ...req.body, items: JSON.parse(req.body.items as string) };
        next();
      } catch {
        next(badRequest(RETURN_PHOTO_MESSAGES.items, { items: [RETURN_PHOTO_MESSAGES.items] }));
      }
    },
  ];
}

/** The staged photos of a request (already recognised as images by their first bytes). */
export const stagedPhotos = (req: Request): StagedPhoto[] =>
  (Array.isArray(req.files) ? req.files : []).map((file) => ({ path: file.path, mimetype: file.mimetype }));

/** Removes what the upload staged, once the request is done with it. */
export const clearStagedPhotos = (photos: StagedPhoto[]) => {
  for (const photo of photos) fs.rmSync(photo.path, { force: true });
};

/** `GET /api/Order/return-photos/:file?expires&sig`: a photo through a link the API signed for its viewer. */
export function returnPhotoRoute(ctx: AppContext): RequestHandler {
  const service = returnRequestsService(ctx);
  return asyncHandler(async (req, res) => {
    const file = await service.photoFile(
      String(req.params.file),
      String(req.query.expires ?? ''),
      String(req.query.sig ?? ''),
    );
    if (!file) throw notFound('Photo not found');
    res.set('Cache-Control', 'private, max-age=3600').sendFile(file);
  });
}

const idOf = (req: Request) => {
  if (!/^[1-9][0-9]{0,9}$/.test(req.params.id)) throw notFound(RETURN_REQUEST_NOT_FOUND);
  return Number(req.params.id);
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * `/api/admin/return-requests`: the staff queue (`GET /`: `status`, `olderThanDays`,
 * `q` (part of the order number), `_page`, `_limit`; X-Total-Count), one request (`GET /:id`), and its decision:
 * `POST /:id/approve`, `POST /:id/reject` (`reason`), `POST /:id/receive`. Each decision is in the
 * order's audit log and mails the customer.
 */
export function adminReturnRequestRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = returnRequestsService(ctx);
  router.get(
    '/',
    listHandler({ sortable: ['createdAt'] as const, defaultSort: 'createdAt', defaultOrder: 'asc' }, (params, req) => {
      const status = parseFilter(req.query, 'status', RETURN_REQUEST_STATUSES);
      const days = req.query.olderThanDays;
      let createdBefore: string | undefined;
      if (days !== undefined && days !== '') {
        const value = typeof days === 'string' && /^[0-9]{1,3}$/.test(days) ? Number(days) : NaN;
        if (!(value >= 0 && value <= RETURN_QUEUE_FILTERS.maxOlderThanDays))
          throw badRequest('Invalid list parameters', {
            olderThanDays: [`olderThanDays must be a whole number from 0 to ${RETURN_QUEUE_FILTERS.maxOlderThanDays}`],
          });
        createdBefore = new Date(ctx.clock.now() - value * DAY_MS).toISOString();
      }
      const orderNumber = params.q.slice(0, 40);
      return service.queue({
        status,
        createdBefore,
        orderNumber: orderNumber || undefined,
        limit: params.limit,
        offset: params.offset,
      });
    }),
  );
  router.get(
    '/:id',
    asyncHandler(async (req, res) => {
      sendOk(res, await service.detail(idOf(req)));
    }),
  );
  router.post(
    '/:id/approve',
    asyncHandler(async (req, res) => {
      sendOk(res, await service.approve(req.user!, idOf(req)), 'Return approved');
    }),
  );
  router.post(
    '/:id/reject',
    validateBody(rejectReturnSchema),
    asyncHandler(async (req, res) => {
      sendOk(res, await service.reject(req.user!, idOf(req), req.body as RejectReturnInput), 'Return rejected');
    }),
  );
  router.post(
    '/:id/receive',
    asyncHandler(async (req, res) => {
      sendOk(res, await service.receive(req.user!, idOf(req)), 'Return received');
    }),
  );
  return router;
}
