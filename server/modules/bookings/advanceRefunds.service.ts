import {
  advanceRefundFor,
  DEFAULT_ADVANCE_REFUND_TIERS,
  type AdvanceRefundTier,
} from '../../../src/content/policies/advanceRefunds';
import {
  ADVANCE_REFUND_MESSAGES,
  type AdvanceRefundQuote,
  type AdvanceRefundSettings,
  type AdvanceRefundTiersInput,
} from '../../../src/shared/contract/advanceRefund';
import { formatInr } from '../../../src/shared/lib/formatInr';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/db/errors';
import { conflict, notFound } from '../../platform/lib/httpError';
import type { Repositories } from '../../store';
import { advanceCreditNotes, renderAdvanceCreditNotePdf, type ReceiptContent } from '../billing';
import { gatewayService, type PaymentRequestRecord } from '../payments';
import type { AdvanceRefundRow } from './advanceRefunds.repository';
import type { BookingRecord } from './tables';

type Ctx = AppContext;
type Scope = Pick<Repositories, 'advanceRefunds' | 'paymentRequests'>;

interface SavedTiers {
  tiers: AdvanceRefundTier[];
  updatedAt: string;
  updatedBy: string;
}

const rupees = (paise: number) => formatInr(paise / 100);

/** The tiers in force: staff's, else the defaults the policy page states. */
export async function refundSettings(scope: Pick<Repositories, 'advanceRefunds'>): Promise<AdvanceRefundSettings> {
  const raw = await scope.advanceRefunds.savedTiers();
  if (!raw) return { tiers: [...DEFAULT_ADVANCE_REFUND_TIERS], custom: false, updatedAt: null, updatedBy: null };
  const saved = JSON.parse(raw) as SavedTiers;
  return { tiers: saved.tiers, custom: true, updatedAt: saved.updatedAt, updatedBy: saved.updatedBy };
}

/** The booking's paid advance request, if any. */
const paidAdvanceOf = async (scope: Scope, bookingId: number): Promise<PaymentRequestRecord | undefined> =>
  (await scope.paymentRequests.forSubject('booking', bookingId)).find(
    (request) => request.purpose === 'advance' && request.status === 'paid',
  );

/**
 * What cancelling the booking at `now` refunds of its paid advance under the current tiers (or
 * all of it when staff waive them); null when no advance was paid. The one computation the
 * manage page, the staff dialog and the cancellation itself use.
 */
export async function quoteRefund(
  scope: Scope,
  booking: BookingRecord,
  now: number,
  waive = false,
): Promise<AdvanceRefundQuote | null> {
  const advance = await paidAdvanceOf(scope, booking.id);
  if (!advance) return null;
  const paidPaise = Number(advance.amountPaise);
  if (waive) return { paidPaise, refundPaise: paidPaise, feePaise: 0, minNoticeHours: null };
  const { tiers } = await refundSettings(scope);
  const result = advanceRefundFor(paidPaise, Date.parse(booking.startsAt), now, tiers);
  return {
    paidPaise,
    refundPaise: result.refundPaise,
    feePaise: result.feePaise,
    minNoticeHours: result.tier === null ? null : tiers[result.tier].minNoticeHours,
  };
}

/** The sentence the customer's mail and the manage page give for a quote. */
export const describeRefund = (quote: AdvanceRefundQuote | null): string | null => {
  if (!quote) return null;
  if (quote.refundPaise === 0) return `No refund is due of your ${rupees(quote.paidPaise)} advance.`;
  const fee = quote.feePaise > 0 ? ` (fee ${rupees(quote.feePaise)})` : '';
  return `We refund ${rupees(quote.refundPaise)} of your ${rupees(quote.paidPaise)} advance${fee}.`;
};

/** A refund recorded in a cancellation's transaction: the row, its credit note's PDF and the mail's line. */
export interface RecordedRefund {
  row: AdvanceRefundRow;
  pdf: Buffer;
  line: string;
}

/**
 * Records the refund of a booking just cancelled (inside its transaction): the amount worked out
 * now, a pending refund (one per advance: the unique index answers a second with 409), and a
 * credit note against the advance's receipt. Null when nothing is refunded.
 */
