import { formatInr } from '@/shared/lib/formatInr';
import type { DocumentSection } from '@/shared/ui/RichDocument';

/** Figures of the exchange and refund policy (admin-and-account.md §9). */
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

export const EXCHANGE_REFUND_POLICY: DocumentSection[] = [
  {
    heading: 'Return periods',
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
    heading: 'Return shipping',
    blocks: [
      {
        kind: 'paragraph',
        text: `A return shipping fee of ${formatInr(F.returnFee)} is deducted from the refund for change-of-mind returns. Returns of damaged, defective or wrong items are free.`,
      },
      { kind: 'paragraph', text: `Please report damage within ${F.damageReportHours} hours of delivery, with photos of the item and the packaging.` },
      { kind: 'paragraph', text: `Electronics above ${formatInr(F.inspectionThreshold)} may need an inspection by a technician before the return is accepted.` },
    ],
  },
  {
    heading: 'Refunds',
    blocks: [
      { kind: 'paragraph', text: `We process a return within ${F.processingDays} after we receive it. The refund then takes:` },
      {
        kind: 'table',
        caption: 'Refund time by payment method',
        columns: ['Payment method', 'Refund time'],
        rows: F.refundTimes.map((row) => [row.method, row.time]),
      },
    ],
  },
  {
    heading: 'Exchanges',
    blocks: [{ kind: 'paragraph', text: 'Items within their return period can be exchanged for another size or colour, subject to stock. The exchange ships free.' }],
  },
  {
    heading: 'Items that cannot be returned',
    blocks: [{ kind: 'list', items: [...F.nonReturnable] }],
  },
];
