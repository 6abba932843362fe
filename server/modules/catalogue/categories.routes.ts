import { Router } from 'express';
import type { Category } from '../../../src/shared/contract/category';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { catalogueService } from './catalogue.service';

export function categoryRoutes(ctx: AppContext): Router {
  const router = Router();
  const catalogue = catalogueService(ctx);

  /** Every category as one flat list of `{ id, name }` (the product form's choices). */
  router.get(
    '/all-flat',
    asyncHandler(async (_req, res) => {
      const categories: Category[] = (await catalogue.categories()).map(({ id, name }) => ({ id, name }));
      sendOk(res, categories, 'Categories loaded');
    }),
  );

  return router;
}
