import * as yup from 'yup';
import { RETURN_REASON_MAX, RETURN_STATUSES, type ReturnStatus } from '../config/shop';

// A return of one line of a delivered order: the customer's request, the admin's steps, and the
// return as the API shows it.

export const RETURN_MESSAGES = {
  lineRequired: 'Please choose the item to return',
  reasonRequired: 'Please tell us why you are returning it',
  reasonTooLong: `Please keep the reason under ${RETURN_REASON_MAX} characters`,
  statusInvalid: 'Unknown return status',
} as const;

/** `POST /api/Order/by-number/:orderNumber/returns`: one line of a delivered order. */
export const returnRequestSchema = yup.object({
  lineNo: yup
    .number()
    .typeError(RETURN_MESSAGES.lineRequired)
    .required(RETURN_MESSAGES.lineRequired)
    .integer(RETURN_MESSAGES.lineRequired)
    .positive(RETURN_MESSAGES.lineRequired),
  reason: yup
    .string()
    .trim()
    .required(RETURN_MESSAGES.reasonRequired)
    .max(RETURN_REASON_MAX, RETURN_MESSAGES.reasonTooLong),
});

/** `POST /api/admin/returns/:id/advance`: the next status (one step at a time). */
export const advanceReturnSchema = yup.object({
  status: yup
    .string()
    .oneOf([...RETURN_STATUSES], RETURN_MESSAGES.statusInvalid)
    .required(RETURN_MESSAGES.statusInvalid),
  note: yup.string().trim().max(200).optional(),
});

export type ReturnRequestInput = yup.InferType<typeof returnRequestSchema>;
export type AdvanceReturnInput = yup.InferType<typeof advanceReturnSchema>;

export interface OrderReturn extends ReturnRequestInput {
  id: number;
  status: ReturnStatus;
  requestedAt: string;
  updatedAt: string;
}

/** A returnable line: until when (ISO), or why not. */
export interface ReturnWindow {
  lineNo: number;
  returnableUntil: string | null;
}
