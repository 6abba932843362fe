import type { CartLine } from './types';

/** An order line as the client sends it: ids, quantity and options only — never a price. */
export interface OrderLineRequest {
  productId: number;
  variantId?: number;
  quantity: number;
  size?: CartLine['size'];
  colour?: CartLine['colour'];
}

/** The bag as an order request: ids, quantities and options only (the server does the pricing). */
export const orderLines = (lines: CartLine[]): OrderLineRequest[] =>
  lines.map((line) => ({
    productId: line.id,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: line.quantity,
    ...(line.size ? { size: line.size } : {}),
    ...(line.colour ? { colour: line.colour } : {}),
  }));
