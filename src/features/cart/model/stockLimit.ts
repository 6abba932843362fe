import type { Product } from '@/shared/contract/product';
import { MAX_LINE_QUANTITY, type CartLine } from './types';

/**
 * How many of a line the bag allows: the stock of the line's size and colour (a product with
 * variants), else the product's stock, and never more than the per-line cap. Unknown stock
 * (not loaded yet, or the product is gone) allows the cap; the server checks again at checkout.
 */
export function lineLimit(line: Pick<CartLine, 'size' | 'colour' | 'variantId'>, product: Product | undefined): number {
  if (!product) return MAX_LINE_QUANTITY;
  let stock = product.stockQuantity;
  if (product.variants.length > 0) {
    const variant =
      product.variants.find((v) => v.id === line.variantId) ??
      product.variants.find(
        (v) => v.size === (line.size ?? '') && v.colour.toLowerCase() === (line.colour ?? '').toLowerCase(),
      );
    stock = variant?.stockQuantity ?? 0;
  }
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}
