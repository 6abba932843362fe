import { parseCataloguePrice, type CatalogueItem } from '@/content/serviceCatalogue';

/** The price ranges of step 1's filter (rupees). */
export const PRICE_FILTERS = [
  { value: 'any', label: 'Any price' },
  { value: 'under-10000', label: 'Under ₹10,000' },
  { value: '10000-50000', label: '₹10,000 to ₹50,000' },
  { value: 'above-50000', label: 'Above ₹50,000' },
  { value: 'on-request', label: 'Contact for Pricing' },
] as const;

export type PriceFilter = (typeof PRICE_FILTERS)[number]['value'];

function inRange(item: CatalogueItem, filter: PriceFilter): boolean {
  const amount = parseCataloguePrice(item.price)?.amount;
  switch (filter) {
    case 'under-10000':
      return amount !== undefined && amount < 10_000;
    case '10000-50000':
      return amount !== undefined && amount >= 10_000 && amount <= 50_000;
    case 'above-50000':
      return amount !== undefined && amount > 50_000;
    case 'on-request':
      return amount === undefined;
    default:
      return true;
  }
}

/** Items whose name or features contain every word of `query` (any case), in the price range. */
export function filterItems(items: readonly CatalogueItem[], query: string, price: PriceFilter): CatalogueItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const text = [item.name, ...item.features].join(' ').toLowerCase();
    return words.every((word) => text.includes(word)) && inRange(item, price);
  });
}
