import * as yup from 'yup';

/** One tier: cancelled more than `minNoticeHours` before the start refunds `refundPercent` less `feePaise`. */
export interface AdvanceRefundTier {
  minNoticeHours: number;
  refundPercent: number;
  feePaise: number;
}

export const ADVANCE_REFUND_MESSAGES = {
  tiers: 'Give from one to five tiers',
  notice: 'Enter the notice in whole hours (0 or more)',
  descending: 'Each tier needs less notice than the one above it',
  lastTier: 'The last tier must cover any notice (0 hours)',
  percent: 'Enter a percentage from 0 to 100',
  fee: 'Enter a fee of ₹0 or more, in paise',
  saved: 'Refund tiers saved',
  confirmed: 'Refund recorded as paid',
  notPending: 'This refund is not awaiting a transfer',
  notFound: 'Refund not found',
  reference: 'Enter the transfer’s reference (UTR)',
} as const;

const tierSchema = yup.object({
  minNoticeHours: yup
    .number()
    .typeError(ADVANCE_REFUND_MESSAGES.notice)
    .integer(ADVANCE_REFUND_MESSAGES.notice)
    .min(0, ADVANCE_REFUND_MESSAGES.notice)
    .required(ADVANCE_REFUND_MESSAGES.notice),
  refundPercent: yup
    .number()
    .typeError(ADVANCE_REFUND_MESSAGES.percent)
    .integer(ADVANCE_REFUND_MESSAGES.percent)
    .min(0, ADVANCE_REFUND_MESSAGES.percent)
    .max(100, ADVANCE_REFUND_MESSAGES.percent)
    .required(ADVANCE_REFUND_MESSAGES.percent),
  feePaise: yup
    .number()
    .typeError(ADVANCE_REFUND_MESSAGES.fee)
    .integer(ADVANCE_REFUND_MESSAGES.fee)
    .min(0, ADVANCE_REFUND_MESSAGES.fee)
    .required(ADVANCE_REFUND_MESSAGES.fee),
});

/** `PUT /api/admin/bookings/refund-tiers`: tiers from the longest notice down, the last one at 0 hours. */
export const advanceRefundTiersSchema = yup.object({
  tiers: yup
    .array(tierSchema.required())
    .min(1, ADVANCE_REFUND_MESSAGES.tiers)
    .max(5, ADVANCE_REFUND_MESSAGES.tiers)
    .required(ADVANCE_REFUND_MESSAGES.tiers)
    .test('descending', ADVANCE_REFUND_MESSAGES.descending, (tiers) =>
      (tiers ?? []).every((tier, i, all) => i === 0 || tier.minNoticeHours < all[i - 1].minNoticeHours),
    )
    .test('last', ADVANCE_REFUND_MESSAGES.lastTier, (tiers) => !tiers?.length || tiers.at(-1)!.minNoticeHours === 0),
});
export type AdvanceRefundTiersInput = { tiers: AdvanceRefundTier[] };

/** The tiers in force, as the back office shows them. */
export interface AdvanceRefundSettings {
  tiers: AdvanceRefundTier[];
  /** Staff saved them (false: the defaults the policy page states). */
  custom: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What cancelling now would refund of the paid advance (the manage page and the staff dialog). */
export interface AdvanceRefundQuote {
  paidPaise: number;
  refundPaise: number;
  feePaise: number;
  /** The tier's notice in hours, or null when no tier applies. */
  minNoticeHours: number | null;
}

export const ADVANCE_REFUND_METHODS = ['gateway', 'upi_transfer'] as const;
export type AdvanceRefundMethod = (typeof ADVANCE_REFUND_METHODS)[number];
export type AdvanceRefundStatus = 'pending' | 'processed' | 'failed';

/** A refund made of a cancelled booking's advance. */
export interface AdvanceRefundView {
  id: number;
  bookingId: number;
  paidPaise: number;
  amountPaise: number;
  feePaise: number;
  method: AdvanceRefundMethod;
  status: AdvanceRefundStatus;
  reference: string | null;
  creditNoteNumber: string;
  waived: boolean;
  createdAt: string;
  processedAt: string | null;
}

/** `POST /api/admin/bookings/advance-refunds/:id/confirm`: staff paid the UPI refund. */
export const confirmAdvanceRefundSchema = yup.object({
  reference: yup.string().trim().max(100).required(ADVANCE_REFUND_MESSAGES.reference),
});

/** `POST /api/admin/bookings/:id/cancel` body: `waive` refunds the whole advance whatever the tier. */
export const staffCancelSchema = yup.object({ waive: yup.boolean().default(false) });
