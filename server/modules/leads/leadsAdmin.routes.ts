import { Router, type Request } from 'express';
import {
  LEAD_FOLLOW_UPS,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STAGES,
  leadChangeSchema,
  leadNoteSchema,
  type LeadChange,
  type LeadNoteInput,
  type LeadSource,
} from '../../../src/shared/contract/lead';
import type { AppContext } from '../../context';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest, notFound } from '../../platform/lib/httpError';
import { istDayRange } from '../../platform/lib/istDayRange';
import { listHandler, parseFilter } from '../../platform/lib/listParams';
import { validateBody } from '../../platform/middleware/validate';
import { LEAD_MESSAGES } from './leadPipeline';
import { leadsService } from './leads.service';

const ID = /^[1-9][0-9]{0,9}$/;

/** A path's record id; anything else is a 404 (never a 400 that tells what exists). */
const idOf = (value: string | undefined, missing: string) => {
  if (!value || !ID.test(value)) throw notFound(missing);
  return Number(value);
};

const sourceOf = (req: Request): LeadSource => {
  if (!(LEAD_SOURCES as readonly string[]).includes(req.params.source)) throw notFound(LEAD_MESSAGES.messageNotFound);
  return req.params.source as LeadSource;
};

/** `?owner=<admin id>`; 400 for anything else. */
function ownerFilter(req: Request): number | undefined {
  const value = req.query.owner;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !ID.test(value))
    throw badRequest('Invalid list parameters', { owner: ['owner must be the id of a staff member'] });
  return Number(value);
}

/**
 * `/api/admin/leads` (Admin only, checked by the admin router):
 * `GET /` the list (`stage`, `owner`, `followUp=due|overdue`, `from`/`to` IST days of creation, `q`, `_page`, `_limit`, `_sort`,
 * `_order`; X-Total-Count), `GET /board` each stage's count and latest leads, `GET /owners` who can
 * own a lead, `GET /source/:source/:id` the lead of an inbox message, `POST /source/contact/:id`
 * a contact message becomes a lead (201; 200 when it is one already), `GET /:id` one lead with its
 * notes and audit log, `PATCH /:id` stage / owner / follow-up / event details, `POST /:id/notes`.
 */
export function adminLeadsRoutes(ctx: AppContext): Router {
  const leads = leadsService(ctx);
  const router = Router();

  router.get(
    '/',
    listHandler({ sortable: LEAD_SORTS, defaultSort: 'updatedAt', defaultOrder: 'desc' }, (params, req) =>
      leads.list(
        {
          stage: parseFilter(req.query, 'stage', LEAD_STAGES),
          followUp: parseFilter(req.query, 'followUp', LEAD_FOLLOW_UPS),
          ownerId: ownerFilter(req),
          created: istDayRange(req),
        },
        params,
      ),
    ),
  );
  router.get(
    '/board',
    asyncHandler(async (_req, res) => sendOk(res, await leads.board())),
  );
  router.get(
    '/owners',
    asyncHandler(async (_req, res) => sendOk(res, await leads.owners())),
  );
  router.get(
    '/source/:source/:id',
    asyncHandler(async (req, res) =>
      sendOk(res, await leads.ofSource(sourceOf(req), idOf(req.params.id, LEAD_MESSAGES.messageNotFound))),
    ),
  );
  router.post(
    '/source/contact/:id',
    asyncHandler(async (req, res) => {
      const made = await leads.fromContactMessage(req.user!, idOf(req.params.id, LEAD_MESSAGES.messageNotFound));
      if (made.created) res.setHeader('Location', `${req.baseUrl}/${made.id}`);
      sendOk(
        res,
        { id: made.id },
        made.created ? LEAD_MESSAGES.created : LEAD_MESSAGES.existed,
        made.created ? 201 : 200,
      );
    }),
  );
  // Numeric ids only, so `/board` and `/owners` answer 405 (not 404) to the methods they do not take.
  router.get(
    '/:id(\\d+)',
    asyncHandler(async (req, res) => sendOk(res, await leads.get(idOf(req.params.id, LEAD_MESSAGES.notFound)))),
  );
  router.patch(
    '/:id(\\d+)',
    validateBody(leadChangeSchema),
    asyncHandler(async (req, res) => {
      const id = idOf(req.params.id, LEAD_MESSAGES.notFound);
      sendOk(res, await leads.change(req.user!, id, req.body as LeadChange), LEAD_MESSAGES.changed);
    }),
  );
  router.post(
    '/:id(\\d+)/notes',
    validateBody(leadNoteSchema),
    asyncHandler(async (req, res) => {
      const id = idOf(req.params.id, LEAD_MESSAGES.notFound);
      // A note is read with its lead.
      res.setHeader('Location', `${req.baseUrl}/${id}`);
      sendOk(res, await leads.addNote(req.user!, id, (req.body as LeadNoteInput).text), LEAD_MESSAGES.noted, 201);
    }),
  );
  return router;
}
