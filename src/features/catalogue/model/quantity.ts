import { MAX_LINE_QUANTITY } from '@/shared/config/shop';
import { CATALOGUE_TEXT } from './text';

/**
 * The most one Add to Bag may add: the stock left (of the chosen variant, or the product), never
 * more than a bag line holds (MAX_LINE_QUANTITY, which the server enforces too), less what the bag
 * holds already. Unknown stock (a size not chosen yet) allows the cap.
 */
export function purchaseLimit(stock: number | undefined, inBag: number): number {
  return Math.max(0, Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY) - inBag);
}

/** A typed quantity as a whole number, or NaN when it is not one. */
export const readQuantity = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** What is wrong with a typed quantity (whole, 1 to `max`), or undefined when it is fine. */
export function quantityError(text: string, max: number): string | undefined {
  const quantity = readQuantity(text);
  return quantity >= 1 && quantity <= max ? undefined : CATALOGUE_TEXT.product.quantityRange(max);
}

/** One step of the − / + buttons from what is typed, kept within 1..max. */
export function stepQuantity(text: string, step: 1 | -1, max: number): number {
  const quantity = readQuantity(text);
  const from = Number.isNaN(quantity) ? (step > 0 ? 0 : 2) : quantity;
  return Math.max(1, Math.min(Math.max(max, 1), from + step));
}
