import type { OrderLineRequest } from '../api/cartApi';
import type { CartLine } from './types';

/** The bag as an order request: ids, quantities and options only (the server does the pricing). */
export const orderLines = (lines: CartLine[]): OrderLineRequest[] =>
  lines.map((line) => ({
    productId: line.id,
    quantity: line.quantity,
    ...(line.size ? { size: line.size } : {}),
    ...(line.colour ? { colour: line.colour } : {}),
  }));
