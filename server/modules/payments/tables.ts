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

/** One order's payment link and the payment that paid it; the order and the link are each unique. */
export interface GatewayPaymentsTable {
  id: Generated<number>;
  orderId: number;
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

/** The payments module's tables, as the query layer sees them (part of `Database`). */
export interface PaymentsTables {
  gatewayPayments: GatewayPaymentsTable;
  gatewayEvents: GatewayEventsTable;
}
