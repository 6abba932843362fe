import { Router } from 'express';
import { NEWSLETTER_SORTS, NEWSLETTER_STATES } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { listHandler, parseFilter } from '../../platform/lib/listParams';
import { newsletterSubscriberService } from './newsletterSubscribers.service';

/** `GET /api/admin/newsletter`: subscribers (`state=subscribed|unsubscribed`, `q` on the e-mail, paging, X-Total-Count). */
export function adminNewsletterRoutes(ctx: AppContext): Router {
  const subscribers = newsletterSubscriberService(ctx);
  return Router().get(
    '/',
    listHandler({ sortable: NEWSLETTER_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' }, (params, req) =>
      subscribers.list(parseFilter(req.query, 'state', NEWSLETTER_STATES), params),
    ),
  );
}
