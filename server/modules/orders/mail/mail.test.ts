import { EVIL, SITE, describeBrandMails, type MailCase } from '../../../test/brandMail';
import type { OrderRecord } from '../tables';
import { orderCancellationMail } from './orderCancellation';
import { orderConfirmationMail } from './orderConfirmation';
import { orderUpdateMail } from './orderUpdate';
import { paymentLapsedMail } from './paymentLapsed';

const order: OrderRecord = {
  id: 3,
  userId: 1,
  orderNumber: 'UE-20261125-00003',
  orderDate: '2026-11-25T10:00:00.000Z',
  status: 'pending',
  subtotal: 250000,
  shippingCost: 0,
  discount: 100,
  totalAmount: 249900,
  discountCode: 'APP10',
  deliveryMethod: 'standard',
  paymentMethod: 'cod',
  channel: null,
  customerName: 'Asha Kapoor',
  customerEmail: 'c@example.com',
  customerPhone: '9810022222',
  paymentStatus: 'due_on_delivery',
  paidAt: null,
  payBy: null,
  courierName: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  items: [
    {
      id: 1,
      productId: 2,
      variantId: null,
      name: `Tea Hamper ${EVIL}`,
      quantity: 2,
      price: 125000,
      imageUrl: '',
      size: 'M',
      colour: 'Green',
    },
  ],
  shippingAddress: {
    street: `12 MG Road ${EVIL}`,
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110001',
    country: 'India',
    recipientName: `Asha ${EVIL}`,
    recipientPhone: '9810022222',
  },
} as OrderRecord;

const account = `${SITE}/user/profile?tab=orders`;

const MAILS: MailCase[] = [
  [
    'order confirmation',
    orderConfirmationMail({ to: 'c@example.com', order, accountUrl: account, siteUrl: SITE }),
    ['UE-20261125-00003', '₹2,49,900', '₹2,50,000', 'APP10', account, 'Standard delivery to the address given'],
  ],
  [
    'order confirmation, UPI',
    orderConfirmationMail({
      to: 'c@example.com',
      order: { ...order, paymentMethod: 'upi', paymentStatus: 'awaiting_payment', payBy: '2026-11-25T09:05:00.000Z' },
      accountUrl: account,
      siteUrl: SITE,
      upiLink: 'upi://pay?pa=utsav@okicici&am=2499.00',
    }),
    [
      'UE-20261125-00003',
      'Total (UPI)',
      'awaiting payment',
      'upi://pay?pa=utsav@okicici',
      'Pay by 14:35 IST on 25 November',
    ],
  ],
  [
    'order update',
    orderUpdateMail({
      to: 'c@example.com',
      order,
      subject: 'Your order has shipped',
      lines: ['Shipped with BlueDart, tracking number BD123.'],
      link: { label: 'See your order', href: account },
      siteUrl: SITE,
    }),
    ['UE-20261125-00003', 'BD123', account],
  ],
  [
    'order cancellation',
    orderCancellationMail({ to: 'c@example.com', order, accountUrl: account, siteUrl: SITE }),
    ['UE-20261125-00003', '₹2,49,900', account],
  ],
  [
    'payment lapsed',
    paymentLapsedMail({
      to: 'c@example.com',
      order: {
        ...order,
        status: 'cancelled',
        paymentMethod: 'upi',
        paymentStatus: 'awaiting_payment',
        payBy: '2026-11-25T09:05:00.000Z',
      },
      link: { label: 'See your order', href: account },
      siteUrl: SITE,
    }),
    ['UE-20261125-00003', '₹2,49,900', '14:35 IST on 25 November', 'released', account],
  ],
];

describeBrandMails(MAILS);

describe('order mail subjects', () => {
  it('name the order the customer placed or that was cancelled', () => {
    const subjects = MAILS.filter(([name]) => name !== 'order update').map(([, mail]) => mail.subject);
    for (const subject of subjects) expect(subject).toContain('UE-20261125-00003');
  });
});

describe('what the customer typed', () => {
  // The address a mail goes to was only typed at checkout: the mail may reach a stranger, so it
  // carries none of the checkout's typed text (names, address, phone), only the order's facts.
  it('never travels in an order mail', () => {
    for (const [, mail] of MAILS) {
      for (const typed of ['Asha', '12 MG Road', '110001', '9810022222']) {
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(typed);
      }
      expect(mail.text).toMatch(/^Hello,$/m);
    }
  });
});
