import { Router, type Request } from 'express';
import { inboxReplySchema, type InboxReplyInput } from '../../../src/shared/contract/inbox';
import { INBOX_SORTS, INBOX_STATES, INBOX_TYPES, type InboxType } from '../../../src/shared/config/backOffice';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { notFound } from '../../platform/lib/httpError';
import { validateBody } from '../../platform/middleware/validate';
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
 * `GET /:type/:id` one item with its replies, `POST /:type/:id/read|handled|unhandled` its state,
 * `POST /:type/:id/replies` a reply mailed through the outbox (400 with field errors when invalid).
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

  router.post(
    '/:type/:id/replies',
    validateBody(inboxReplySchema),
    asyncHandler(async (req, res) => {
      const { type, id } = itemOf(req);
      sendOk(res, await inbox.reply(type, id, req.body as InboxReplyInput, req.user!), INBOX_MESSAGES.replied, 201);
    }),
  );

  return router;
}
