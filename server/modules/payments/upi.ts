import QRCode from 'qrcode';
import { ORDER_STATUS } from '../../../src/shared/config/shop';
import type { PaymentProvider } from './types';

/** Two decimals, as UPI's `am` parameter expects. */
const amount = (rupees: number) => rupees.toFixed(2);

/**
 * The `upi://pay` link of the NPCI deep-link format: payee address and name, the amount in INR
 * and the order number as the note, so the payment can be matched to the order when the admin
 * marks it paid.
 */
export function upiLink(options: { vpa: string; payeeName: string; amount: number; orderNumber: string }): string {
  const params = new URLSearchParams({
    pa: options.vpa,
    pn: options.payeeName,
    am: amount(options.amount),
    cu: 'INR',
    tn: options.orderNumber,
  });
  // URLSearchParams writes spaces as '+', which UPI apps do not all read: use %20.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** UPI: the order waits ("awaiting payment") until an admin sees the money and marks it paid. */
export function upiProvider(config: { upiVpa: string; upiPayeeName: string }): PaymentProvider {
  return {
    method: 'upi',
    offered: true,
    label: 'UPI',
    initial: () => ({ status: ORDER_STATUS.awaitingPayment, paymentStatus: 'awaiting_payment' }),
    payLink: (order) =>
      upiLink({
        vpa: config.upiVpa,
        payeeName: config.upiPayeeName,
        amount: order.totalAmount,
        orderNumber: order.orderNumber,
      }),
    async instructions(order) {
      const link = upiLink({
        vpa: config.upiVpa,
        payeeName: config.upiPayeeName,
        amount: order.totalAmount,
        orderNumber: order.orderNumber,
      });
      // Rendered on the server: the page needs no QR library, and the e-mail can carry the same link.
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        method: 'upi',
        link,
        qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        payee: config.upiPayeeName,
        vpa: config.upiVpa,
      };
    },
    afterDelivery: (current) => current,
  };
}
