import type { PaymentInstructions } from './order';

/** A payment request as the payer's pages and the back office show it (amounts in paise, times ISO UTC). */
export interface PaymentRequestView {
  id: number;
  purpose: 'advance' | 'balance';
  reference: string;
  status: 'open' | 'paid' | 'lapsed' | 'cancelled';
  /** GST included. */
  amountPaise: number;
  gstRatePercent: number;
  payBy: string | null;
  paidAt: string | null;
  method: 'upi' | 'online' | null;
  receiptNumber: string | null;
}

/** How an open request can be paid now: UPI always, online when the gateway is configured. */
export interface PaymentRequestPayOptions {
  upi: PaymentInstructions;
  /** Whether the online gateway is offered (its page is made when the payer asks for it). */
  online: boolean;
}
