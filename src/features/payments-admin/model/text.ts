import type { PaymentMethod } from '@/shared/config/shop';
import type { RefundDue } from '@/shared/contract/paymentsView';
import type { RefundMethod, RefundStatus } from '@/shared/contract/refund';

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
const refunds = (count: number) => `${count} ${count === 1 ? 'refund' : 'refunds'}`;

export const PAYMENTS_ADMIN_TEXT = {
  title: 'Payments',
  lead: 'Money received, lapsed and refunded in the month chosen (IST), and what is awaited and owed today. All times are IST.',
  month: 'Month (IST)',
  gstr1: (month: string) => `Download GSTR-1 CSV for ${month}`,
  loadFailed: 'The payments could not be loaded. Please try again.',
  downloadFailed: 'The GSTR-1 file could not be downloaded. Please try again.',
  summaryHeading: 'Summary',
  cards: {
    received: 'Received',
    awaiting: 'Awaiting',
    lapsed: 'Lapsed',
    refunded: 'Refunded',
    refundsDue: 'Refunds due',
  },
  orders,
  refunds,
  inMonth: 'in the month',
  now: 'now',
  refundStates: (pending: number, failed: number) =>
    [pending ? `${pending} pending at the gateway` : '', failed ? `${failed} failed` : ''].filter(Boolean).join(', '),
  sections: {
    received: {
      heading: 'Received',
      lead: 'Orders paid in the month: UPI and online when the payment arrived, cash on delivery when it was collected.',
      empty: 'No payments were received in this month.',
    },
    awaiting: {
      heading: 'Awaiting payment',
      lead: 'Orders waiting for their payment now, soonest pay-by first. Unpaid by then, they lapse.',
      empty: 'No orders are waiting for a payment.',
    },
    lapsed: {
      heading: 'Lapsed',
      lead: 'Orders cancelled in the month because their payment did not arrive in time.',
      empty: 'No orders lapsed in this month.',
    },
    refunds: {
      heading: 'Refunds',
      lead: 'Refunds recorded in the month, and where each stands.',
      empty: 'No refunds were recorded in this month.',
    },
    refundsDue: {
      heading: 'Refunds due',
      lead: 'Paid orders that were cancelled, and approved returns, with no refund recorded yet, oldest first. Record the refund on the order’s page.',
      empty: 'No refunds are owed.',
    },
  },
  caption: (heading: string, month: string) => `${heading}, ${month}`,
  captionNow: (heading: string) => `${heading}, today`,
  partial: (shown: number, total: number) => `Showing the latest ${shown} of ${total}.`,
  columns: {
    order: 'Order',
    customer: 'Customer',
    amount: 'Amount',
    method: 'Method',
    placed: 'Placed (IST)',
    paid: 'Paid (IST)',
    payBy: 'Pay by (IST)',
    lapsed: 'Lapsed (IST)',
    recorded: 'Recorded (IST)',
    refund: 'Refund',
    status: 'Status',
    reason: 'Why',
    since: 'Since (IST)',
  },
  noPayBy: 'No time set',
  methods: { cod: 'Cash on delivery', upi: 'UPI', online: 'Online' } satisfies Record<PaymentMethod, string>,
  refundMethods: {
    gateway: 'To the original payment',
    upi_transfer: 'UPI transfer',
    bank_transfer: 'Bank transfer',
    cash: 'Cash',
  } satisfies Record<RefundMethod, string>,
  refundStatuses: {
    processed: 'Processed',
    pending: 'Pending at the gateway',
    failed: 'Failed',
  } satisfies Record<RefundStatus, string>,
  reference: (reference: string) => `ref. ${reference}`,
  dueReasons: {
    cancelled_paid: 'Cancelled after payment',
    return_approved: 'Return approved',
  } satisfies Record<RefundDue['reason'], string>,
  returnedItem: (item: string) => `for ${item}`,
} as const;
