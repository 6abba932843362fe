import * as yup from 'yup';

/*
 * A refund as the back office records it: for a returned line (after the return is approved) or
 * for a paid order that was cancelled. The server works out the amount from what was paid and the
 * policy's deduction; staff say why, how the money went back and its reference.
 */

/** Why the money goes back: the policy deducts its return fee from change-of-mind returns only. */
export const REFUND_KINDS = ['change_of_mind', 'damaged_or_wrong', 'cancellation'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** How it went back: through the gateway the customer paid with, or a transfer staff made. */
export const REFUND_METHODS = ['gateway', 'upi_transfer', 'bank_transfer', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export type RefundStatus = 'pending' | 'processed' | 'failed';

export const REFUND_MESSAGES = {
  kind: 'Choose why the money goes back',
  method: 'Choose how the money goes back',
  reference: 'Enter the transfer reference (UTR or receipt number), 4 to 60 characters',
  note: 'Keep the note under 200 characters',
  damage: 'Enter the deduction for damage in rupees (0 or more)',
} as const;

/** `POST /api/admin/returns/:id/refund` and `POST /api/admin/orders/:id/refund`. */
export const recordRefundSchema = yup.object({
  kind: yup
    .string()
    .oneOf([...REFUND_KINDS], REFUND_MESSAGES.kind)
    .required(REFUND_MESSAGES.kind),
  method: yup
    .string()
    .oneOf([...REFUND_METHODS], REFUND_MESSAGES.method)
    .required(REFUND_MESSAGES.method),
  // The gateway gives its own reference; a transfer's is what the bank or the UPI app showed.
  reference: yup
    .string()
    .trim()
    .when('method', {
      is: 'gateway',
      then: (schema) => schema.max(60, REFUND_MESSAGES.reference).optional(),
      otherwise: (schema) =>
        schema
          .required(REFUND_MESSAGES.reference)
          .min(4, REFUND_MESSAGES.reference)
          .max(60, REFUND_MESSAGES.reference)
          .matches(/^[\w\-/.# ]+$/, REFUND_MESSAGES.reference),
    }),
  note: yup.string().trim().max(200, REFUND_MESSAGES.note).optional(),
  /** A return's deduction for damage to the item (paise), on top of the policy's fee. */
  damagePaise: yup
    .number()
    .typeError(REFUND_MESSAGES.damage)
    .integer(REFUND_MESSAGES.damage)
    .min(0, REFUND_MESSAGES.damage)
    .optional(),
});

export type RecordRefundInput = yup.InferType<typeof recordRefundSchema>;

/** A refund as the API shows it; amounts in rupees. */
export interface Refund {
  id: number;
  orderId: number;
  /** The return it pays for, or null for a cancelled order's refund. */
  returnId: number | null;
  kind: RefundKind;
  method: RefundMethod;
  /** What was paid for what goes back, the policy's deduction, and what is refunded. */
  grossAmount: number;
  deduction: number;
  amount: number;
  reference: string | null;
  status: RefundStatus;
  /** The credit note issued for it, once it is. */
  creditNoteNumber: string | null;
  createdAt: string;
  processedAt: string | null;
  note: string | null;
}
