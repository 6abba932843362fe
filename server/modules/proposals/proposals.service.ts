import crypto from 'node:crypto';
import type {
  AdminProposal,
  AdminProposalRow,
  ProposalInput,
  ProposalStatus,
} from '../../../src/shared/contract/proposal';
import { istDateOf } from '../../../src/shared/contract/fields/bookingDates';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../platform/lib/httpError';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';
import type { Repositories } from '../../store';
import type { UserRecord } from '../accounts';
import { billingService } from '../billing';
import { proposalSentMail } from './mail/proposalSent';
import { afterSending, proposalPayment } from './proposalPayments';
import { paymentRequests } from '../payments';
import type { ProposalRow } from './proposals.repository';
import type { ProposalAction } from './tables';
import { adminRow, adminView, contentOf, inputOf, proposalLink, statusOf } from './proposalView';

export const PROPOSAL_ADMIN_MESSAGES = {
  notFound: 'Proposal not found',
  created: 'Proposal saved as a draft',
  saved: 'Proposal saved',
  sent: 'Proposal sent to the client',
  withdrawn: 'Proposal withdrawn',
  notEditable: 'An accepted or withdrawn proposal cannot be changed.',
  changedMeanwhile:
    'This proposal was changed meanwhile (sent, accepted or saved by someone else). Reload it and try again.',
  notSendable: 'Only a draft can be sent; save your changes first.',
  validityPast: 'The validity date has passed: choose a date from today.',
  eventPast: 'The event date has passed: choose a date from today.',
  notWithdrawable: 'Only a draft or a sent proposal can be withdrawn.',
  noAdvanceDue: 'No advance is awaited on this proposal.',
  advancePaid: 'Advance marked as paid; the client is mailed the receipt.',
} as const;

const M = PROPOSAL_ADMIN_MESSAGES;

type ProposalContext = AppContext;

/** A staff member as the audit log records them. */
export const staffActor = (user: Pick<UserRecord, 'id' | 'email'>) => ({
  actor: `admin:${user.id}`,
  actorEmail: user.email,
});

/** The proposals' audit log: one row per create, edit, send, withdraw and accept, in the change's transaction. */
export const audit = (
  tx: Repositories,
  row: ProposalRow,
  action: ProposalAction,
  by: { actor: string; actorEmail: string | null },
  at: string,
) => tx.proposals.audit({ proposalId: row.id, action, version: row.version, ...by, createdAt: at });

