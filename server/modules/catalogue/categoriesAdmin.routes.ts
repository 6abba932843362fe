import type { Router } from 'express';
import { categorySchema, type CategoryInput } from '../../../src/shared/contract/category';
import type { AppContext } from '../../context';
import { resourceRoutes } from '../../platform/http/resourceRoutes';
import { parseListParams } from '../../platform/lib/listParams';
import { CATEGORY_SORTS } from './categories.repository';
import { CATEGORY_API_MESSAGES as M, categoriesAdminService } from './categoriesAdmin.service';

/** `/api/admin/categories`: the shop's categories (name + slug); one in use by a product cannot be deleted (409). */
export function adminCategoryRoutes(ctx: AppContext): Router {
  const categories = categoriesAdminService(ctx);
  return resourceRoutes<CategoryInput, Awaited<ReturnType<typeof categories.one>>>({
    schema: categorySchema,
    messages: M,
    list: async (req) => {
      const page = await categories.list(
        parseListParams(req.query, { sortable: CATEGORY_SORTS, defaultSort: 'name', defaultOrder: 'asc' }),
      );
      return { items: page.rows, total: page.total };
    },
    get: categories.one,
    create: categories.create,
    update: categories.update,
    remove: categories.remove,
  });
}
