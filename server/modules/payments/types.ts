import type { PaymentMethod, PaymentStatus } from '../../../src/shared/config/shop';
import type { PaymentInstructions } from '../../../src/shared/contract/order';
import type { OrderRecord } from '../orders';

export type { PaymentInstructions };

/** What a provider reads of an order to say how to pay it. */
export type PayableOrder = Pick<
  OrderRecord,
  'id' | 'orderNumber' | 'totalAmount' | 'customerName' | 'customerEmail' | 'customerPhone' | 'payBy'
>;

/**
 * One way of paying. Checkout asks the provider of the chosen method how a new order starts, what
 * the customer needs in order to pay, and what delivery does to the payment. The online gateway
 * is one such provider: its `instructions` are the gateway's page, its confirmation a callback,
 * webhook or reconciliation calling the same mark-paid service the admin uses.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Whether checkout offers it now (online payment: only when the gateway is configured). */
  readonly offered: boolean;
  /** The status and payment status a new order starts with. */
  initial(): { status: string; paymentStatus: PaymentStatus };
  /** The link that pays the order (for the e-mail), or null. */
  payLink(order: Pick<OrderRecord, 'orderNumber' | 'totalAmount'>): string | null;
  /** What the customer needs to pay (UPI: link and QR; online: the gateway's page), or null when nothing is due before delivery. */
  instructions(order: PayableOrder): Promise<PaymentInstructions | null>;
  /** The payment status once the parcel is delivered (cash is collected at the door). */
  afterDelivery(current: PaymentStatus): PaymentStatus;
  /** One line for the e-mails, e.g. "Payment: cash on delivery". */
  label: string;
}