/** The back office's proposals: list, read, create, edit (a new version once sent), send, withdraw. */
export function proposalService(ctx: ProposalContext) {
  const { store, clock, config } = ctx;
  const billing = billingService(ctx);
  const sellerState = async (repos: Repositories) => (await billing.sellerProfile(repos)).state;

  const load = async (id: number): Promise<ProposalRow> => {
    const row = await store.proposals.findById(id);
    if (!row) throw notFound(M.notFound);
    return row;
  };

  const view = async (row: ProposalRow): Promise<AdminProposal> => ({
    ...adminView(
      row,
      contentOf(inputOf(row), await sellerState(store)),
      await store.proposals.history(row.id),
      config.publicUrl,
      clock.now(),
    ),
    payment: await proposalPayment(ctx, row.id),
  });

  const columns = (input: ProposalInput, totalPaise: number) => ({
    leadId: input.leadId,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    eventDate: input.eventDate,
    validUntil: input.validUntil,
    totalPaise,
    content: JSON.stringify(input),
  });

  return {
    async list(status: ProposalStatus | undefined, leadId?: number): Promise<AdminProposalRow[]> {
      const now = clock.now();
      // Expired is a sent proposal past its date: read the sent ones and keep those.
      const stored = status === 'expired' ? 'sent' : status;
      const rows = await store.proposals.list({ statuses: stored ? [stored] : undefined, leadId, limit: 500 });
      return rows.map((row) => adminRow(row, now)).filter((row) => !status || row.status === status);
    },

    read: async (id: number) => view(await load(id)),

    async create(user: UserRecord, input: ProposalInput): Promise<AdminProposal> {
      const at = new Date(clock.now()).toISOString();
      const row = await store.transaction(async (tx) => {
        const content = contentOf(input, await sellerState(tx));
        const created = await tx.proposals.insert({
          ...columns(input, content.totals.totalPaise),
          token: crypto.randomBytes(24).toString('base64url'),
          status: 'draft',
          version: 1,
          sentVersion: null,
          createdAt: at,
          updatedAt: at,
          sentAt: null,
          acceptedAt: null,
          acceptedName: null,
          acceptedIp: null,
          acceptedVersion: null,
          withdrawnAt: null,
        });
        await audit(tx, created, 'create', staffActor(user), at);
        return created;
      });
      return view(row);
    },

    /**
     * Saves the builder. A draft changes in place; a sent proposal becomes the next version, a
     * draft again until it is sent (the client keeps seeing, and can no longer accept, the
     * version they have). `version` is the one the staff member edited: a save over a newer one is refused.
     */
    async update(user: UserRecord, id: number, input: ProposalInput, version: number): Promise<AdminProposal> {
      const current = await load(id);
      if (current.status === 'accepted' || current.status === 'withdrawn') throw conflict(M.notEditable);
      const at = new Date(clock.now()).toISOString();
      const row = await store.transaction(async (tx) => {
        const content = contentOf(input, await sellerState(tx));
        const next = current.status === 'sent' ? current.version + 1 : current.version;
        const saved = await tx.proposals.change(
          id,
          { from: [current.status], version },
          { ...columns(input, content.totals.totalPaise), status: 'draft', version: next, updatedAt: at },
        );
        if (!saved) throw conflict(M.changedMeanwhile);
        await audit(tx, saved, 'edit', staffActor(user), at);
        return saved;
      });
      return view(row);
    },

    /** Sends the current version: kept as sent, mailed to the client with the link (through the outbox). */
    async send(user: UserRecord, id: number): Promise<AdminProposal> {
      const current = await load(id);
      if (current.status !== 'draft') throw conflict(M.notSendable);
      const now = clock.now();
      if (current.eventDate < istDateOf(now)) throw badRequest(VALIDATION_FAILED, { eventDate: [M.eventPast] });
      if (current.validUntil < istDateOf(now)) throw badRequest(VALIDATION_FAILED, { validUntil: [M.validityPast] });
      const at = new Date(now).toISOString();
      const { row, mail } = await store.transaction(async (tx) => {
        const content = contentOf(inputOf(current), await sellerState(tx));
        const sent = await tx.proposals.change(
          id,
          { from: ['draft'], version: current.version },
          { status: 'sent', sentVersion: current.version, sentAt: at, updatedAt: at },
        );
        if (!sent) throw conflict(M.changedMeanwhile);
        await tx.proposals.saveVersion({
          proposalId: id,
          version: sent.version,
          content: JSON.stringify(content),
          sentAt: at,
        });
        await audit(tx, sent, 'send', staffActor(user), at);
        await afterSending(tx, sent, ctx);
        const queued = await ctx.outbox.enqueue(
          tx,
          proposalSentMail(sent, content, proposalLink(config.publicUrl, sent.token), config.publicUrl),
        );
        return { row: sent, mail: queued };
      });
      // The mail leaves now; one that has not gone out in time stays queued and is retried.
      await ctx.outbox.deliver([mail], config.mailWaitMs);
      return view(row);
    },

    async withdraw(user: UserRecord, id: number): Promise<AdminProposal> {
      const at = new Date(clock.now()).toISOString();
      const row = await store.transaction(async (tx) => {
        const withdrawn = await tx.proposals.change(
          id,
          { from: ['draft', 'sent'] },
          { status: 'withdrawn', withdrawnAt: at, updatedAt: at },
        );
        if (!withdrawn) {
          if (!(await tx.proposals.findById(id))) throw notFound(M.notFound);
          throw conflict(M.notWithdrawable);
        }
        await audit(tx, withdrawn, 'withdraw', staffActor(user), at);
        return withdrawn;
      });
      return view(row);
    },

    /** Staff saw the advance arrive by UPI: the request is paid (receipt, client's mail, audit). */
    async markAdvancePaid(user: UserRecord, id: number): Promise<AdminProposal> {
      const row = await load(id);
      const payment = await proposalPayment(ctx, id);
      if (!payment || payment.status !== 'open') throw conflict(M.noAdvanceDue);
      await paymentRequests(ctx).markPaidByStaff(payment.id, user.email, 'UPI payment seen');
      return view(row);
    },

    statusOf: (row: ProposalRow) => statusOf(row, clock.now()),
  };
}
