import * as yup from 'yup';
import {
  RETURN_NOTE_MAX,
  RETURN_REASON_MAX,
  RETURN_REQUEST_STATUSES,
  RETURN_STATUSES,
  type ReturnRequestStatus,
  type ReturnStatus,
} from '../config/shop';

// Returns of a delivered order: the customer's request (one or more lines, a quantity of each,
// a reason, a note and photos), staff's decision and steps, and how the API shows them.

export const RETURN_MESSAGES = {
  lineRequired: 'Please choose the item to return',
  itemsRequired: 'Please choose at least one item to return',
  quantityInvalid: 'Please choose how many to return',
  reasonRequired: 'Please tell us why you are returning it',
  reasonTooLong: `Please keep the reason under ${RETURN_REASON_MAX} characters`,
  noteTooLong: `Please keep the note under ${RETURN_NOTE_MAX} characters`,
  statusInvalid: 'Unknown return status',
  rejectReasonRequired: 'Please give the customer a reason for the rejection',
} as const;

const lineNo = yup
  .number()
  .typeError(RETURN_MESSAGES.lineRequired)
  .required(RETURN_MESSAGES.lineRequired)
  .integer(RETURN_MESSAGES.lineRequired)
  .positive(RETURN_MESSAGES.lineRequired);

/**
 * `POST /api/Order/:id/returns` (JSON, or multipart with `items` as JSON text and up to three
 * `Photos`): the lines to return, each with a quantity (the whole line when left out). `lineNo`
 * alone is one whole line, the API's earlier form.
 */
export const returnRequestSchema = yup
  .object({
    items: yup
      .array(
        yup.object({
          lineNo,
          quantity: yup
            .number()
            .typeError(RETURN_MESSAGES.quantityInvalid)
            .integer(RETURN_MESSAGES.quantityInvalid)
            .positive(RETURN_MESSAGES.quantityInvalid)
            .max(999, RETURN_MESSAGES.quantityInvalid)
            .optional(),
        }),
      )
      .max(50, RETURN_MESSAGES.itemsRequired)
      .optional(),
    lineNo: lineNo.optional(),
    reason: yup
      .string()
      .trim()
      .required(RETURN_MESSAGES.reasonRequired)
      .max(RETURN_REASON_MAX, RETURN_MESSAGES.reasonTooLong),
    note: yup.string().trim().max(RETURN_NOTE_MAX, RETURN_MESSAGES.noteTooLong).optional(),
  })
  .test('items', RETURN_MESSAGES.itemsRequired, function check(value) {
    if ((value.items && value.items.length > 0) || value.lineNo) return true;
    return this.createError({ path: 'items', message: RETURN_MESSAGES.itemsRequired });
  });

/** `POST /api/admin/returns/:id/advance`: the next status (one step at a time). */
export const advanceReturnSchema = yup.object({
  status: yup
    .string()
    .oneOf([...RETURN_STATUSES], RETURN_MESSAGES.statusInvalid)
    .required(RETURN_MESSAGES.statusInvalid),
  note: yup.string().trim().max(200).optional(),
});

/** `POST /api/admin/return-requests/:id/reject`: the reason the customer is mailed. */
export const rejectReturnSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(RETURN_MESSAGES.rejectReasonRequired)
    .max(RETURN_REASON_MAX, RETURN_MESSAGES.reasonTooLong),
});

export type ReturnRequestInput = yup.InferType<typeof returnRequestSchema>;
export type AdvanceReturnInput = yup.InferType<typeof advanceReturnSchema>;
export type RejectReturnInput = yup.InferType<typeof rejectReturnSchema>;

/** One line of a return request as the API shows it (its own step, and the refund it gets). */
export interface OrderReturn {
  id: number;
  /** The request it belongs to. */
  requestId: number;
  lineNo: number;
  quantity: number;
  reason: string;
  status: ReturnStatus;
  requestedAt: string;
  updatedAt: string;
}

/** A photo of a return request, served only to the order's customer and staff. */
export interface ReturnPhoto {
  url: string;
  width: number;
  height: number;
}

/** A return request: its lines, photos and decision; amounts in paise. */
export interface ReturnRequestView {
  id: number;
  status: ReturnRequestStatus;
  reason: string;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  rejectReason: string | null;
  refundPaise: number;
  deductionPaise: number;
  items: Array<{ returnId: number; lineNo: number; name: string; quantity: number; status: ReturnStatus }>;
  photos: ReturnPhoto[];
}

/** A request in the staff queue, with its order. */
export interface AdminReturnRequest extends ReturnRequestView {
  orderId: number;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
}

/** `GET /api/admin/return-requests` filters (the list's own: status, older than N days, order number). */
export const RETURN_QUEUE_FILTERS = { status: RETURN_REQUEST_STATUSES, maxOlderThanDays: 365 } as const;

/** A returnable line: until when (ISO), or why not. */
export interface ReturnWindow {
  lineNo: number;
  returnableUntil: string | null;
}
