import type { OrderRecord } from '../tables';
import { formatIstTime } from '../../../../src/shared/lib/formatIstTime';
import { inr } from '../../../platform/mail/html';
import { renderMail, type DetailRow } from '../../../platform/mail/layout';
import type { MailMessage } from '../../../platform/mail/mailer';
import { orderTaxBlock } from './orderTaxLines';

const DELIVERY_LABELS = { standard: 'Standard delivery', express: 'Express delivery' } as const;

export const itemLabel = (item: OrderRecord['items'][number]) => {
  const options = [item.size ? `size ${item.size}` : null, item.colour ?? null].filter(Boolean).join(', ');
  return options ? `${item.name} (${options})` : item.name;
};

/** The order's lines as the layout's items block. */
export const orderItems = (order: OrderRecord) =>
  order.items.map((item) => ({
    quantity: item.quantity,
    name: itemLabel(item),
    amount: inr(item.price * item.quantity),
  }));

/**
 * The order confirmation sent after checkout: items and totals as stored with the order and how
 * to pay (cash on delivery, or the UPI link). Nothing typed at checkout travels in it: the address
 * it goes to is whatever was typed too, so a stranger's name or delivery address (and any text
 * put in them) stays on the order's page behind the site's link.
 */
export function orderConfirmationMail(options: {
  to: string;
  order: OrderRecord;
  /** The customer's orders, or the tracking page for a guest. */
  accountUrl: string;
  accountLabel?: string;
  upiLink?: string;
  siteUrl: string;
}): MailMessage {
  const { to, order, accountUrl, upiLink, siteUrl } = options;
  const accountLabel = options.accountLabel ?? 'See your orders';
  const upi = order.paymentMethod === 'upi';
  const online = order.paymentMethod === 'online';
  // The pay-by time with its day: the mail may be read on another day.
  const payBy = order.payBy
    ? ` Pay by ${formatIstTime(order.payBy)}: unpaid by then, the order is cancelled and its items released.`
    : '';
  // Online: the gateway's page is where checkout sends the customer; the order's page offers it again.
  const payment = upi
    ? `Payment: UPI. Your order is awaiting payment: pay ${inr(order.totalAmount)} with any UPI app${upiLink ? ` using ${upiLink}` : ''} (note ${order.orderNumber}).${payBy} We ship once it is received.`
    : online
      ? `Payment: online (card or UPI). Your order is awaiting payment of ${inr(order.totalAmount)}; if you have not paid yet, use Pay now on your order's page.${payBy} We ship once it is received.`
      : 'Payment: cash on delivery.';
  const method = upi ? 'UPI' : online ? 'online payment' : 'cash on delivery';
  const totals: DetailRow[] = [
    ['Subtotal', inr(order.subtotal)],
    ...(order.discount > 0 ? [[`Discount (${order.discountCode})`, `-${inr(order.discount)}`] as const] : []),
    [DELIVERY_LABELS[order.deliveryMethod], order.shippingCost === 0 ? 'Free' : inr(order.shippingCost)],
    [`Total (${method})`, inr(order.totalAmount)],
  ];
  const body = renderMail({
    siteUrl,
    title: `Your order ${order.orderNumber} is confirmed`,
    preheader: `Total ${inr(order.totalAmount)}, ${upi || online ? `${method}, awaiting payment` : method}. We will let you know when it ships.`,
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      { type: 'paragraph', text: `Thank you for your order ${order.orderNumber}. We will let you know when it ships.` },
      { type: 'items', items: orderItems(order), totals },
      ...orderTaxBlock(order.tax),
      {
        type: 'paragraph',
        text: `${DELIVERY_LABELS[order.deliveryMethod]} to the address given with the order, shown on its page.`,
      },
      { type: 'paragraph', text: payment },
      { type: 'button', link: { label: accountLabel, href: accountUrl } },
    ],
  });
  return { to, subject: `Your order ${order.orderNumber} is confirmed`, ...body };
}
