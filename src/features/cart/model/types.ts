import {
  MAX_LINE_QUANTITY,
  PRODUCT_COLOURS,
  PRODUCT_SIZES,
  type ProductColour,
  type ProductSize,
} from '@/shared/config/shop';

export { MAX_LINE_QUANTITY, PRODUCT_COLOURS, PRODUCT_SIZES, type ProductColour, type ProductSize };

/** A bag line (spec: Entities). `id` is the product's id, which the server prices the order from. */
export interface CartLine {
  id: number;
  name: string;
  image: string;
  price: number;
  description: string;
  quantity: number;
  size?: ProductSize;
  colour?: ProductColour;
  /** The size/colour variant chosen, for a product that has variants (the server sells from its stock). */
  variantId?: number;
}

export type NewCartLine = Omit<CartLine, 'quantity'> & { quantity?: number };

/** Lines with the same name, size and colour are one line (spec: States and transitions). */
export const lineKey = (line: Pick<CartLine, 'name' | 'size' | 'colour'>) =>
  `${line.name}|${line.size ?? ''}|${line.colour ?? ''}`;
