import { Router } from 'express';
import type { Category } from '../../src/shared/api/types';
import type { AppContext } from '../context';
import { sendOk } from '../lib/envelope';

export function categoryRoutes(ctx: AppContext): Router {
  const router = Router();

  /** Every category as one flat list of `{ id, name }` (the product form's choices). */
  router.get('/all-flat', (_req, res) => {
    const categories: Category[] = ctx.db.all('categories').map(({ id, name }) => ({ id, name }));
    sendOk(res, categories, 'Categories loaded');
  });

  return router;
}
