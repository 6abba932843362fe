import { MAX_LINE_QUANTITY, PRODUCT_COLOURS, PRODUCT_SIZES, type CartLine } from './types';

const isSize = (value: unknown): value is CartLine['size'] => (PRODUCT_SIZES as readonly unknown[]).includes(value);
const isColour = (value: unknown): value is CartLine['colour'] =>
  (PRODUCT_COLOURS as readonly unknown[]).includes(value);

/**
 * Keeps only well-formed lines from storage (a hand-edited or old `cart` item must not break
 * the page) and clamps quantities to 1..MAX_LINE_QUANTITY.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): CartLine[] => {
    const line = raw as Partial<CartLine> | null;
    if (!line || typeof line !== 'object') return [];
    if (
      typeof line.id !== 'number' ||
      !Number.isInteger(line.id) ||
      typeof line.name !== 'string' ||
      typeof line.price !== 'number'
    )
      return [];
    if (!Number.isFinite(line.price) || line.price < 0) return [];
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(Number(line.quantity) || 1)));
    return [
      {
        id: line.id,
        name: line.name,
        image: typeof line.image === 'string' ? line.image : '',
        price: line.price,
        description: typeof line.description === 'string' ? line.description : '',
        quantity,
        ...(isSize(line.size) ? { size: line.size } : {}),
        ...(isColour(line.colour) ? { colour: line.colour } : {}),
        ...(typeof line.variantId === 'number' && Number.isSafeInteger(line.variantId) && line.variantId > 0
          ? { variantId: line.variantId }
          : {}),
      },
    ];
  });
}
