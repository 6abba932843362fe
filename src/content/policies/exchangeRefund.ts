import { COMPANY } from '../company';
import { DEFAULT_ADVANCE_REFUND_TIERS, tierRows } from './advanceRefunds';
import { formatInr } from '@/shared/lib/formatInr';
import type { DocumentSection } from '@/shared/ui/RichDocument';

/** Figures of the exchange and refund policy (admin-and-account.md, Business constants). */
export const EXCHANGE_REFUND_FACTS = {
  returnFee: 99,
  damageReportHours: 48,
  inspectionThreshold: 15000,
  processingDays: '3-7 business days',
  returnPeriods: [
    { category: 'Clothing and accessories', period: '30 days', condition: 'Unworn, with tags' },
    { category: 'Electronics', period: '7 days', condition: 'Unopened or defective' },
    { category: 'Home decor', period: '14 days', condition: 'Unused, in original packaging' },
    { category: 'Beauty', period: '7 days', condition: 'Sealed' },
    { category: 'Books and media', period: '14 days', condition: 'Unused' },
  ],
  refundTimes: [
    { method: 'Card and net banking', time: '5-7 business days' },
    { method: 'UPI', time: '3-5 business days' },
    { method: 'Wallets', time: '2-4 business days' },
    { method: 'Cash on delivery', time: '7-10 business days (bank or store credit)' },
  ],
  nonReturnable: [
    'Personalized items',
    'Intimate apparel',
    'Opened beauty products',
    'Digital items',
    'Gift cards',
    'Perishables',
    'Final sale items',
    'Items with missing serial numbers',
  ],
} as const;

const F = EXCHANGE_REFUND_FACTS;

/** The return and refund flow, step by step (admin-and-account.md, States and transitions). */
export const REFUND_FLOW_STEPS = [
  'Request: ask for a return from your account or by e-mail, within the return period.',
  'Item received: we collect the item (or you send it back) and confirm that it has arrived.',
  'Quality check: we inspect the item and its packaging.',
  'Approval: we tell you whether the return is approved.',
  'Refund or replacement: approved returns are refunded to your original payment method, or replaced if you asked for an exchange.',
];

/** The spec's sections (admin-and-account.md, Screens and routes), in its order. */
export const EXCHANGE_REFUND_POLICY: DocumentSection[] = [
  {
    heading: 'Return period',
    blocks: [
      {
        kind: 'table',
        caption: 'Return period by category',
        columns: ['Category', 'Return period', 'Condition'],
        rows: F.returnPeriods.map((row) => [row.category, row.period, row.condition]),
      },
    ],
  },
  {
    heading: 'Eligible items',
    blocks: [
      { kind: 'paragraph', text: 'An item can be returned within the return period of its category when it is:' },
      {
        kind: 'list',
        items: [
          'In the condition the table above asks for (unworn with tags, unopened, sealed or unused)',
          'Complete, with its accessories, manuals, free gifts and original packaging',
          'Bought from our shop, with the order number at hand',
          'Damaged in transit, defective or not what you ordered (always eligible, whatever its condition)',
        ],
      },
    ],
  },
  {
    heading: 'Non-returnable items',
    blocks: [{ kind: 'list', items: [...F.nonReturnable] }],
  },
  {
    heading: 'Return process',
    blocks: [
      { kind: 'paragraph', text: 'Every return follows the same steps:' },
      { kind: 'list', items: [...REFUND_FLOW_STEPS] },
      { kind: 'paragraph', text: 'Returns are accepted only once the order has been delivered.' },
    ],
  },
  {
    heading: 'Exchanges',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Items within their return period can be exchanged for another size or colour, subject to stock. The exchange ships free.',
      },
    ],
  },
  {
    heading: 'Refund process',
    blocks: [
      {
        kind: 'paragraph',
        text: `We process a return within ${F.processingDays} after we receive it. Once approved, the refund takes:`,
      },
      {
        kind: 'table',
        caption: 'Refund time by payment method',
        columns: ['Payment method', 'Refund time'],
        rows: F.refundTimes.map((row) => [row.method, row.time]),
      },
    ],
  },
  {
    heading: 'Damaged items',
    blocks: [
      {
        kind: 'paragraph',
        text: `Please report damage within ${F.damageReportHours} hours of delivery, with photos of the item and the packaging.`,
      },
      {
        kind: 'paragraph',
        text: 'Damaged, defective or wrong items are replaced or refunded in full, and their return is free.',
      },
      {
        kind: 'paragraph',
        text: `Electronics above ${formatInr(F.inspectionThreshold)} may need an inspection by a technician before the return is accepted.`,
      },
    ],
  },
  {
    heading: 'Return shipping fees',
    blocks: [
      {
        kind: 'paragraph',
        text: `A return shipping fee of ${formatInr(F.returnFee)} is deducted from the refund for change-of-mind returns. Returns of damaged, defective or wrong items are free.`,
      },
    ],
  },
  {
    heading: 'Cancellation',
    blocks: [
      { kind: 'paragraph', text: 'You can cancel an order free of charge until it has shipped.' },
      {
        kind: 'paragraph',
        text: 'Once an order has shipped it can no longer be cancelled; it can be returned after delivery, within the return period.',
      },
    ],
  },
  {
    heading: 'Event bookings: advances',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A booking of a priced service is confirmed once its advance is paid. If you cancel it (with the link in your confirmation e-mail, or by asking us), the advance is refunded by how long before the event you cancel, in IST:',
      },
      {
        kind: 'table',
        caption: 'Refund of the advance by notice',
        columns: ['When you cancel', 'Refund'],
        rows: tierRows(DEFAULT_ADVANCE_REFUND_TIERS),
      },
      {
        kind: 'paragraph',
        text: 'The refund goes back to the account you paid from (online payments within 5-7 business days; UPI payments by a UPI transfer from us), with a credit note for the amount and its GST. Your booking page shows the exact refund before you confirm a cancellation.',
      },
    ],
  },
  {
    heading: 'Contact',
    blocks: [
      {
        kind: 'paragraph',
        text: `For returns, exchanges and refunds, write to ${COMPANY.email} or call ${COMPANY.phone} (${COMPANY.officeHours}) with your order number.`,
      },
    ],
  },
];
