import type { PaymentMethod, PaymentStatus } from '../../../src/shared/config/shop';
import type { UpiPayment } from '../../../src/shared/contract/order';
import type { OrderRecord } from '../orders';

/** How the customer pays, as the order page, the e-mails and the admin see it. */
export type PaymentInstructions = UpiPayment;

/**
 * One way of paying. Checkout asks the provider of the chosen method how a new order starts, what
 * the customer needs in order to pay, and what delivery does to the payment. A card gateway
 * would be one more provider (its `instructions` a redirect to the gateway, its confirmation a
 * webhook calling the same mark-paid service the admin uses).
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The status and payment status a new order starts with. */
  initial(): { status: string; paymentStatus: PaymentStatus };
  /** The link that pays the order (for the e-mail), or null. */
  payLink(order: Pick<OrderRecord, 'orderNumber' | 'totalAmount'>): string | null;
  /** What the customer needs to pay (UPI: link and QR), or null when nothing is due before delivery. */
  instructions(order: Pick<OrderRecord, 'orderNumber' | 'totalAmount'>): Promise<PaymentInstructions | null>;
  /** The payment status once the parcel is delivered (cash is collected at the door). */
  afterDelivery(current: PaymentStatus): PaymentStatus;
  /** One line for the e-mails, e.g. "Payment: cash on delivery". */
  label: string;
}
