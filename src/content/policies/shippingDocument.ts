import { formatInr } from '@/shared/lib/formatInr';
import type { DocumentSection } from '@/shared/ui/RichDocument';
import { SHIPPING_BANDS, SHIPPING_FACTS as F } from './shipping';

const price = (rupees: number) => (rupees === 0 ? 'Free' : formatInr(rupees));

/** The Shipping and Delivery Policy page, its cost table rendered from the shop's own bands. */
export const SHIPPING_POLICY: DocumentSection[] = [
  {
    heading: 'Where we deliver',
    blocks: [
      {
        kind: 'paragraph',
        text: `We deliver to all ${F.states} states and ${F.unionTerritories} union territories of India.`,
      },
    ],
  },
  {
    heading: 'Delivery times',
    blocks: [
      {
        kind: 'table',
        caption: 'Delivery times by area',
        columns: ['Area', 'Standard delivery', 'Express delivery'],
        rows: F.deliveryTimes.map((row) => [row.area, row.standard, row.express]),
      },
      {
        kind: 'paragraph',
        text: `Express delivery applies to orders placed before ${F.expressCutOff}. Orders placed later are dispatched the next business day.`,
      },
    ],
  },
  {
    heading: 'Shipping cost',
    blocks: [
      {
        kind: 'table',
        caption: 'Shipping cost by order value (₹)',
        columns: ['Order value', 'Standard', 'Express'],
        rows: SHIPPING_BANDS.map((band) => [band.label, price(band.cost.standard), price(band.cost.express)]),
      },
      {
        kind: 'paragraph',
        text: 'An order of exactly ₹500 pays the 501-999 rate and an order of exactly ₹2,000 ships free with standard delivery.',
      },
    ],
  },
  {
    heading: 'Delivery attempts',
    blocks: [
      {
        kind: 'paragraph',
        text: `Our courier partners make up to ${F.deliveryAttempts} delivery attempts. After that the order returns to us.`,
      },
      {
        kind: 'list',
        items: [
          'Shipping charges of returned orders are not refunded.',
          'Cash on delivery orders that are returned may carry a restocking fee.',
        ],
      },
    ],
  },
];