export async function recordRefundOnCancel(
  ctx: Ctx,
  tx: Repositories,
  booking: BookingRecord,
  options: { now: number; actorEmail: string; waive?: boolean },
): Promise<{ quote: AdvanceRefundQuote | null; recorded: RecordedRefund | null }> {
  const quote = await quoteRefund(tx, booking, options.now, options.waive);
  if (!quote || quote.refundPaise === 0) return { quote, recorded: null };
  const advance = (await paidAdvanceOf(tx, booking.id))!;
  const receiptRow = (await tx.paymentRequests.receiptOf(advance.id))!;
  const receipt = JSON.parse(receiptRow.content) as ReceiptContent;
  const reason = options.waive
    ? 'Booking cancelled; the whole advance refunded'
    : `Booking cancelled; refund under the cancellation tiers${quote.feePaise > 0 ? ` less the ${rupees(quote.feePaise)} fee` : ''}`;
  const note = await advanceCreditNotes(ctx).build(tx, receipt, quote.refundPaise, reason);
  let row: AdvanceRefundRow;
  try {
    row = await tx.advanceRefunds.insert({
      requestId: advance.id,
      bookingId: booking.id,
      method: advance.method === 'online' ? 'gateway' : 'upi_transfer',
      paidPaise: quote.paidPaise,
      feePaise: quote.feePaise,
      amountPaise: quote.refundPaise,
      waived: options.waive ? 1 : 0,
      status: 'pending',
      reference: null,
      gatewayRefundId: null,
      creditNoteNumber: note.number,
      creditNote: JSON.stringify(note),
      createdAt: new Date(options.now).toISOString(),
      processedAt: null,
      actorEmail: options.actorEmail,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADVANCE_REFUND_MESSAGES.notPending);
    throw error;
  }
  const how =
    row.method === 'gateway'
      ? 'It goes back to the card or account you paid from, usually within 5-7 business days.'
      : 'We will send it by UPI to the account you paid from and e-mail you its reference.';
  return {
    quote,
    recorded: {
      row,
      pdf: await renderAdvanceCreditNotePdf(note),
      line: `${describeRefund(quote)} ${how} Credit note ${note.number} is attached.`,
    },
  };
}

/** The credit note as a mail attachment. */
export const creditNoteAttachment = (recorded: RecordedRefund) => ({
  filename: `credit-note-${recorded.row.creditNoteNumber.replace(/\//g, '-')}.pdf`,
  contentType: 'application/pdf',
  content: recorded.pdf.toString('base64'),
  encoding: 'base64' as const,
});

/**
 * After the cancellation committed (the refund's row is the claim, so the gateway is asked once):
 * an online advance's refund is asked of the gateway, settled later by its refund.processed
 * webhook. A refusal marks it failed, for staff to pay by transfer and confirm.
 */
export async function requestGatewayRefund(ctx: Ctx, row: AdvanceRefundRow): Promise<void> {
  if (row.method !== 'gateway') return;
  try {
    const answer = await gatewayService(ctx).refundRequestPayment(row.requestId, Number(row.amountPaise), {
      booking_id: String(row.bookingId),
      advance_refund_id: String(row.id),
    });
    await ctx.store.advanceRefunds.setGatewayRefund(row.id, answer.id);
  } catch (error) {
    // Refused or unreachable: marked failed, so staff see it and pay it by transfer instead.
    ctx.log(error);
    await ctx.store.advanceRefunds.settle(row.id, 'failed', new Date(ctx.clock.now()).toISOString());
  }
}

/** Staff's side: the tiers' settings (audit-logged) and confirming a refund they paid by transfer. */
export function advanceRefundsAdmin(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const { store, clock } = ctx;
  const describe = (tiers: AdvanceRefundTier[]) =>
    tiers.map((tier) => `>${tier.minNoticeHours}h ${tier.refundPercent}% less ${rupees(tier.feePaise)}`).join('; ');
  return {
    settings: () => refundSettings(store),

    async saveSettings(actorEmail: string, input: AdvanceRefundTiersInput): Promise<AdvanceRefundSettings> {
      const at = new Date(clock.now()).toISOString();
      const tiers = input.tiers.map(({ minNoticeHours, refundPercent, feePaise }) => ({
        minNoticeHours,
        refundPercent,
        feePaise,
      }));
      await store.transaction(async (tx) => {
        const before = await refundSettings(tx);
        await tx.advanceRefunds.saveTiers(JSON.stringify({ tiers, updatedAt: at, updatedBy: actorEmail }));
        await tx.bookingAdvances.audit({
          bookingId: null,
          serviceId: null,
          at,
          action: 'refund tiers changed',
          note: `${describe(before.tiers)} -> ${describe(tiers)}`,
          actorEmail,
        });
      });
      return refundSettings(store);
    },

    /** Staff paid a refund by UPI (pending, or refused by the gateway) and give its reference; else 409. */
    async confirmTransfer(actorEmail: string, id: number, reference: string) {
      const at = new Date(clock.now()).toISOString();
      return store.transaction(async (tx) => {
        const row = await tx.advanceRefunds.findById(id);
        if (!row) throw notFound(ADVANCE_REFUND_MESSAGES.notFound);
        if (!(await tx.advanceRefunds.confirmTransfer(id, at, reference)))
          throw conflict(ADVANCE_REFUND_MESSAGES.notPending);
        await tx.bookingAdvances.audit({
          bookingId: row.bookingId,
          serviceId: null,
          at,
          action: 'advance refund paid',
          note: `${rupees(Number(row.amountPaise))} by UPI transfer (reference ${reference})${row.status === 'failed' ? ', after the gateway refused it' : ''}`,
          actorEmail,
        });
        return (await tx.advanceRefunds.findById(id))!;
      });
    },
  };
}
