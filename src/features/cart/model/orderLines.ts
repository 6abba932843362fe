import type { OrderItemInput } from '@/shared/contract/order';
import type { CartLine } from './types';

/** The bag as an order request: ids, quantities and options only (the server does the pricing). */
export const orderLines = (lines: CartLine[]): OrderItemInput[] =>
  lines.map((line) => ({
    productId: line.id,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: line.quantity,
    ...(line.size ? { size: line.size } : {}),
    ...(line.colour ? { colour: line.colour } : {}),
  }));
