import { Router } from 'express';
import { searchQuerySchema } from '../../../src/shared/contract/search';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { validateInput } from '../../platform/middleware/validate';
import { searchService } from './search.service';

/** `GET /api/search?q=&limit=`: the header's search box and the /search page. Public. */
export function searchRoutes(ctx: AppContext): Router {
  const search = searchService(ctx);
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (req, res) => {
      // An absent limit stays absent (the default); a repeated parameter is a list, which the validation refuses.
      const input = req.query.limit === undefined ? { q: req.query.q } : { q: req.query.q, limit: req.query.limit };
      const { q, limit } = await validateInput(searchQuerySchema, input);
      sendOk(res, await search.search(q, limit), 'Search results');
    }),
  );
  return router;
}
