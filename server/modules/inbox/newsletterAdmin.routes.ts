import { Router } from 'express';
import { NEWSLETTER_SORTS, NEWSLETTER_STATES } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { parseFilter, parseListParams, sendList } from '../../platform/lib/listParams';
import { newsletterSubscriberService } from './newsletterSubscribers.service';

/** `GET /api/admin/newsletter`: subscribers (`state=subscribed|unsubscribed`, `q` on the e-mail, paging, X-Total-Count). */
export function adminNewsletterRoutes(ctx: AppContext): Router {
  const subscribers = newsletterSubscriberService(ctx);
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (req, res) => {
      const params = parseListParams(req.query, { sortable: NEWSLETTER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' });
      sendList(res, await subscribers.list(parseFilter(req.query, 'state', NEWSLETTER_STATES), params));
    }),
  );
  return router;
}
