import { Router } from 'express';
import { categorySchema, type CategoryInput } from '../../../src/shared/validation/content';
import type { AppContext } from '../../context';
import { CATEGORY_SORTS } from './categories.repository';
import { idParam } from '../../platform/lib/adminListParams';
import { parseListParams, sendList } from '../../platform/lib/listParams';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { validateBody } from '../../platform/middleware/validate';
import { CATEGORY_API_MESSAGES as M, categoriesAdminService } from './categoriesAdmin.service';

/** `/api/admin/categories`: the shop's categories (name + slug); one in use by a product cannot be deleted (409). Admin only. */
export function adminCategoryRoutes(ctx: AppContext): Router {
  const categories = categoriesAdminService(ctx);
  const router = Router();
  router.use('/categories', ctx.auth.requireAuth, ctx.auth.requireRole('Admin'));
  const categoryId = (req: Parameters<typeof idParam>[0]) => idParam(req, () => notFound(M.notFound));

  router.get(
    '/categories',
    asyncHandler(async (req, res) => {
      const page = await categories.list(parseListParams(req.query, { sortable: CATEGORY_SORTS, defaultSort: 'name', defaultOrder: 'asc' }));
      sendList(res, { items: page.rows, total: page.total }, M.listed);
    }),
  );
  router.get('/categories/:id', asyncHandler(async (req, res) => sendOk(res, await categories.one(categoryId(req)), M.loaded)));
  router.post(
    '/categories',
    validateBody(categorySchema),
    asyncHandler(async (req, res) => sendOk(res, await categories.create(req.body as CategoryInput), M.created, 201)),
  );
  router.put(
    '/categories/:id',
    validateBody(categorySchema),
    asyncHandler(async (req, res) => sendOk(res, await categories.update(categoryId(req), req.body as CategoryInput), M.updated)),
  );
  router.delete(
    '/categories/:id',
    asyncHandler(async (req, res) => {
      await categories.remove(categoryId(req));
      sendOk(res, null, M.deleted);
    }),
  );
  return router;
}
