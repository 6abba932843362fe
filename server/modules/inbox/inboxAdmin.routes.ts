import { Router, type Request } from 'express';
import { INBOX_SORTS, INBOX_STATES, INBOX_TYPES, type InboxType } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { listHandler, parseFilter } from '../../platform/lib/listParams';
import { INBOX_MESSAGES, inboxService } from './inbox.service';

/** `:type/:id` of an inbox item; anything else is a 404 (never a 400 that tells what exists). */
function itemOf(req: Request): { type: InboxType; id: number } {
  const { type, id } = req.params as { type: string; id: string };
  if (
    !(INBOX_TYPES as readonly string[]).includes(type) ||
    !/^[1-9][0-9]{0,9}$/.test(id) ||
    !Number.isSafeInteger(Number(id))
  )
    throw notFound(INBOX_MESSAGES.notFound);
  return { type: type as InboxType, id: Number(id) };
}

/**
 * `/api/admin/inbox` (Admin only, checked by the admin router):
 * `GET /` the list (`type`, `state`, `q`, `_page`, `_limit`, `_sort`, `_order`; X-Total-Count),
 * `GET /:type/:id` one item, `POST /:type/:id/read|handled|unhandled` its state.
 */
export function adminInboxRoutes(ctx: AppContext): Router {
  const inbox = inboxService(ctx);
  const router = Router();

  router.get(
    '/',
    listHandler({ sortable: INBOX_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc' }, (params, req) =>
      inbox.list(
        { type: parseFilter(req.query, 'type', INBOX_TYPES), state: parseFilter(req.query, 'state', INBOX_STATES) },
        params,
      ),
    ),
  );

  router.get(
    '/:type/:id',
    asyncHandler(async (req, res) => {
      const { type, id } = itemOf(req);
      sendOk(res, await inbox.get(type, id));
    }),
  );

  router.post(
    '/:type/:id/read',
    asyncHandler(async (req, res) => {
      const { type, id } = itemOf(req);
      sendOk(res, await inbox.markRead(type, id), INBOX_MESSAGES.read);
    }),
  );
  router.post(
    '/:type/:id/handled',
    asyncHandler(async (req, res) => {
      const { type, id } = itemOf(req);
      sendOk(res, await inbox.markHandled(type, id, req.user!.id), INBOX_MESSAGES.handled);
    }),
  );
  router.post(
    '/:type/:id/unhandled',
    asyncHandler(async (req, res) => {
      const { type, id } = itemOf(req);
      sendOk(res, await inbox.markUnhandled(type, id), INBOX_MESSAGES.unhandled);
    }),
  );

  return router;
}
