import { Router } from 'express';
import type { ServerModule } from '../../context';
import { adminProposalRoutes, proposalRoutes } from './proposals.routes';

import { registerProposalPayments } from './proposalPayments';

// Accepted proposals pay their advances through the payments module's requests.
registerProposalPayments();

/** Proposals: the back office's builder (`/api/admin/proposals`) and the client's link (`/api/proposals/:token`). */
export const proposalsModule: ServerModule = {
  api: (ctx) => Router().use('/proposals', proposalRoutes(ctx)),
  admin: (ctx) => Router().use('/proposals', adminProposalRoutes(ctx)),
};
