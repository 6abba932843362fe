import type { Generated, Selectable } from 'kysely';

/*
 * Payments through the gateway (migration 0018). Amounts are paise, as the gateway counts them
 * (the orders keep rupees); `...AtMs` columns are epoch milliseconds.
 */

/**
 * Where an order's online payment stands: `creating` while a process asks the gateway for the
 * link, `failed` when that did not work (the order's page tries again), `created` while the
 * customer may pay, then `paid`, `cancelled` or `expired` as the gateway says.
 */
export type GatewayPaymentStatus = 'creating' | 'failed' | 'created' | 'paid' | 'cancelled' | 'expired';

/**
 * One order's (or payment request's) payment link and the payment that paid it; the order, the
 * request and the link are each unique, and a row names exactly one of order and request (0020).
 */
export interface GatewayPaymentsTable {
  id: Generated<number>;
  orderId: number | null;
  requestId: Generated<number | null>;
  provider: Generated<string>;
  linkId: string | null;
  shortUrl: string | null;
  /** What the link was created with (the order number; a retry after a failed attempt adds `-<n>`). */
  referenceId: string;
  /** The gateway's own order behind the link (payments name it), once known. */
  gatewayOrderId: string | null;
  paymentId: string | null;
  status: GatewayPaymentStatus;
  amountPaise: number;
  refundedPaise: Generated<number>;
  attempts: Generated<number>;
  lastError: string | null;
  /** A process creating the link or asking the gateway about it holds the row until then. */
  claimedUntilMs: Generated<number>;
  /** When the link was created or the gateway last told us about it (callback, webhook, job). */
  checkedAtMs: number;
  createdAtMs: number;
}

/** A webhook event as received; its id is the gateway's, so the same event is applied once. */
export interface GatewayEventsTable {
  eventId: string;
  event: string;
  receivedAtMs: number;
  processedAtMs: number | null;
  outcome: string | null;
}

export type GatewayPaymentRecord = Selectable<GatewayPaymentsTable>;

export type PaymentSubject = 'booking' | 'proposal';
export type PaymentPurpose = 'advance' | 'balance';
export type PaymentRequestStatus = 'open' | 'paid' | 'lapsed' | 'cancelled';

/** An amount a subject asks to be paid (migration 0020); paise, GST included. */
export interface PaymentRequestsTable {
  id: Generated<number>;
  subject: PaymentSubject;
  subjectId: number;
  purpose: PaymentPurpose;
  reference: string;
  amountPaise: number;
  taxablePaise: number;
  gstRatePercent: number;
  sac: string;
  /** Epoch ms after which an open request lapses; null = never. */
  payByMs: number | null;
  status: PaymentRequestStatus;
  payerName: string;
  payerEmail: string;
  payerPhone: string;
  method: 'upi' | 'online' | null;
  paidAtMs: number | null;
  paidNote: string | null;
  createdAtMs: number;
}

/** The receipt voucher of a paid request: `content` is the JSON of what was printed. */
export interface PaymentReceiptsTable {
  id: Generated<number>;
  number: string;
  requestId: number;
  issuedAt: string;
  content: string;
  totalPaise: number;
}

export type PaymentRequestRecord = Selectable<PaymentRequestsTable>;

/** The payments module's tables, as the query layer sees them (part of `Database`). */
export interface PaymentsTables {
  gatewayPayments: GatewayPaymentsTable;
  gatewayEvents: GatewayEventsTable;
  paymentRequests: PaymentRequestsTable;
  paymentReceipts: PaymentReceiptsTable;
}
