import { Router, type Request } from 'express';
import {
  PROPOSAL_STATUSES,
  proposalAcceptSchema,
  proposalSchema,
  type ProposalAcceptInput,
  type ProposalInput,
  type ProposalStatus,
} from '../../../src/shared/contract/proposal';
import type { AppContext } from '../../context';
import { idParam } from '../../platform/lib/adminListParams';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { badRequest, notFound } from '../../platform/lib/httpError';
import { limitAttemptsPerClient } from '../../platform/middleware/attemptLimit';
import { clientIp } from '../../platform/middleware/rateLimit';
import { validateBody } from '../../platform/middleware/validate';
import { PROPOSAL_PUBLIC_MESSAGES, proposalAcceptanceService } from './proposalAcceptance.service';
import { PROPOSAL_ADMIN_MESSAGES as M, proposalService } from './proposals.service';

/** Acceptances tried per address: generous for a family on one connection, a wall for a script. */
const ACCEPT_RATE_LIMIT = { max: 20, windowMs: 15 * 60_000 };

/**
 * The client's link, no login (`/api/proposals/:token`): `GET` the sent version, `GET .../pdf`
 * its PDF, `GET .../pay?method=upi|online` how to pay the advance once accepted, `POST .../accept`
 * `{ version, fullName, agree }`.
 */
export function proposalRoutes(ctx: AppContext): Router {
  const proposals = proposalAcceptanceService(ctx);
  const router = Router();
  router.get(
    '/:token',
    asyncHandler(async (req, res) => sendOk(res, await proposals.view(req.params.token))),
  );
  router.get(
    '/:token/pdf',
    asyncHandler(async (req, res) => {
      const { filename, content } = await proposals.pdf(req.params.token);
      res.type('application/pdf').attachment(filename).send(content);
    }),
  );
  router.get(
    '/:token/pay',
    asyncHandler(async (req, res) => {
      const method = req.query.method === 'online' ? 'online' : 'upi';
      sendOk(res, await proposals.pay(req.params.token, method));
    }),
  );
  router.post(
    '/:token/accept',
    limitAttemptsPerClient(ctx, 'proposal-accept', ACCEPT_RATE_LIMIT, 'Too many attempts. Please wait a few minutes.'),
    validateBody(proposalAcceptSchema),
    asyncHandler(async (req, res) => {
      const accepted = await proposals.accept(req.params.token, req.body as ProposalAcceptInput, clientIp(req));
      sendOk(res, accepted, PROPOSAL_PUBLIC_MESSAGES.accepted);
    }),
  );
  return router;
}

/** `?lead=<id>`: a lead's proposals (the lead's page lists them). */
const leadQuery = (req: Request): number | undefined => {
  const value = req.query.lead;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value))
    throw badRequest('Invalid list parameters', { lead: ['lead must be a lead id'] });
  return Number(value);
};

const statusQuery = (req: Request): ProposalStatus | undefined => {
  const value = req.query.status;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(PROPOSAL_STATUSES as readonly string[]).includes(value))
    throw badRequest('Invalid list parameters', { status: [`status must be one of ${PROPOSAL_STATUSES.join(', ')}`] });
  return value as ProposalStatus;
};

/** `/api/admin/proposals` (behind the admin guard): list, read, create, `PUT /:id?version=`, send, withdraw,
 * mark-advance-paid (UPI seen by staff). */
export function adminProposalRoutes(ctx: AppContext): Router {
  const proposals = proposalService(ctx);
  const router = Router();
  const id = (req: Request) => idParam(req, () => notFound(M.notFound));

  router.get(
    '/',
    asyncHandler(async (req, res) => sendOk(res, await proposals.list(statusQuery(req), leadQuery(req)))),
  );
  router.get(
    '/:id',
    asyncHandler(async (req, res) => sendOk(res, await proposals.read(id(req)))),
  );
  router.post(
    '/',
    validateBody(proposalSchema),
    asyncHandler(async (req, res) =>
      sendOk(res, await proposals.create(req.user!, req.body as ProposalInput), M.created, 201),
    ),
  );
  router.put(
    '/:id',
    validateBody(proposalSchema),
    asyncHandler(async (req, res) => {
      // The version the builder loaded: a save over a newer one is refused (409).
      const version = Number(req.query.version);
      if (!Number.isSafeInteger(version) || version < 1)
        throw badRequest('Invalid parameters', { version: ['version: the version you edited'] });
      sendOk(res, await proposals.update(req.user!, id(req), req.body as ProposalInput, version), M.saved);
    }),
  );
  router.post(
    '/:id/send',
    asyncHandler(async (req, res) => sendOk(res, await proposals.send(req.user!, id(req)), M.sent)),
  );
  router.post(
    '/:id/mark-advance-paid',
    asyncHandler(async (req, res) => sendOk(res, await proposals.markAdvancePaid(req.user!, id(req)), M.advancePaid)),
  );
  router.post(
    '/:id/withdraw',
    asyncHandler(async (req, res) => sendOk(res, await proposals.withdraw(req.user!, id(req)), M.withdrawn)),
  );
  return router;
}
