import { Router, type Request } from 'express';
import { WISHLIST_MESSAGES, wishlistMergeSchema } from '../../../src/shared/contract/wishlist';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { refuseMultipart } from '../../platform/middleware/security';
import { validateBody } from '../../platform/middleware/validate';
import { wishlistService } from './wishlist.service';

/** A positive integer id from the path; anything else cannot name a product. */
function productId(req: Request): number {
  const raw = req.params.productId ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(WISHLIST_MESSAGES.notFound);
  return id;
}

/**
 * `/api/wishlist`: the logged-in customer's wishlist (401 without a login). Every answer is the
 * whole list as it is after the call, so the client needs no second request.
 * GET / lists; PUT / merges `{ productIds }` (at login); PUT /:productId adds; DELETE /:productId removes.
 */
export function wishlistRoutes(ctx: AppContext): Router {
  const wishlist = wishlistService(ctx);
  const router = Router();
  router.use(ctx.auth.requireAuth, refuseMultipart);

  router.get(
    '/',
    asyncHandler(async (req, res) => sendOk(res, await wishlist.list(req.user!.id), 'Wishlist loaded')),
  );
  router.put(
    '/',
    validateBody(wishlistMergeSchema),
    asyncHandler(async (req, res) =>
      sendOk(
        res,
        await wishlist.merge(req.user!.id, (req.body as { productIds: number[] }).productIds),
        'Wishlist merged',
      ),
    ),
  );
  router.put(
    '/:productId',
    asyncHandler(async (req, res) =>
      sendOk(res, await wishlist.add(req.user!.id, productId(req)), 'Added to your wishlist'),
    ),
  );
  router.delete(
    '/:productId',
    asyncHandler(async (req, res) =>
      sendOk(res, await wishlist.remove(req.user!.id, productId(req)), 'Removed from your wishlist'),
    ),
  );
  return router;
}
